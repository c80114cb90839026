import { operationalDocumentListResponseSchema, rateCardPath, rateCardResponseSchema, subscriptionContractResponseSchema, subscriptionResponseSchema, type RateCardService } from '#contract/products.ts'
import type { ServiceName } from '#contract/products.ts'
import { callProvider } from './client.server.ts'

/** Subscriptions, operational documents and rate cards (SPEC.md §7). */

export async function subscribe(token: string, name: ServiceName) {
	return callProvider('/integrator/v1/subscriptions', { method: 'POST', token, body: { name }, schema: subscriptionResponseSchema })
}

export async function activateSubscription(token: string, name: ServiceName) {
	return callProvider('/integrator/v1/subscription/activate', { method: 'PATCH', token, body: { name }, schema: subscriptionResponseSchema })
}

export async function deactivateSubscription(token: string, name: ServiceName) {
	return callProvider('/integrator/v1/subscription/deactivate', { method: 'PATCH', token, body: { name }, schema: subscriptionResponseSchema })
}

export async function fetchOperationalDocuments(token: string, request?: Request) {
	const answer = await callProvider('/integrator/v1/custom-operational-documents', { token, request, schema: operationalDocumentListResponseSchema })
	return answer.data
}

export async function acceptSubscriptionContract(token: string, name: ServiceName, documentIds: string[]) {
	return callProvider('/integrator/v1/subscription-contract', {
		method: 'POST',
		token,
		body: { name, documentIds },
		schema: subscriptionContractResponseSchema,
	})
}

export async function fetchRateCard(token: string, service: RateCardService, request?: Request) {
	const answer = await callProvider(rateCardPath(service), { token, request, schema: rateCardResponseSchema })
	return answer.data
}
