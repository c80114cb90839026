import {
	data,
	MaxPartSizeExceededError,
	unstable_createMemoryUploadHandler,
	unstable_parseMultipartFormData,
} from '@remix-run/node'
import { toDataUrl } from '#contract/settings/logo-image.ts'
import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE } from '#contract/settings/profile.ts'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import { checkLogoFile } from '#app/lib/logo.ts'
import { ProviderError } from '../provider/client.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

export type LogoError = { title: string; message: string }

const refuse = (message: string) => data({ logoError: { title: ERROR_TOAST_TITLE, message } satisfies LogoError }, { status: 400 })

/**
 * The logo upload (multipart): the file is checked by its content, size and
 * pixel dimensions here, whatever the browser did (SPEC.md §5), then sent to
 * the provider as a data URL. `intent=remove-logo` takes the logo away.
 */
export async function handleLogoAction(request: Request, user: User) {
	let form: FormData
	try {
		form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: LOGO_MAX_BYTES }))
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return refuse(LOGO_SIZE_MESSAGE)
		throw error
	}
	const intent = form.get('intent')
	try {
		if (intent === 'remove-logo') {
			await user.api.settings.updateLogo(null)
			return redirectWithToast('/settings', { type: 'success', title: 'Logo removed', description: 'Your logo has been removed.' })
		}
		if (intent !== 'upload-logo') return refuse('Choose what to do with the logo.')
		const file = form.get('logo')
		if (!(file instanceof File) || file.size === 0) return refuse('Choose a logo to upload.')
		const logo = await checkLogoFile(file)
		if (!logo.ok) return refuse(logo.message)
		const dataUrl = toDataUrl(logo.bytes, logo.type)
		await user.api.settings.updateLogo(dataUrl)
	} catch (error) {
		if (error instanceof ProviderError) return refuse(error.body.message)
		throw error
	}
	return redirectWithToast('/settings', { type: 'success', title: 'Logo updated', description: 'Your new logo is in place.' })
}
