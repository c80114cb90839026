import { parse as parseDisposition } from 'content-disposition'
import { request as undiciRequest } from 'undici'
import {
	documentDeleteResponseSchema,
	documentPath,
	documentUploadResponseSchema,
	type DocumentUploadRequest,
} from '#contract/onboarding/documents.ts'
import { onboardingRecordResponseSchema } from '#contract/onboarding/record.ts'
import type { OnboardingStepRequest } from '#contract/onboarding/requests.ts'
import { supportedCitiesResponseSchema, supportedResourcePath, supportedStatesResponseSchema } from '#contract/onboarding/resources.ts'
import { getEnv } from '../env.server.ts'
import { callerOf } from '../request-context.server.ts'
import type { ProviderCall } from './call.server.ts'
import { callTimeoutMs, providerHeaders, ProviderUnavailableError } from './client.server.ts'

/**
 * The onboarding calls: the record (read, saved step by step, submitted
 * with step '4'), document uploads and removals, and the state and city
 * lists behind the location pickers.
 */
export function onboardingApi(call: ProviderCall) {
	return {
		getRecord: () => call('/integrator/v1/onboard-kyb', { schema: onboardingRecordResponseSchema }).then((a) => a.data),
		/** POST for the first save of a record, PATCH for the later ones. */
		saveStep: (body: OnboardingStepRequest, first = false) =>
			call('/integrator/v1/onboard-kyb', { method: first ? 'POST' : 'PATCH', body, schema: onboardingRecordResponseSchema }).then(
				(a) => a.data,
			),
		uploadDocument: (body: DocumentUploadRequest) =>
			call('/integrator/v1/kyb-doc-upload', { method: 'POST', body, schema: documentUploadResponseSchema }).then((a) => a.data),
		removeDocument: (id: string) => call(documentPath(id), { method: 'DELETE', schema: documentDeleteResponseSchema }).then((a) => a.data),
		getStates: (country: string) =>
			call(supportedResourcePath('STATES', { country }), { schema: supportedStatesResponseSchema }).then((a) => a.data),
		getCities: (country: string, state: string) =>
			call(supportedResourcePath('CITIES', { country, state }), { schema: supportedCitiesResponseSchema }).then((a) => a.data),
	}
}

/** The file name a provider's Content-Disposition gives (its `filename*` first), or `fallback`. */
function fileNameOf(disposition: string, fallback: string) {
	try {
		return parseDisposition(disposition).parameters.filename || fallback
	} catch {
		// A header that does not parse names nothing: the document's id serves.
		return fallback
	}
}

/** An uploaded document's file as the provider serves it to its owner. */
export type DocumentFile = { bytes: ArrayBuffer; contentType: string; filename: string }

/**
 * GET /integrator/v1/kyb-doc/:id, the one provider answer that is a file, not JSON (the shared client reads
 * JSON only): the owner's document, or null when the provider does not serve it to this token (another
 * integrator's, removed, or no such id). Files are at most 500 KB, so they are read whole.
 */
export async function getDocumentFile(request: Request, token: string, id: string): Promise<DocumentFile | null> {
	const { PROVIDER_API_URL } = getEnv()
	const caller = callerOf(request)
	const headers = providerHeaders(token, caller)
	// The request's deadline bounds this call too (docs/decisions/108), the body's reading included.
	const signal = AbortSignal.any([request.signal, AbortSignal.timeout(callTimeoutMs(caller, `GET ${documentPath(id)}`))])
	let answer
	let bytes
	try {
		answer = await undiciRequest(new URL(documentPath(id), PROVIDER_API_URL), { headers, signal })
		bytes = await answer.body.arrayBuffer()
	} catch (error) {
		if (request.signal.aborted) throw error
		throw new ProviderUnavailableError(`The provider could not be reached (GET ${documentPath(id)})`, { cause: error })
	}
	if (answer.statusCode >= 500) throw new ProviderUnavailableError(`The provider failed (${answer.statusCode} on GET ${documentPath(id)})`)
	if (answer.statusCode !== 200) return null
	const contentType = String(answer.headers['content-type'] ?? 'application/octet-stream')
	const filename = fileNameOf(String(answer.headers['content-disposition'] ?? ''), id)
	return { bytes, contentType, filename }
}
