import type { Page } from '@playwright/test'
import { FIAT_PIN } from '../fiat/support'
import { test, expect } from '../utils/fixtures'
import { passwordLogin, sandboxFetch, seedScenario } from '../utils/sandbox'

/**
 * Every service's main pages on a 360 px phone, JavaScript on and off: the
 * overview, the lists, a detail, a quote, a receipt, the bulk payout batch,
 * the analysis and blacklist pages, the transactions and the settings. None
 * is wider than the screen (no sideways scroll), no table is wider than its
 * box, and no table cell clips what it holds: below 640 px a table's rows are
 * stacked cards (docs/decisions/115-the-kit-and-stacked-tables.md). Widths are
 * read through Playwright's own evaluation, which works with the page's
 * scripts off too.
 */

const PHONE = 360
const SCENARIO_PASSWORD = 'Sandbox.Demo-2026'

test.use({ viewport: { width: PHONE, height: 800 } })

type Fit = { width: number; clipped: string[]; squeezed: string[]; outside: string[] }

/** The page's width, the cells whose content is wider than the cell, and the tables wider than their box. */
async function measure(page: Page): Promise<Fit> {
	return page.evaluate(() => {
		const shown = (el: Element) => !el.closest('.sr-only') && el.getBoundingClientRect().width > 1
		const name = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
		const cells = [...document.querySelectorAll('td, th')].filter(shown)
		const tables = [...document.querySelectorAll('table')].filter(shown)
		// The innermost elements reaching past the screen's right edge: what to look at when the page is too wide.
		const outside = [...document.querySelectorAll('main *')]
			.filter((el) => shown(el) && el.getBoundingClientRect().right > window.innerWidth + 0.5)
			.filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 0.5))
			.slice(0, 5)
			.map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${name(el).slice(0, 30)}"`)
		return {
			outside,
			width: document.documentElement.scrollWidth,
			clipped: cells
				.filter((cell) => cell.scrollWidth > cell.clientWidth)
				.map((cell) => `${name(cell)} (${cell.scrollWidth} > ${cell.clientWidth})`),
			squeezed: tables
				.filter((table) => table.parentElement && table.scrollWidth > table.parentElement.clientWidth)
				.map(
					(table) => `${table.getAttribute('aria-label') ?? table.dataset.testid ?? name(table).slice(0, 30)} (${table.scrollWidth} px)`,
				),
		}
	})
}

async function expectFitsPhone(page: Page, path: string) {
	await page.goto(path)
	await expect(page.locator('h1').first()).toBeVisible()
	const fit = await measure(page)
	expect.soft(fit.width, `${path} is ${fit.width} px wide (${fit.outside.join(', ')})`).toBeLessThanOrEqual(PHONE)
	expect.soft(fit.squeezed, `${path}: tables wider than their box`).toEqual([])
	expect.soft(fit.clipped, `${path}: clipped table cells`).toEqual([])
}

/** The href of the first link on `path` whose address matches `pattern`. */
async function firstLink(page: Page, path: string, pattern: RegExp) {
	await page.goto(path)
	const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
	// Not a download (an export or a template).
	const href = hrefs.find((candidate) => pattern.test(candidate) && !/\.(csv|pdf)(\?|$)/.test(candidate))
	expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy()
	return href!
}

test('the home, money and settings pages fit a 360 px phone', async ({ page, login }) => {
	test.slow()
	const user = (await seedScenario('fiat-active')).integrators[0]!
	await login(page, user.email)
	for (const path of [
		'/',
		'/products',
		'/subscriptions',
		'/funding-balances',
		'/funding-account/NGN',
		'/local-transfer',
		'/local-transfers',
		'/accounts',
		'/settings',
		'/settings/integrations',
		'/settings/security?section=sessions',
	])
		await expectFitsPhone(page, path)
})

test('the Wallet service fits a 360 px phone: overview, all wallets, a wallet and its transactions, a withdrawal, the analysis report', async ({
	page,
	login,
}) => {
	test.slow()
	const user = (await seedScenario('wallets-active')).integrators[0]!
	await login(page, user.email)
	const base = '/product/wallet-service'
	for (const path of [base, `${base}/all-wallets`, `${base}/BTC`, `${base}/BTC/withdraw`]) await expectFitsPhone(page, path)
	await expectFitsPhone(page, await firstLink(page, `${base}/BTC`, /\/withdrawals\//))
	await expectFitsPhone(page, await firstLink(page, `${base}/BTC`, /crypto-transaction-analysis-report/))
	await expectFitsPhone(page, '/settings/products?product=wallets&screen=blacklist')
})

test('Trading and Lending fit a 360 px phone: overviews, orders, an order, a quote, loans and a loan', async ({ page, login }) => {
	test.slow()
	const user = (await seedScenario('crypto-active')).integrators[0]!
	await login(page, user.email)
	const token = await passwordLogin(user.email, SCENARIO_PASSWORD)
	for (const path of ['/product/trading', '/product/trading/orders', '/product/trading/quote', '/product/trading/transfer'])
		await expectFitsPhone(page, path)
	await expectFitsPhone(page, await firstLink(page, '/product/trading/orders', /\/product\/trading\/orders\/[^/?]+$/))
	const quote = await sandboxFetch<{ data: { id: string } }>('/trading/v1/quotes', {
		token,
		body: { pair: 'BTC-USD', side: 'BUY', amount: '100.00', amountCurrency: 'USD' },
	})
	await expectFitsPhone(page, `/product/trading/quote/${encodeURIComponent(quote.data.id)}`)
	for (const path of ['/product/lending-service', '/product/lending-service/all-wallets', '/product/lending-service/loans/new'])
		await expectFitsPhone(page, path)
	await expectFitsPhone(page, await firstLink(page, '/product/lending-service', /\/loans\/(?!new)[^/?]+$/))
	await expectFitsPhone(page, await firstLink(page, '/product/lending-service/all-wallets', /\/all-wallets\/[^/?]+$/))
})

test('the Fiat wallet and Payment services fit a 360 px phone: overviews, transactions, a quote, a receipt, beneficiaries, the bulk payout batch', async ({
	page,
	login,
}) => {
	test.slow()
	const user = (await seedScenario('fiat-active')).integrators[0]!
	await login(page, user.email)
	const token = await passwordLogin(user.email, SCENARIO_PASSWORD)
	const fiat = '/product/fiat-wallet-service'
	for (const path of [fiat, `${fiat}/wallet?currency=NGN`, `${fiat}/payout?currency=NGN`, '/fiat/create-business-beneficiary?currency=EUR'])
		await expectFitsPhone(page, path)
	await expectFitsPhone(page, await firstLink(page, `${fiat}/wallet?currency=NGN`, /\/fiat\/payout\/receipt\?/))
	const beneficiaries = (await sandboxFetch<{ data: { id: string; currency: string }[] }>('/integrator/v1/fiat/beneficiaries', { token }))
		.data
	const ngn = beneficiaries.find((beneficiary) => beneficiary.currency === 'NGN')!
	const quote = await sandboxFetch<{ data: { id: string } }>('/fcat/v1/payouts/quote', {
		token,
		body: { currency: 'NGN', beneficiaryId: ngn.id, amount: '1500.00', narration: 'Phone check' },
	})
	await expectFitsPhone(page, `${fiat}/payout/${encodeURIComponent(quote.data.id)}`)
	const payments = '/product/payment-service'
	for (const path of [payments, `${payments}/all-wallets`, `${payments}/bulk-payout`, `${payments}/add-fiat-beneficiary`])
		await expectFitsPhone(page, path)
	await expectFitsPhone(page, await firstLink(page, payments, /\/beneficiary\/[^/?]+$/))
	await expectFitsPhone(page, await firstLink(page, `${payments}/bulk-payout`, /\/bulk-payout\/[^/?]+$/))
	// A batch as a file of the payments flow makes it: saved beneficiaries, new ones by their bank details, a bad row.
	const details = { kind: 'INDIVIDUAL', method: 'NUBAN', firstName: 'Chidi', lastName: 'Obi', bankCode: '011', accountNumber: '0000014579' }
	const batch = await sandboxFetch<{ data: { id: string } }>('/payment/v1/batches', {
		token,
		body: {
			fileName: 'run-7-suppliers-december.csv',
			rows: [
				{ line: 2, beneficiaryId: ngn.id, currency: 'NGN', amount: '1000.50', reference: 'Run 7 line 2' },
				{ line: 3, beneficiary: details, currency: 'NGN', amount: '1003.50', reference: 'New supplier' },
				{ line: 4, beneficiaryId: 'fbn_ffffffffffffffffffff', currency: 'NGN', amount: '1004.50', reference: 'Unknown payee' },
			],
		},
	})
	await expectFitsPhone(page, `${payments}/bulk-payout/${encodeURIComponent(batch.data.id)}`)
	// Sent: each row with its payout's status and receipt.
	await sandboxFetch(`/payment/v1/batches/${encodeURIComponent(batch.data.id)}/confirm`, {
		token,
		body: { pin: FIAT_PIN, confirmNameMismatch: true },
	})
	await expectFitsPhone(page, `${payments}/bulk-payout/${encodeURIComponent(batch.data.id)}`)
})

test('the Compliance service fits a 360 px phone: overview, every tool with its history, the analysis and blacklist reports', async ({
	page,
	login,
}) => {
	test.slow()
	const user = (await seedScenario('compliance-active')).integrators[0]!
	await login(page, user.email)
	const base = '/product/compliance'
	const tools = ['crypto-transaction-analysis', 'crypto-wallet-analysis', 'entity-due-diligence', 'black-list-check'].map(
		(slug) => `${base}/${slug}`,
	)
	for (const path of [base, ...tools, `${base}/kyc-onboarding`]) await expectFitsPhone(page, path)
	for (const tool of tools) await expectFitsPhone(page, await firstLink(page, tool, /\/report\?/))
})
