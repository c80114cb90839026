/**
 * What the compliance flows share: a company screening with the Compliance
 * service (scenario `compliance-active`: screenings of every kind, a USD
 * funding balance) or one without money (`services-approved`), and the
 * provider's figures a test checks the pages against.
 */
import { passwordLogin, sandboxFetch, seedScenario } from '../utils/sandbox'

/** The password of every scenario's integrators (sandbox/scenario-people.ts). */
const SCENARIO_PASSWORD = 'Sandbox.Demo-2026'

/** A compliance-active company and its provider token. */
export async function complianceCompany(scenario: 'compliance-active' | 'services-approved' = 'compliance-active') {
	const user = (await seedScenario(scenario)).integrators[0]!
	return { user, token: await passwordLogin(user.email, SCENARIO_PASSWORD) }
}

/** The integrator's USD funding balance, as the provider holds it ('0.00' before its accounts exist). */
export async function usdBalance(token: string) {
	const answer = await sandboxFetch<{ data: { ledgerType: string; currency: string; balance: string; id: string }[] }>(
		'/integrator/v1/accounts',
		{
			token,
		},
	)
	return answer.data.find((account) => account.ledgerType === 'funding' && account.currency === 'USD')?.balance ?? '0.00'
}

/** The id of the integrator's USD funding account (its ledger page is /funding-balances/<id>). */
export async function usdFundingAccountId(token: string) {
	const answer = await sandboxFetch<{ data: { ledgerType: string; currency: string; id: string }[] }>('/integrator/v1/accounts', { token })
	return answer.data.find((account) => account.ledgerType === 'funding' && account.currency === 'USD')!.id
}

/** How many results of a kind the provider keeps for the integrator (`txn`, `wallet`, `entity/report`, `blacklist`). */
export async function resultCount(token: string, kind: 'txn' | 'wallet' | 'entity/report' | 'blacklist') {
	const answer = await sandboxFetch<{ data: { items: unknown[] } }>(`/compliance/v1/aml/${kind}?limit=1000`, { token })
	return answer.data.items.length
}
