/**
 * The Wallet service's back office the wallet flows drive: deposits arriving
 * on chain and their confirmations (the sandbox's control API).
 */
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { passwordLogin, sandboxFetch, seedScenario } from '../utils/sandbox'

export type SandboxDeposit = { id: string; status: string; confirmations: number; requiredConfirmations: number; amount: string }

/** A deposit of `amount` arriving at the integrator's main wallet of `asset` on `network` (pending, 0 confirmations). */
export async function walletDeposit(email: string, body: { asset: string; network: string; amount: string; address?: string }) {
	const answer = await sandboxFetch<{ data: SandboxDeposit }>(
		`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/wallets/deposits`,
		{ body },
	)
	return answer.data
}

/** `count` more blocks on top of a deposit: credited once it has its network's confirmations. */
export async function confirmDeposit(id: string, count: number) {
	const answer = await sandboxFetch<{ data: SandboxDeposit }>(
		`/sandbox/v1/control/wallets/deposits/${encodeURIComponent(id)}/confirmations`,
		{
			body: { count },
		},
	)
	return answer.data
}

/** What the QR code image `selector` holds, read from a screenshot of it as a phone's camera would. */
export async function decodeQr(page: Page, locator: ReturnType<Page['locator']>) {
	const png = PNG.sync.read(await locator.screenshot())
	return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

/** The password of every scenario's integrators (sandbox/scenario-people.ts). */
const SCENARIO_PASSWORD = 'Sandbox.Demo-2026'
export const WALLET_PIN = '135790'
/** BIP-173's P2WPKH test vector: a valid mainnet Bitcoin address, not on the blacklist. */
export const CLEAN_BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
/** The 'wallets-active' saved address on the blacklist (it ends in the sandbox's blacklist suffix, 'dead'). */
export const BLACKLISTED_BTC_ADDRESS = 'bc1qavds9pjxejaeg3f6x57r9v30vjaxltuwj2dead'

/** A 'wallets-active' company with its transaction PIN set (through the provider, as Settings would), and its provider token. */
export async function walletsCompanyWithPin() {
	const user = (await seedScenario('wallets-active')).integrators[0]!
	const token = await passwordLogin(user.email, SCENARIO_PASSWORD)
	await sandboxFetch('/auth/v1/pin', { token, body: { pin: WALLET_PIN, confirmPin: WALLET_PIN } })
	return { user, token }
}

/** The back office moves a withdrawal on: broadcast, complete, or fail (its amount and fees returned). */
export async function moveWithdrawal(id: string, verb: 'broadcast' | 'complete' | 'fail', body: { reason?: string } = {}) {
	await sandboxFetch(`/sandbox/v1/control/wallets/withdrawals/${encodeURIComponent(id)}/${verb}`, { body })
}

/** One WALLETS e-mail preference on or off, as the settings' toggle would. */
export async function setEmailPreference(token: string, emailSetting: string, active: boolean) {
	await sandboxFetch('/integrator/v1/email-notifications', {
		method: 'PATCH',
		token,
		body: { notificationSettings: [{ emailSetting, active }] },
	})
}

/** The blacklist check on withdrawal on or off, as the settings' toggle would. */
export async function setBlacklistCheck(token: string, on: boolean) {
	await sandboxFetch('/integrator/v1/settings/withdrawal-blacklist', {
		method: 'PATCH',
		token,
		body: { checkBlacklistOnWithdrawal: on, alwaysShowBlacklistCheck: !on },
	})
}

/** The main wallet of `asset` as the provider holds it: its balance on each network. */
export async function mainWalletBalances(token: string, asset: string) {
	const answer = await sandboxFetch<{ data: { balance: string; networks: { network: string; balance: string }[] } }>(
		`/wallets/v1/main-wallets/${asset}`,
		{ token },
	)
	return answer.data
}

/** The provider's ledger re-added from every posting: each balance equals its postings, each transaction sums to zero. */
export async function expectLedgerBalanced() {
	const answer = await sandboxFetch<{ data: { ok: boolean } }>('/sandbox/v1/control/ledger/verify')
	if (!answer.data.ok) throw new Error(`ledger verify: ${JSON.stringify(answer.data)}`)
}
