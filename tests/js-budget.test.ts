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
 * 113 says what weighs: React, Remix and the shared frame ~90 KB; record 120
 * took conform's client and zod out of a form's first visit, and lists what
 * still brings zod to a page: a constant or a path from a module that builds
 * a schema). A page may only come off this list (the test says when it can),
 * never grow past its ceiling, and no other page may pass 100 KB.
 */
const OVER_BUDGET: Record<string, number> = {
	'routes/payments/batch': 160,
	'routes/wallets/withdraw': 156,
	'compliance/blacklist-quote': 156,
	'compliance/txn-quote': 156,
	'compliance/wallet-quote': 156,
	'compliance/entity-quote': 156,
	'routes/payments/add-fiat-beneficiary': 156,
	'compliance/blacklist-report': 155,
	'compliance/txn-report': 155,
	'compliance/wallet-report': 155,
	'compliance/entity-report': 155,
	'routes/payments/beneficiary': 154,
	'routes/fiat/payout': 153,
	'compliance/blacklist': 153,
	'compliance/txn': 153,
	'compliance/wallet': 153,
	'compliance/entity': 153,
	'routes/payments/overview': 153,
	'fiat/create-business-beneficiary': 151,
	'fiat/create-individual-beneficiary': 151,
	'routes/payments/bulk': 151,
	'routes/wallets/withdrawal-quote': 151,
	'routes/compliance/overview': 150,
	'routes/fiat/wallet': 150,
	'routes/fiat/payout-quote': 150,
	'routes/wallets/wallet': 149,
	'routes/payments/add-crypto-beneficiary': 148,
	'routes/wallets/all-wallets': 145,
	'routes/wallets/withdrawal': 145,
	'routes/lending/loan': 145,
	'routes/payments/all-wallets': 145,
	'routes/lending/all-wallets': 143,
	'routes/lending/new-loan': 142,
	'routes/trading/order': 140,
	'routes/trading/quote-page': 138,
	'compliance/kyc-create': 137,
	'compliance/kyc-edit': 137,
	'routes/compliance/kyc-preview': 137,
	'routes/wallets/overview': 137,
	'routes/trading/overview': 135,
	'routes/settings/security': 135,
	'routes/money/local-transfer-quote-page': 135,
	'routes/trading/orders': 135,
	'routes/settings/products': 133,
	'routes/compliance/kyc-report': 133,
	'routes/settings/integrations': 132,
	'routes/trading/quote': 131,
	'routes/wallets/tx-report': 131,
	'compliance/kyc-onboarding': 131,
	'compliance/kyc-flow': 131,
	'routes/compliance/kyc-flows': 131,
	'onboarding/business-step': 130,
	'onboarding/individual-step': 130,
	'routes/money/local-transfer-quote': 130,
	'routes/money/local-transfer': 130,
	'routes/trading/transfer': 130,
	'routes/fiat/receipt': 127,
	'onboarding/business-home': 125,
	'onboarding/individual-home': 125,
	'routes/fiat/overview': 125,
	'routes/settings/profile': 121,
	'routes/compliance/kyc-form': 120,
	'routes/compliance/kyc-form-completed': 120,
	'routes/lending/overview': 118,
	'money/crypto-account': 114,
	'money/fiat-account': 114,
	'money/float-account': 114,
	'money/operational-account': 114,
	'money/trading-account': 114,
	'money/funding-account-ledger': 114,
	'routes/lending/collateral-wallet': 114,
	'money/crypto-ledger': 114,
	'money/fiat-ledger': 114,
	'money/float-ledger': 114,
	'money/operational-ledger': 114,
	'money/trading-ledger': 114,
	'routes/shell/dashboard': 113,
	'routes/money/transfers': 111,
	'products/compliance-settings': 110,
	'products/fiat-wallet-service-settings': 110,
	'products/lending-service-settings': 110,
	'products/payment-service-settings': 110,
	'products/trading-settings': 110,
	'products/wallet-service-settings': 110,
	'products/compliance-pricing': 110,
	'products/fiat-wallet-service-pricing': 110,
	'products/lending-service-pricing': 110,
	'products/payment-service-pricing': 110,
	'products/trading-pricing': 110,
	'products/wallet-service-pricing': 110,
	'routes/money/topup': 110,
	'routes/money/funding-account': 110,
	'routes/money/transfer': 109,
	'money/crypto-balances': 106,
	'money/fiat-balances': 106,
	'money/float-balances': 106,
	'money/trading-balances': 106,
	'money/funding-balances': 106,
	'money/operational-balances': 106,
	'routes/products/subscriptions': 105,
	'routes/products/products': 104,
	'routes/money/accounts': 103,
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
