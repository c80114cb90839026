import { checkDocumentBytes, toDocBase64 } from '#contract/onboarding/document-check.ts'
import { DOCUMENT_LABELS, DOCUMENT_NAMES, type DocumentName } from '#contract/onboarding/options.ts'
import { documentFileField, UPLOAD_INTENTS } from '#app/lib/onboarding/upload-status.ts'
import { refusalMessage, replyForm } from '../action-reply.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { DOCUMENT_SIZE_MESSAGE, refuseUpload, type OversizedFile } from './form-data.server.ts'

export const isDocumentName = (value: unknown): value is DocumentName =>
	typeof value === 'string' && (DOCUMENT_NAMES as readonly string[]).includes(value)

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
		const document = await user.api.onboarding.uploadDocument({
			name,
			docBase64: toDocBase64(check.bytes, check.mimeType),
			filename: file.name,
			shareholderId,
		})
		return { ok: true as const, document }
	} catch (error) {
		return { ok: false as const, message: refusalMessage(error) }
	}
}

/**
 * Every file chosen in a documents form (one `file-<name>` input per
 * document, sent in one post), each checked and sent to the provider at
 * once. Answers one line per refused file, naming the document and the file
 * (an oversized one never arrived); an empty list when all went through.
 */
export async function uploadChosenFiles(user: User, form: FormData, oversized: readonly OversizedFile[], names: readonly DocumentName[]) {
	const label = (name: DocumentName, filename: string) => `${DOCUMENT_LABELS[name]} (${filename})`
	const tooBig = names.flatMap((name) =>
		oversized
			.filter((file) => file.field === documentFileField(name))
			.map((file) => `${label(name, file.filename)}: ${DOCUMENT_SIZE_MESSAGE}`),
	)
	const sent = await Promise.all(
		names.map(async (name) => {
			const file = form.get(documentFileField(name))
			if (!(file instanceof File) || file.size === 0) return { name, refusal: null, sent: false }
			const uploaded = await uploadFile(user, name, file)
			return { name, refusal: uploaded.ok ? null : `${label(name, file.name)}: ${uploaded.message}`, sent: uploaded.ok }
		}),
	)
	return {
		refusals: [...tooBig, ...sent.flatMap((item) => (item.refusal ? [item.refusal] : []))],
		sent: sent.filter((item) => item.sent).map((item) => item.name),
	}
}

/** Every refusal of a documents post above the list (and in its toast), one line each. */
export const refuseFiles = (intent: string, refusals: string[]) => replyForm(intent, { status: 'error', error: { '': refusals } })

/**
 * Upload (or replace) the chosen documents (a script's single `document` and
 * `file`, or every `file-<name>` of the list's form), or remove one by its
 * id; success goes back to the page with a toast.
 */
export async function handleDocumentAction(
	user: User,
	form: FormData,
	oversized: readonly OversizedFile[],
	names: readonly DocumentName[],
	backTo: string,
) {
	const intent = form.get('intent')
	if (intent === UPLOAD_INTENTS.remove) {
		const id = form.get('documentId')
		if (typeof id !== 'string' || !id) return refuseUpload(UPLOAD_INTENTS.remove, 'Choose a document to remove.')
		// Asked first (the page's `?dialog=remove-document`): a post without the question's answer removes nothing.
		if (form.get('confirm') !== UPLOAD_INTENTS.remove)
			return refuseUpload(UPLOAD_INTENTS.remove, 'Confirm the removal first: use Remove beside the document.')
		try {
			await user.api.onboarding.removeDocument(id)
		} catch (error) {
			return refuseUpload(UPLOAD_INTENTS.remove, refusalMessage(error))
		}
		return redirectWithToast(backTo, { type: 'success', title: 'Document removed', description: 'The document was removed.' })
	}
	if (form.has('document')) {
		const name = form.get('document')
		if (!isDocumentName(name)) return refuseUpload(UPLOAD_INTENTS.upload, 'Choose which document this is.')
		if (oversized.length) return refuseUpload(UPLOAD_INTENTS.upload, `${oversized[0]!.filename}: ${DOCUMENT_SIZE_MESSAGE}`)
		const uploaded = await uploadFile(user, name, form.get('file'))
		if (!uploaded.ok) return refuseUpload(UPLOAD_INTENTS.upload, uploaded.message)
		return redirectWithToast(backTo, { type: 'success', title: 'Document uploaded', description: `${DOCUMENT_LABELS[name]} was uploaded.` })
	}
	const { refusals, sent } = await uploadChosenFiles(user, form, oversized, names)
	if (refusals.length) return refuseFiles(UPLOAD_INTENTS.upload, refusals)
	if (!sent.length) return refuseUpload(UPLOAD_INTENTS.upload, 'Choose a file to upload.')
	return redirectWithToast(backTo, {
		type: 'success',
		title: 'Document uploaded',
		description: `${sent.map((name) => DOCUMENT_LABELS[name]).join(', ')} uploaded.`,
	})
}
