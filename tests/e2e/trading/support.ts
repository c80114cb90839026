/**
 * The Trading service's test set-up: a 'crypto-active' company with its PIN,
 * its trading wallets as the provider holds them, and the back office's
 * moves (one quote expired: the sandbox's clock is never moved in e2e).
 */
import { seedCryptoActive } from '../utils/prices'
import { passwordLogin, sandboxFetch } from '../utils/sandbox'

export { expectLedgerBalanced, setEmailPreference } from '../wallets/support'

/** The password of every scenario's integrators (sandbox/scenario-people.ts). */
const SCENARIO_PASSWORD = 'Sandbox.Demo-2026'
/** The 'crypto-active' company's transaction PIN (sandbox/crypto-active.ts). */
export const TRADING_PIN = '246810'

/** A 'crypto-active' company (trading wallets funded, orders settled and expired; its PIN set) and its provider token. */
export async function tradingCompanyWithPin() {
	const user = (await seedCryptoActive()).integrators[0]!
	const token = await passwordLogin(user.email, SCENARIO_PASSWORD)
	return { user, token }
}

/** The trading wallets' balances, by currency, as the provider holds them. */
export async function tradingBalances(token: string) {
	const answer = await sandboxFetch<{ data: { currency: string; balance: string }[] }>('/trading/v1/wallets', { token })
	return Object.fromEntries(answer.data.map((wallet) => [wallet.currency, wallet.balance])) as Record<string, string>
}

/** The back office expires one open quote now. */
export async function expireQuote(id: string) {
	await sandboxFetch(`/sandbox/v1/control/trading/quotes/${encodeURIComponent(id)}/expire`, { body: {} })
}

/** Money from outside into (or out of) a trading wallet, as the provider's desk books it. */
export async function deskMovement(email: string, kind: 'deposits' | 'withdrawals', currency: string, amount: string) {
	await sandboxFetch(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/trading/${kind}`, { body: { currency, amount } })
}

/** `balance` moved by `delta` cents or satoshis: exact integer arithmetic on the decimal strings. */
export function movedBy(balance: string, delta: string) {
	const decimals = (balance.split('.')[1] ?? '').length
	const units = (text: string) => {
		const negative = text.startsWith('-')
		const [whole = '0', fraction = ''] = text.replace('-', '').split('.')
		const value = BigInt(whole + fraction.padEnd(decimals, '0'))
		return negative ? -value : value
	}
	const sum = units(balance) + units(delta)
	const digits = sum.toString().padStart(decimals + 1, '0')
	return decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits
}
