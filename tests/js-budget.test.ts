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
	'compliance/blacklist-quote': 150,
	'compliance/entity-quote': 150,
	'compliance/txn-quote': 150,
	'compliance/wallet-quote': 150,
	'compliance/blacklist-report': 149,
	'compliance/entity-report': 149,
	'compliance/txn-report': 149,
	'compliance/wallet-report': 149,
	'compliance/blacklist': 148,
	'compliance/entity': 148,
	'compliance/txn': 148,
	'compliance/wallet': 148,
	'routes/compliance/overview': 141,
	'routes/lending/new-loan': 136,
	'routes/trading/order': 135,
	'routes/trading/quote-page': 133,
	'routes/wallets/withdrawal-quote': 133,
	'routes/settings/security': 130,
	'routes/lending/all-wallets': 129,
	'routes/settings/products': 129,
	'routes/trading/overview': 129,
	'routes/trading/quote': 129,
	'routes/trading/orders': 128,
	'routes/money/local-transfer-quote-page': 127,
	'routes/settings/integrations': 127,
	'routes/trading/transfer': 127,
	'routes/money/local-transfer': 124,
	'routes/money/local-transfer-quote': 124,
	'routes/wallets/all-wallets': 121,
	'routes/settings/profile': 118,
	'routes/fiat/payout': 117,
	'routes/wallets/tx-report': 116,
	'routes/fiat/wallet': 115,
	'routes/compliance/kyc-form': 114,
	'routes/compliance/kyc-form-completed': 114,
	'routes/wallets/withdraw': 114,
	'onboarding/business-step': 112,
	'onboarding/individual-step': 112,
	'routes/lending/loan': 112,
	'routes/payments/batch': 112,
	'compliance/kyc-create': 110,
	'compliance/kyc-edit': 110,
	'routes/compliance/kyc-preview': 110,
	'routes/fiat/payout-quote': 109,
	'routes/lending/overview': 109,
	'routes/payments/beneficiary': 109,
	'routes/payments/add-fiat-beneficiary': 107,
	'routes/wallets/wallet': 107,
	'fiat/create-business-beneficiary': 106,
	'fiat/create-individual-beneficiary': 106,
	'onboarding/business-home': 106,
	'onboarding/individual-home': 106,
	'routes/compliance/kyc-report': 106,
	'routes/fiat/overview': 106,
	'money/crypto-account': 105,
	'money/fiat-account': 105,
	'money/float-account': 105,
	'money/funding-account-ledger': 105,
	'money/operational-account': 105,
	'money/trading-account': 105,
	'routes/lending/collateral-wallet': 105,
	'compliance/kyc-flow': 104,
	'compliance/kyc-onboarding': 104,
	'routes/compliance/kyc-flows': 104,
	'routes/payments/overview': 104,
	'routes/shell/dashboard': 104,
	'money/crypto-ledger': 103,
	'money/fiat-ledger': 103,
	'money/float-ledger': 103,
	'money/operational-ledger': 103,
	'money/trading-ledger': 103,
	'routes/settings/audit-log': 104,
	'routes/wallets/withdrawal': 103,
	'products/compliance-pricing': 102,
	'products/compliance-settings': 102,
	'products/fiat-wallet-service-pricing': 102,
	'products/fiat-wallet-service-settings': 102,
	'products/lending-service-pricing': 102,
	'products/lending-service-settings': 102,
	'products/payment-service-pricing': 102,
	'products/payment-service-settings': 102,
	'products/trading-pricing': 102,
	'products/trading-settings': 102,
	'products/wallet-service-pricing': 102,
	'products/wallet-service-settings': 102,
	'routes/fiat/receipt': 102,
	'routes/money/transfers': 102,
	'routes/payments/add-crypto-beneficiary': 102,
	'routes/wallets/overview': 102,
	'routes/money/funding-account': 101,
	'routes/money/topup': 101,
	'routes/team/team': 101,
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
