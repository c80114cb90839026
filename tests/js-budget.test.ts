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
import {
	chunkName,
	firstVisitJavaScript,
	kilobytes,
	PAGE_BUDGET_BYTES,
	readRouteManifest,
	type PageWeight,
} from '../scripts/bench/first-visit-js.ts'
import { buildReason } from '../scripts/ensure-build.mjs'

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
	'compliance/blacklist': 146,
	'compliance/txn': 146,
	'compliance/wallet': 146,
	'compliance/entity': 146,
	'routes/compliance/overview': 140,
	'compliance/blacklist-report': 137,
	'compliance/txn-report': 137,
	'compliance/wallet-report': 137,
	'compliance/entity-report': 137,
	'routes/lending/new-loan': 135,
	'routes/wallets/withdrawal-quote': 132,
	'routes/trading/quote-page': 132,
	'routes/settings/products': 128,
	'routes/trading/quote': 128,
	'routes/lending/all-wallets': 128,
	'routes/trading/overview': 128,
	'routes/settings/security': 127,
	'routes/trading/orders': 127,
	'routes/trading/transfer': 126,
	'routes/money/local-transfer-quote-page': 126,
	'routes/trading/order': 126,
	'routes/settings/integrations': 126,
	'routes/money/local-transfer-quote': 123,
	'routes/money/local-transfer': 123,
	'routes/wallets/all-wallets': 120,
	'routes/settings/profile': 116,
	'routes/wallets/tx-report': 115,
	'routes/fiat/wallet': 114,
	'routes/compliance/kyc-form': 114,
	'routes/compliance/kyc-form-completed': 113,
	'routes/lending/loan': 112,
	'routes/payments/batch': 111,
	'onboarding/business-step': 111,
	'onboarding/individual-step': 111,
	'routes/lending/overview': 108,
	'routes/fiat/payout-quote': 108,
	'routes/payments/beneficiary': 107,
	'routes/wallets/wallet': 106,
	'routes/payments/add-fiat-beneficiary': 106,
	'routes/wallets/withdraw': 106,
	'fiat/create-business-beneficiary': 105,
	'fiat/create-individual-beneficiary': 105,
	'onboarding/business-home': 105,
	'onboarding/individual-home': 105,
	'routes/fiat/overview': 105,
	'compliance/kyc-create': 105,
	'compliance/kyc-edit': 105,
	'routes/compliance/kyc-preview': 105,
	'money/crypto-account': 104,
	'money/fiat-account': 104,
	'money/float-account': 104,
	'money/operational-account': 104,
	'money/trading-account': 104,
	'money/funding-account-ledger': 104,
	'routes/lending/collateral-wallet': 104,
	'routes/fiat/payout': 104,
	'compliance/kyc-onboarding': 104,
	'compliance/kyc-flow': 104,
	'routes/compliance/kyc-flows': 104,
	'routes/payments/overview': 103,
	'routes/shell/dashboard': 103,
	'compliance/blacklist-quote': 103,
	'compliance/txn-quote': 103,
	'compliance/wallet-quote': 103,
	'compliance/entity-quote': 103,
	'money/crypto-ledger': 103,
	'money/fiat-ledger': 103,
	'money/float-ledger': 103,
	'money/operational-ledger': 103,
	'money/trading-ledger': 103,
	'routes/wallets/withdrawal': 102,
	'routes/payments/add-crypto-beneficiary': 101,
	'routes/fiat/receipt': 101,
	'routes/wallets/overview': 101,
	'routes/compliance/kyc-report': 101,
	'routes/money/transfers': 101,
	'routes/money/funding-account': 101,
	'routes/money/topup': 101,
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
