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
 * gzip) it may not pass: what is left of "Light pages" (record 113 says what
 * weighs: React, Remix and the shared frame, then zod and conform on every
 * page with a form; `npm run bench`, section (i), prints each page's figure
 * and its heaviest chunks). A page may only come off
 * this list (the test says when it can), never grow past its ceiling, and
 * no other page may pass 100 KB.
 */
const OVER_BUDGET: Record<string, number> = {
	'routes/fiat/payout': 161,
	'routes/payments/batch': 160,
	'compliance/blacklist-quote': 157,
	'compliance/txn-quote': 157,
	'compliance/wallet-quote': 157,
	'compliance/entity-quote': 157,
	'compliance/blacklist-report': 157,
	'compliance/txn-report': 157,
	'compliance/wallet-report': 157,
	'compliance/entity-report': 157,
	'routes/payments/add-fiat-beneficiary': 157,
	'routes/wallets/withdraw': 156,
	'routes/fiat/wallet': 156,
	'compliance/blacklist': 155,
	'compliance/txn': 155,
	'compliance/wallet': 155,
	'compliance/entity': 155,
	'routes/fiat/payout-quote': 154,
	'fiat/create-business-beneficiary': 153,
	'fiat/create-individual-beneficiary': 153,
	'routes/lending/all-wallets': 152,
	'routes/wallets/withdrawal-quote': 151,
	'routes/payments/add-crypto-beneficiary': 150,
	'routes/wallets/all-wallets': 148,
	'routes/lending/loan': 147,
	'routes/lending/new-loan': 143,
	'routes/trading/order': 143,
	'routes/payments/beneficiary': 143,
	'routes/payments/overview': 142,
	'routes/compliance/overview': 142,
	'routes/payments/bulk': 141,
	'routes/trading/quote-page': 140,
	'routes/trading/quote': 139,
	'routes/wallets/wallet': 138,
	'routes/trading/transfer': 137,
	'routes/settings/security': 137,
	'routes/payments/all-wallets': 137,
	'routes/settings/products': 137,
	'onboarding/business-step': 136,
	'onboarding/individual-step': 136,
	'compliance/kyc-create': 135,
	'compliance/kyc-edit': 135,
	'routes/compliance/kyc-preview': 135,
	'routes/wallets/withdrawal': 134,
	'routes/money/local-transfer-quote-page': 134,
	'routes/settings/integrations': 134,
	'routes/money/local-transfer-quote': 133,
	'routes/money/local-transfer': 133,
	'onboarding/business-home': 132,
	'onboarding/individual-home': 132,
	'routes/trading/overview': 127,
	'routes/wallets/tx-report': 127,
	'routes/trading/orders': 127,
	'routes/wallets/overview': 126,
	'routes/lending/overview': 125,
	'routes/compliance/kyc-report': 122,
	'compliance/kyc-onboarding': 121,
	'compliance/kyc-flow': 121,
	'routes/compliance/kyc-flows': 121,
	'routes/auth/register': 120,
	'routes/auth/login-two-factor': 120,
	'routes/settings/profile': 116,
	'routes/compliance/kyc-form': 114,
	'routes/compliance/kyc-form-completed': 114,
	'money/crypto-account': 103,
	'money/fiat-account': 103,
	'money/float-account': 103,
	'money/operational-account': 103,
	'money/trading-account': 103,
	'money/funding-account-ledger': 103,
	'routes/lending/collateral-wallet': 103,
	'money/crypto-ledger': 103,
	'money/fiat-ledger': 103,
	'money/float-ledger': 103,
	'money/operational-ledger': 103,
	'money/trading-ledger': 103,
	'routes/shell/dashboard': 102,
	'routes/auth/login': 101,
	'routes/fiat/overview': 101,
	'routes/fiat/receipt': 101,
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
