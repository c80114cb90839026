import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from '@remix-run/node'
import { toDataUrl } from '#contract/settings/logo-image.ts'
import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE } from '#contract/settings/profile.ts'
import { checkLogoFile } from '#app/lib/logo.ts'
import { formError } from '#app/lib/reply.ts'
import { logoIntents } from '#app/lib/settings/profile-schemas.ts'
import { REMOVE_LOGO_DIALOG, REMOVE_LOGO_MESSAGES } from '#app/lib/settings/profile.ts'
import { readIntent, refusalMessage, replyForm, replyUnknownIntent } from '../action-reply.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/** An upload refused, with the reason for the logo panel's error toast. */
const refuse = (message: string) => replyForm(logoIntents.enum['upload-logo'], formError(message))

/**
 * The logo upload (multipart, or a plain form to remove it): the file is checked here by its content,
 * size and pixel dimensions (a .jpg, .jpeg, .png or .svg of at most 400kb
 * and 100 x 100 pixels), whatever the browser did, then sent to the
 * provider as a data URL. `intent=remove-logo` takes the logo away.
 */
export async function handleLogoAction(request: Request, user: User) {
	let form: FormData
	try {
		// A file comes as multipart; removing the logo may come as a plain form (a replayed post, curl).
		const multipart = request.headers.get('Content-Type')?.toLowerCase().startsWith('multipart/form-data')
		form = multipart
			? await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: LOGO_MAX_BYTES }))
			: await request.formData()
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return refuse(LOGO_SIZE_MESSAGE)
		throw error
	}
	const intent = readIntent(form, logoIntents)
	if (!intent) return replyUnknownIntent('Choose what to do with the logo.')
	try {
		if (intent === 'remove-logo') {
			// Asked first (the panel's `?dialog=remove-logo`): a post without the question's answer removes nothing.
			if (form.get('confirm') !== REMOVE_LOGO_DIALOG) return refuse(REMOVE_LOGO_MESSAGES.confirmFirst)
			await user.api.settings.updateLogo(null)
			return redirectWithToast('/settings', { type: 'success', title: 'Logo removed', description: 'Your logo has been removed.' })
		}
		const file = form.get('logo')
		if (!(file instanceof File) || file.size === 0) return refuse('Choose a logo to upload.')
		const logo = await checkLogoFile(file)
		if (!logo.ok) return refuse(logo.message)
		const dataUrl = toDataUrl(logo.bytes, logo.type)
		await user.api.settings.updateLogo(dataUrl)
	} catch (error) {
		return replyForm(intent, formError(refusalMessage(error)))
	}
	return redirectWithToast('/settings', { type: 'success', title: 'Logo updated', description: 'Your new logo is in place.' })
}
