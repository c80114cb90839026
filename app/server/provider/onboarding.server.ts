import { documentDeleteResponseSchema, documentPath, documentUploadResponseSchema, type DocumentUploadRequest } from '#contract/onboarding/documents.ts'
import { onboardingRecordResponseSchema } from '#contract/onboarding/record.ts'
import type { OnboardingStepRequest } from '#contract/onboarding/requests.ts'
import { supportedCitiesResponseSchema, supportedResourcePath, supportedStatesResponseSchema } from '#contract/onboarding/resources.ts'
import type { ProviderCall } from './call.server.ts'

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
			call('/integrator/v1/onboard-kyb', { method: first ? 'POST' : 'PATCH', body, schema: onboardingRecordResponseSchema }).then((a) => a.data),
		uploadDocument: (body: DocumentUploadRequest) =>
			call('/integrator/v1/kyb-doc-upload', { method: 'POST', body, schema: documentUploadResponseSchema }).then((a) => a.data),
		removeDocument: (id: string) => call(documentPath(id), { method: 'DELETE', schema: documentDeleteResponseSchema }).then((a) => a.data),
		getStates: (country: string) => call(supportedResourcePath('STATES', { country }), { schema: supportedStatesResponseSchema }).then((a) => a.data),
		getCities: (country: string, state: string) =>
			call(supportedResourcePath('CITIES', { country, state }), { schema: supportedCitiesResponseSchema }).then((a) => a.data),
	}
}
