/**
 * The Lending service's back office the lending flows drive (the sandbox's
 * control API) and what the provider holds, read as the integrator.
 */
import { expect, type Page } from '@playwright/test'
import { seedCryptoActive } from '../utils/prices'
import { getOutbox, passwordLogin, sandboxFetch } from '../utils/sandbox'

/** The password of every scenario's integrators, and the 'crypto-active' company's transaction PIN (sandbox/lending/scenario.ts). */
const SCENARIO_PASSWORD = 'Sandbox.Demo-2026'
export const LENDING_PIN = '246810'

export type SandboxLoan = { id: string; reference: string; status: string; owed: string; collateralAsset: string; collateralAmount: string }

/** A 'crypto-active' company (BTC and ETH main and collateral wallets, USD, two active loans) and its provider token. */
export async function lendingCompany() {
	const user = (await seedCryptoActive()).integrators[0]!
	const token = await passwordLogin(user.email, SCENARIO_PASSWORD)
	return { user, token }
}

export const approveLoan = (id: string) => sandboxFetch(`/sandbox/v1/control/lending/loans/${encodeURIComponent(id)}/approve`, { body: {} })
export const advanceLoan = (id: string, days: number) =>
	sandboxFetch(`/sandbox/v1/control/lending/loans/${encodeURIComponent(id)}/advance`, { body: { days } })

export async function loans(token: string) {
	return (await sandboxFetch<{ data: { items: SandboxLoan[] } }>('/lending/v1/loans?limit=100', { token })).data.items
}

const key = () => `e2e-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(20, '0')

/** A loan asked for through the provider (as the request form would) and approved. */
export async function activeLoan(token: string, body: { collateralAsset: string; collateralAmount: string; amount: string }) {
	const made = await sandboxFetch<{ data: SandboxLoan }>('/lending/v1/loans', {
		token,
		body: { currency: 'USD', pin: LENDING_PIN, idempotencyKey: key(), ...body },
	})
	await approveLoan(made.data.id)
	return made.data
}

/** Repays every active loan against `asset` in full, through the provider. */
export async function repayLoansOn(token: string, asset: string) {
	for (const loan of (await loans(token)).filter((item) => item.status === 'ACTIVE' && item.collateralAsset === asset))
		await sandboxFetch(`/lending/v1/loans/${loan.id}/repayments`, { token, body: { full: true, pin: LENDING_PIN, idempotencyKey: key() } })
}

/** The subjects of the integrator's e-mails that match `pattern`, newest first. */
export async function subjects(email: string, pattern: RegExp) {
	return (await getOutbox(email)).map((message) => message.subject).filter((subject) => pattern.test(subject))
}

/** Fills the PIN of the form `scope` holds and presses `button`. */
export async function submitWithPin(page: Page, scope: ReturnType<Page['locator']>, button: string) {
	await scope.getByLabel('Transaction PIN').fill(LENDING_PIN)
	await scope.getByRole('button', { name: button, exact: true }).click()
}

/** The loan's id from its page's address. */
export async function loanIdOf(page: Page) {
	await expect(page).toHaveURL(/\/product\/lending-service\/loans\/lon_[0-9a-f]{20}$/)
	return new URL(page.url()).pathname.split('/').pop()!
}
