import { checkDocumentBytes, toDocBase64 } from '#contract/onboarding/document-check.ts'
import { DOCUMENT_LABELS, DOCUMENT_NAMES, type DocumentName } from '#contract/onboarding/options.ts'
import { UPLOAD_INTENTS } from '#app/lib/onboarding/upload-status.ts'
import { refusalMessage } from '../action-reply.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { refuseUpload } from './form-data.server.ts'

export const isDocumentName = (value: unknown): value is DocumentName => typeof value === 'string' && (DOCUMENT_NAMES as readonly string[]).includes(value)

/**
 * A file from a form, checked here by its content and size with the same
 * check the provider runs, and only then sent to the provider (as base64).
 * Returns the refusal's message, or the provider's document.
 */
export async function uploadFile(user: User, name: DocumentName, file: FormDataEntryValue | null, shareholderId?: string) {
	if (!(file instanceof File) || file.size === 0) return { ok: false as const, message: 'Choose a file to upload.' }
	const check = await checkDocumentBytes(new Uint8Array(await file.arrayBuffer()), { name, filename: file.name })
	if (!check.ok) return { ok: false as const, message: check.message }
	try {
		const document = await user.api.onboarding.uploadDocument({ name, docBase64: toDocBase64(check.bytes, check.mimeType), filename: file.name, shareholderId })
		return { ok: true as const, document }
	} catch (error) {
		return { ok: false as const, message: refusalMessage(error) }
	}
}

/** Upload (or replace) one document, or remove one by its id; success goes back to the page with a toast. */
export async function handleDocumentAction(user: User, form: FormData, backTo: string) {
	const intent = form.get('intent')
	if (intent === UPLOAD_INTENTS.remove) {
		const id = form.get('documentId')
		if (typeof id !== 'string' || !id) return refuseUpload(UPLOAD_INTENTS.remove, 'Choose a document to remove.')
		try {
			await user.api.onboarding.removeDocument(id)
		} catch (error) {
			return refuseUpload(UPLOAD_INTENTS.remove, refusalMessage(error))
		}
		return redirectWithToast(backTo, { type: 'success', title: 'Document removed', description: 'The document was removed.' })
	}
	const name = form.get('document')
	if (!isDocumentName(name)) return refuseUpload(UPLOAD_INTENTS.upload, 'Choose which document this is.')
	const uploaded = await uploadFile(user, name, form.get('file'))
	if (!uploaded.ok) return refuseUpload(UPLOAD_INTENTS.upload, uploaded.message)
	return redirectWithToast(backTo, { type: 'success', title: 'Document uploaded', description: `${DOCUMENT_LABELS[name]} was uploaded.` })
}
