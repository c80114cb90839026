/**
 * The Fiat wallet's back office the fiat flows drive: deposits arriving at a
 * virtual account, payouts settled or failed by the bank, and the balances
 * as the provider holds them; and the receipt PDF read back as text with
 * poppler's pdftotext (Debian's poppler-utils), as a person's PDF reader would.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { passwordLogin, sandboxFetch, seedScenario } from '../utils/sandbox'

/** The 'fiat-active' company's transaction PIN (sandbox/fiat/scenario.ts). */
export const FIAT_PIN = '357913'
const SCENARIO_PASSWORD = 'Sandbox.Demo-2026'

/** A 'fiat-active' company (wallets in €25,000.00, ₦4,801,362.50, $10,000.00; beneficiaries; payouts) and its provider token. */
export async function fiatCompany() {
	const user = (await seedScenario('fiat-active')).integrators[0]!
	const token = await passwordLogin(user.email, SCENARIO_PASSWORD)
	return { user, token }
}

/** A bank deposit arriving at the integrator's virtual account of `currency`. */
export async function fiatDeposit(email: string, currency: string, amount: string) {
	await sandboxFetch(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/fiat/${currency}/deposits`, {
		body: { amount, senderName: 'Okafor Imports', senderBank: 'Barclays' },
	})
}

export async function settlePayout(id: string) {
	await sandboxFetch(`/sandbox/v1/control/fiat/payouts/${encodeURIComponent(id)}/settle`, { body: {} })
}

export async function failPayout(id: string, reason: string) {
	await sandboxFetch(`/sandbox/v1/control/fiat/payouts/${encodeURIComponent(id)}/fail`, { body: { reason } })
}

/** A wallet's balance as the provider holds it. */
export async function fiatBalance(token: string, currency: string) {
	return (await sandboxFetch<{ data: { balance: string } }>(`/fcat/v1/wallets/${currency}`, { token })).data.balance
}

/** How many payouts the integrator has, by the provider's count. */
export async function payoutCount(token: string) {
	return (await sandboxFetch<{ data: { items: unknown[] } }>('/fcat/v1/payouts?limit=1000', { token })).data.items.length
}

/** The text of a PDF, as pdftotext reads it (its reading order, one space between words). */
export function pdfText(pdf: Buffer) {
	const dir = mkdtempSync(path.join(tmpdir(), 'receipt-'))
	try {
		const file = path.join(dir, 'receipt.pdf')
		writeFileSync(file, pdf)
		return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ')
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT')
			throw new Error("pdftotext is missing: install Debian's poppler-utils (apt-get install poppler-utils); .ci/run does", {
				cause: error,
			})
		throw error
	} finally {
		rmSync(dir, { recursive: true, force: true })
	}
}

/** The payout id a receipt's address names. */
export const payoutIdOf = (url: string) => new URL(url).searchParams.get('transfer-id')!
