/**
 * Every page's first-visit JavaScript stays within 100 KB gzip
 * (docs/decisions/113-light-pages.md), read from the route manifest of the
 * build `npm test` makes before the unit step (as tests/production-start.test.ts
 * does: one build, not one per test). Bytes are deterministic, so this is a
 * test; times stay in the bench (`npm run bench`, sections i and j).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildReason } from '../scripts/ensure-build.mjs'
import {
	chunkName,
	firstVisitJavaScript,
	kilobytes,
	PAGE_BUDGET_BYTES,
	readRouteManifest,
	type PageWeight,
} from '../scripts/bench/first-visit-js.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The pages still over the budget, by route id, each with the ceiling (KB,
 * gzip) it may not pass: what is left of issue #31's "Light pages" (record
 * 113 says what weighs: React, Remix and the shared frame ~90 KB, then zod
 * and conform ~23 KB on every page with a form). A page may only come off
 * this list (the test says when it can), never grow past its ceiling, and
 * no other page may pass 100 KB.
 */
const OVER_BUDGET: Record<string, number> = {
	'routes/payments/batch': 168,
	'routes/fiat/payout': 166,
	'routes/payments/add-fiat-beneficiary': 165,
	'routes/wallets/withdraw': 164,
	'routes/fiat/wallet': 163,
	'compliance/blacklist-report': 162,
	'compliance/txn-report': 162,
	'compliance/wallet-report': 162,
	'compliance/entity-report': 162,
	'compliance/blacklist-quote': 161,
	'compliance/txn-quote': 161,
	'compliance/wallet-quote': 161,
	'compliance/entity-quote': 161,
	'fiat/create-business-beneficiary': 161,
	'fiat/create-individual-beneficiary': 161,
	'compliance/blacklist': 159,
	'compliance/txn': 159,
	'compliance/wallet': 159,
	'compliance/entity': 159,
	'routes/wallets/withdrawal-quote': 159,
	'routes/fiat/payout-quote': 159,
	'routes/lending/all-wallets': 159,
	'routes/wallets/all-wallets': 157,
	'routes/payments/add-crypto-beneficiary': 152,
	'routes/payments/overview': 152,
	'routes/lending/loan': 151,
	'routes/payments/beneficiary': 150,
	'routes/lending/new-loan': 149,
	'routes/trading/order': 148,
	'routes/compliance/overview': 147,
	'routes/payments/all-wallets': 147,
	'routes/payments/bulk': 146,
	'routes/wallets/wallet': 146,
	'routes/trading/quote-page': 146,
	'routes/trading/quote': 145,
	'routes/trading/transfer': 144,
	'routes/settings/security': 143,
	'routes/wallets/withdrawal': 143,
	'compliance/kyc-create': 143,
	'compliance/kyc-edit': 143,
	'routes/compliance/kyc-preview': 143,
	'routes/money/local-transfer-quote-page': 143,
	'routes/money/local-transfer-quote': 143,
	'routes/money/local-transfer': 143,
	'routes/settings/products': 140,
	'onboarding/business-step': 139,
	'onboarding/individual-step': 139,
	'routes/settings/integrations': 139,
	'routes/wallets/overview': 137,
	'onboarding/business-home': 136,
	'onboarding/individual-home': 136,
	'routes/trading/overview': 135,
	'routes/lending/overview': 133,
	'routes/trading/orders': 131,
	'routes/compliance/kyc-report': 130,
	'compliance/kyc-onboarding': 129,
	'compliance/kyc-flow': 129,
	'routes/compliance/kyc-flows': 129,
	'routes/wallets/tx-report': 128,
	'routes/fiat/overview': 126,
	'routes/fiat/receipt': 124,
	'routes/auth/register': 123,
	'routes/auth/login-two-factor': 122,
	'routes/money/funding-account': 121,
	'routes/money/topup': 121,
	'routes/settings/profile': 118,
	'routes/products/products': 117,
	'routes/products/subscriptions': 117,
	'routes/compliance/kyc-form': 115,
	'routes/compliance/kyc-form-completed': 115,
	'money/crypto-account': 111,
	'money/fiat-account': 111,
	'money/float-account': 111,
	'money/operational-account': 111,
	'money/trading-account': 111,
	'money/funding-account-ledger': 111,
	'routes/lending/collateral-wallet': 111,
	'routes/shell/dashboard': 110,
	'money/crypto-ledger': 110,
	'money/fiat-ledger': 110,
	'money/float-ledger': 110,
	'money/operational-ledger': 110,
	'money/trading-ledger': 110,
	'routes/money/transfers': 108,
	'money/crypto-balances': 108,
	'money/fiat-balances': 108,
	'money/float-balances': 108,
	'money/trading-balances': 108,
	'money/funding-balances': 108,
	'money/operational-balances': 108,
	'routes/money/transfer': 107,
	'routes/money/accounts': 105,
	'routes/auth/login': 104,
}

const describePage = (page: PageWeight) =>
	`${page.url} (${page.id}): ${kilobytes(page.gzip)}; heaviest: ${page.chunks
		.slice(0, 4)
		.map((chunk) => `${chunkName(chunk.file)} ${kilobytes(chunk.gzip)}`)
		.join(', ')}`

describe('first-visit JavaScript per page', () => {
	const pages = () => {
		if (!readRouteManifest(root))
			throw new Error('build/client has no route manifest: run `npm run build` first (`npm test` builds before vitest)')
		return firstVisitJavaScript(root)
	}
	const stale = () => {
		const reason = buildReason()
		return reason ? ` (the build may be stale: ${reason}; run npm run build)` : ''
	}

	it(`is at most ${kilobytes(PAGE_BUDGET_BYTES)} gzip on every page not listed as over it`, () => {
		const all = pages()
		expect(all.length, 'pages found in the route manifest').toBeGreaterThan(50)
		const over = all.filter((page) => page.gzip > PAGE_BUDGET_BYTES && !(page.id in OVER_BUDGET)).map(describePage)
		expect(over, `${over.length} of ${all.length} pages are over the budget${stale()}`).toEqual([])
	})

	it('never grows a page still over the budget past its ceiling, and lists no page that is within it', () => {
		const byId = new Map(pages().map((page) => [page.id, page]))
		const grown = Object.entries(OVER_BUDGET)
			.filter(([id, ceiling]) => (byId.get(id)?.gzip ?? 0) > ceiling * 1024)
			.map(([id, ceiling]) => `${describePage(byId.get(id)!)}: its ceiling is ${ceiling} KB`)
		expect(grown, `pages grown past their ceiling${stale()}`).toEqual([])
		const within = Object.keys(OVER_BUDGET).filter((id) => !byId.has(id) || byId.get(id)!.gzip <= PAGE_BUDGET_BYTES)
		expect(within, 'listed as over the budget but within it (or gone): take them off OVER_BUDGET').toEqual([])
	})
})
