/**
 * What the Payment service's flows need from the provider: the 'fiat-active'
 * company's beneficiaries and balances, the Payment service activated for a
 * company seeded without it (subscribed, approved by the back office, its
 * documents accepted, activated: as a user would), and a bulk payout's file.
 */
import { approveSubscription, sandboxFetch } from '../utils/sandbox'

type Beneficiary = { id: string; name: string; currency: string }

/** The integrator's fiat beneficiaries, newest first. */
export async function fiatBeneficiaries(token: string) {
	return (await sandboxFetch<{ data: Beneficiary[] }>('/integrator/v1/fiat/beneficiaries', { token })).data
}

/** The Payment service's wallets' balances, by currency or asset. */
export async function paymentBalances(token: string) {
	const wallets = (
		await sandboxFetch<{ data: { fiat: { currency: string; balance: string }[]; crypto: { asset: string; balance: string }[] } }>(
			'/payment/v1/wallets',
			{ token },
		)
	).data
	return Object.fromEntries([
		...wallets.fiat.map((wallet) => [wallet.currency, wallet.balance]),
		...wallets.crypto.map((wallet) => [wallet.asset, wallet.balance]),
	]) as Record<string, string>
}

/** How many bulk payouts the integrator has. */
export async function batchCount(token: string) {
	return (await sandboxFetch<{ data: unknown[] }>('/payment/v1/batches', { token })).data.length
}

/** Subscribe, have the back office approve, accept the documents and activate: the Payment service active. */
export async function activatePayment(email: string, token: string) {
	await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name: 'payment' } })
	await approveSubscription(email, 'payment')
	const documents = (
		await sandboxFetch<{ data: { id: string }[] }>('/integrator/v1/custom-operational-documents?service=payment', { token })
	).data
	if (documents.length)
		await sandboxFetch('/integrator/v1/subscription-contract', {
			token,
			body: { name: 'payment', documentIds: documents.map((document) => document.id) },
		})
	await sandboxFetch('/integrator/v1/subscription/activate', { method: 'PATCH', token, body: { name: 'payment' } })
}

/** A bulk payout file: the header (by default a saved beneficiary's id, amount, currency, reference), then one line per row. */
export function bulkCsv(rows: (readonly string[])[], header = 'beneficiary_id,amount,currency,reference') {
	return Buffer.from([header, ...rows.map((row) => row.join(','))].join('\n') + '\n')
}
