import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from '@remix-run/node'
import { DOCUMENT_MAX_BYTES, DOCUMENT_SIZE_MESSAGE } from '#contract/onboarding/documents.ts'
import { formError } from '#app/lib/reply.ts'
import { replyForm } from '../action-reply.server.ts'

/**
 * An onboarding post's form. Files come as multipart, read into memory with
 * each part capped at the document limit, so an oversized file is refused
 * before anything reaches the provider; a form without files is a plain
 * post. `tooLarge` says a part was over the limit.
 */
export async function readOnboardingForm(request: Request): Promise<{ form: FormData; tooLarge: false } | { form: null; tooLarge: true }> {
	const multipart = request.headers.get('Content-Type')?.toLowerCase().startsWith('multipart/form-data')
	if (!multipart) return { form: await request.formData(), tooLarge: false }
	try {
		return { form: await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: DOCUMENT_MAX_BYTES })), tooLarge: false }
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return { form: null, tooLarge: true }
		throw error
	}
}

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
