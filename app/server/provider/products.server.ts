import {
	operationalDocumentListResponseSchema,
	rateCardPath,
	rateCardResponseSchema,
	subscriptionContractResponseSchema,
	subscriptionResponseSchema,
	type RateCardService,
	type ServiceName,
} from '#contract/products.ts'
import type { ProviderCall } from './call.server.ts'

/** Subscriptions, the documents a service needs accepted, and rate cards. */
export function productsApi(call: ProviderCall) {
	return {
		subscribe: (name: ServiceName) =>
			call('/integrator/v1/subscriptions', { method: 'POST', body: { name }, schema: subscriptionResponseSchema }),
		activate: (name: ServiceName) =>
			call('/integrator/v1/subscription/activate', { method: 'PATCH', body: { name }, schema: subscriptionResponseSchema }),
		deactivate: (name: ServiceName) =>
			call('/integrator/v1/subscription/deactivate', { method: 'PATCH', body: { name }, schema: subscriptionResponseSchema }),
		getOperationalDocuments: () =>
			call('/integrator/v1/custom-operational-documents', { schema: operationalDocumentListResponseSchema }).then((answer) => answer.data),
		acceptContract: (name: ServiceName, documentIds: string[]) =>
			call('/integrator/v1/subscription-contract', {
				method: 'POST',
				body: { name, documentIds },
				schema: subscriptionContractResponseSchema,
			}),
		getRateCard: (service: RateCardService) =>
			call(rateCardPath(service), { schema: rateCardResponseSchema }).then((answer) => answer.data),
	}
}
