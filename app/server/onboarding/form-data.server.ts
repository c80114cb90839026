import {
	MaxPartSizeExceededError,
	unstable_createMemoryUploadHandler,
	unstable_parseMultipartFormData,
	type UploadHandler,
} from '@remix-run/node'
import { DOCUMENT_MAX_BYTES, DOCUMENT_SIZE_MESSAGE } from '#contract/onboarding/document-rules.ts'
import { formError } from '#app/lib/reply.ts'
import { replyForm } from '../action-reply.server.ts'

/** A chosen file over the document limit: left out of the form, named in the answer. */
export type OversizedFile = { field: string; filename: string }

/** The size refusal naming the file, so a form with several files says which one. */
export const oversizedMessage = (file: OversizedFile) => `${file.filename}: ${DOCUMENT_SIZE_MESSAGE}`

/**
 * A file part read into memory up to the document limit. A bigger file is
 * read to its end (the rest of the form comes after it) but dropped, and
 * noted, so the form's other fields still arrive and the answer can keep
 * what was typed and say which file was too big.
 */
function fileHandler(oversized: OversizedFile[]): UploadHandler {
	return async ({ name, filename, contentType, data }) => {
		if (filename === undefined) return undefined
		const chunks: Uint8Array[] = []
		let size = 0
		for await (const chunk of data) {
			size += chunk.byteLength
			if (size <= DOCUMENT_MAX_BYTES) chunks.push(chunk)
		}
		if (size > DOCUMENT_MAX_BYTES) {
			oversized.push({ field: name, filename })
			return undefined
		}
		return new File(chunks as BlobPart[], filename, { type: contentType })
	}
}

/**
 * An onboarding post's form. Files come as multipart, each file capped at
 * the document limit (see fileHandler), so an oversized file never reaches
 * the provider; a text field over the limit makes the form unreadable
 * (null). A form without files is a plain post.
 */
export async function readOnboardingForm(
	request: Request,
): Promise<{ form: FormData; oversized: OversizedFile[] } | { form: null; oversized: [] }> {
	const multipart = request.headers.get('Content-Type')?.toLowerCase().startsWith('multipart/form-data')
	if (!multipart) return { form: await request.formData(), oversized: [] }
	const oversized: OversizedFile[] = []
	try {
		const form = await unstable_parseMultipartFormData(
			request,
			async (part) => (await fileHandler(oversized)(part)) ?? (part.filename === undefined ? textHandler(part) : undefined),
		)
		return { form, oversized }
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return { form: null, oversized: [] }
		throw error
	}
}

const textHandler = unstable_createMemoryUploadHandler({ maxPartSize: DOCUMENT_MAX_BYTES })

/** A refused upload or removal: the form's answer (400), with the reason for the page's error toast. */
export function refuseUpload(intent: string, message: string) {
	return replyForm(intent, formError(message))
}

export { DOCUMENT_SIZE_MESSAGE }

/**
 * How a provider refusal reads on an onboarding form (replyProviderError):
 * the record's section is dropped from the provider's field names
 * ('companyInformation.city' is the form's 'city'), and each reason is a
 * line of its own, so an incomplete submit reads as a list of what is missing.
 */
export const REFUSAL_ON_A_STEP = { fieldOf: (field: string) => field.split('.').slice(1).join('.') || field, reasonPerLine: true }
