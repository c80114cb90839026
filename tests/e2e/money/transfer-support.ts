/**
 * The money back office the transfer flows drive: deposits arriving, transfers
 * settled or failed, and the funding balance as the provider holds it.
 */
import { passwordLogin, registerIntegrator, sandboxFetch } from '../utils/sandbox'

export const PIN = '135790'

/** A fresh company with a password and a transaction PIN (set through the provider, as Settings would). */
export async function integratorWithPin() {
	const user = await registerIntegrator()
	const token = await passwordLogin(user.email, user.password!)
	await sandboxFetch('/auth/v1/pin', { token, body: { pin: PIN, confirmPin: PIN } })
	return { user, token }
}

/** A bank deposit arriving in the integrator's funding account for `currency`. */
export async function deposit(email: string, currency: string, amount: string) {
	await sandboxFetch(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/funding/${currency}/deposits`, { body: { amount } })
}

export async function settleTransfer(id: string) {
	await sandboxFetch(`/sandbox/v1/control/transfers/${encodeURIComponent(id)}/settle`, { body: {} })
}

export async function failTransfer(id: string, reason: string) {
	await sandboxFetch(`/sandbox/v1/control/transfers/${encodeURIComponent(id)}/fail`, { body: { reason } })
}

/** The funding balance of `currency` as the provider holds it. */
export async function fundingBalance(token: string, currency: string) {
	const answer = await sandboxFetch<{ data: { balance: string }[] }>(`/integrator/v1/funding-account?currency=${currency}`, { token })
	return answer.data[0]!.balance
}

/** How many local transfers the integrator has, by the provider's count. */
export async function transferCount(token: string) {
	const answer = await sandboxFetch<{ data: { items: unknown[] } }>('/integrator/v1/local-transfers?limit=1000', { token })
	return answer.data.items.length
}

/** The first bank the provider lists for `currency`. */
export async function firstBank(token: string, currency: string) {
	const answer = await sandboxFetch<{ data: { code: string; name: string }[] }>(
		`/integrator/v1/local-transfer/banks?currency=${currency}`,
		{ token },
	)
	return answer.data[0]!
}
