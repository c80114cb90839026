/**
 * (f) Time to first byte of every signed-in page a funded company, a new
 * company, a company with crypto wallets, one trading and borrowing, one with fiat wallets and payments and one screening with the Compliance service open, with SANDBOX_LATENCY_MS injected, divided by that latency:
 * one provider round trip is 1.0×; the goal is ≤ 1.2× for each page. Its own
 * server on ports 3250/4250.
 *
 * The pages are not a list kept here: they are found the way a user finds
 * them, by following the links the pages show (sidebar, tabs, cards, steps,
 * the first row of each list) from `/`, one page per shape of path (one
 * ledger account, one top-up), plus the transfer quote, which a form opens.
 * Each row also says how many provider calls the page made, read from the
 * sandbox's request log.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BROWSER_HEADERS, LATENCY_MS, log, ms, providerCall, sessionCookie, startDashboard } from './common.mjs'
import { medianTtfb } from './measures.mjs'

export const PAGES_PORT = 3250
export const PAGES_SANDBOX_PORT = 4250
const DASHBOARD = `http://localhost:${PAGES_PORT}`
const SANDBOX = `http://127.0.0.1:${PAGES_SANDBOX_PORT}`
const SAMPLES = Number(process.env.BENCH_PAGE_SAMPLES ?? 3)
const MAX_PAGES = 60
export const PAGE_GOAL = 1.2

const sandbox = (pathname, options) => providerCall(SANDBOX, pathname, options)

/** Paths not to open: exports and downloads (a receipt's PDF), the auth and session routes, resource routes, dialogs and filters (query strings). */
const NOT_A_PAGE = /\.csv$|\/export|\/pdf$|^\/(auth|session|preferences|logout|assets|sandbox|flags)\b/

/**
 * Pages addressed by their query (the fiat pages of docs/product/fiat.md#screens: `wallet?currency=`, the receipt's
 * `?currency=&transfer-id=&service-name=`, the beneficiary forms' `?currency=`, the Payment
 * service's fiat beneficiary form's `?kind=&currency=`): their query is
 * kept, and their shape is the path with the names of its parameters. A list's page cursor or a
 * dialog is not another page.
 */
const QUERY_PAGES = /^\/product\/fiat-wallet-service\/(wallet|payout)$|^\/product\/payment-service\/add-fiat-beneficiary$|^\/fiat\//
const queryPage = (url) => QUERY_PAGES.test(url.pathname) && !url.searchParams.has('lek') && !url.searchParams.has('dialog')

/** The same page for another id or currency: a last segment with a digit in it, or a currency or crypto asset code (NGN, USDT). */
const shape = (href) => {
	const url = new URL(href, DASHBOARD)
	const path = url.pathname.replace(/\/([^/]*\d[^/]*|[A-Z]{3,4})$/, '/:id')
	return queryPage(url) ? `${path}?${[...url.searchParams.keys()].sort().join('&')}` : path
}

/** The pages reachable from `start` (`/`) by links, breadth first, one per shape; `extra` opened too. */
export async function discover(cookie, extra, start = '/') {
	const seen = new Set([start, ...extra].map(shape))
	const queue = [start, ...extra]
	const pages = []
	while (queue.length && pages.length < MAX_PAGES) {
		const page = queue.shift()
		const response = await fetch(`${DASHBOARD}${page}`, { headers: { ...BROWSER_HEADERS, cookie }, redirect: 'manual' })
		const html = await response.text()
		// A redirect (the onboarding's first page, to the step due) leads to a page to open.
		const hrefs =
			response.status === 200
				? [...html.matchAll(/<a\b[^>]*?\bhref="(\/[^"]*)"/g)].map((m) => m[1])
				: [response.headers.get('location') ?? '']
		if (response.status === 200) pages.push(page)
		for (const href of hrefs) {
			if (!href.startsWith('/')) continue
			const url = new URL(href.replace(/&amp;/g, '&'), DASHBOARD)
			if (href.startsWith('//') || (url.search && !queryPage(url)) || NOT_A_PAGE.test(url.pathname)) continue
			const page = queryPage(url) ? `${url.pathname}${url.search}` : url.pathname
			if (seen.has(shape(page))) continue
			seen.add(shape(page))
			queue.push(page)
		}
	}
	return pages
}

/**
 * A company with money (scenario `funded`), one that just signed up
 * (`new-company`), one with crypto wallets (`wallets-active`: the Wallet
 * service's overview and a wallet's page), one trading and borrowing
 * (`crypto-active`: the Trading and Lending services' pages), each with its extra pages.
 */
export async function users() {
	const tag = `bench${Date.now()}`
	const funded = (await sandbox('/sandbox/v1/control/scenarios/funded', { body: { tag } })).data.integrators[0]
	const fresh = (await sandbox('/sandbox/v1/control/scenarios/new-company', { body: { tag } })).data.integrators[0]
	const wallets = (await sandbox('/sandbox/v1/control/scenarios/wallets-active', { body: { tag } })).data.integrators[0]
	const kyc = (await sandbox('/sandbox/v1/control/scenarios/kyc-flows', { body: { tag } })).data.integrators[0]
	const kycToken = (await sandbox('/auth/v1/login/password', { body: { email: kyc.email, password: kyc.password } })).data.accessToken
	const verification = (await sandbox('/compliance/v1/kyc/verifications?limit=1', { token: kycToken })).data.items[0]
	// Pages whose links carry a query (discovery leaves those out): a report, the edit page, the preview.
	const kycExtra = [
		'/product/compliance/kyc-onboarding',
		`/product/compliance/kyc-onboarding/report?id=${verification.id}`,
		'/product/compliance/kyc/edit?flow=customer-onboarding',
		'/product/compliance/kyc-flow?name=preview&order=phone&steps=phone',
	]
	const crypto = (await sandbox('/sandbox/v1/control/scenarios/crypto-active', { body: { tag } })).data.integrators[0]
	const fiat = (await sandbox('/sandbox/v1/control/scenarios/fiat-active', { body: { tag } })).data.integrators[0]
	const fiatToken = (await sandbox('/auth/v1/login/password', { body: { email: fiat.email, password: fiat.password } })).data.accessToken
	const [beneficiary] = (await sandbox('/integrator/v1/fiat/beneficiaries?currency=NGN', { token: fiatToken })).data
	// The payout's quote page, which a form opens (its other pages are links from the overview).
	const payoutQuote = (
		await sandbox('/fcat/v1/payouts/quote', { token: fiatToken, body: { currency: 'NGN', beneficiaryId: beneficiary.id, amount: '10' } })
	).data
	const token = (await sandbox('/auth/v1/login/password', { body: { email: funded.email, password: funded.password } })).data.accessToken
	const bank = (await sandbox('/integrator/v1/local-transfer/banks?currency=NGN', { token })).data[0]
	const quote = `/local-transfer/quote?${new URLSearchParams({ currency: 'NGN', bankCode: bank.code, accountNumber: '0123456789', amount: '10' })}`
	return [
		{ who: 'funded company', email: funded.email, extra: [quote] },
		{ who: 'new company', email: fresh.email, extra: [] },
		// Its other pages are the funded company's again: only the Wallet service's are timed.
		{ who: 'wallets company', email: wallets.email, extra: [], only: (page) => page.startsWith('/product/wallet-service') },
		// The KYC pages link to each other (and to every flow, verification and report); the compliance overview links to them.
		{ who: 'KYC company', email: kyc.email, extra: kycExtra, only: (page) => page.startsWith('/product/compliance') },
		// The Trading service's pages, found from its overview (a quote's page needs a post: not timed).
		{ who: 'crypto company', email: crypto.email, extra: [], only: (page) => page.startsWith('/product/trading') },
		// The Lending service's pages (overview, collateral wallets and one's statement, the request form, a loan).
		{
			who: 'lending company',
			email: crypto.email,
			extra: [],
			start: '/product/lending-service',
			only: (page) => page.startsWith('/product/lending-service'),
		},
		// From the Fiat wallet's overview: every page of it is a link from there, but the quote.
		{
			who: 'fiat company',
			email: fiat.email,
			start: '/product/fiat-wallet-service',
			extra: [`/product/fiat-wallet-service/payout/${payoutQuote.id}`],
			only: (page) => page.startsWith('/product/fiat-wallet-service') || page.startsWith('/fiat/'),
		},
		// The Payment service's pages, from its overview: the wallets, each beneficiary's page, the forms, the bulk page and a batch's.
		{
			who: 'payment company',
			email: fiat.email,
			start: '/product/payment-service',
			extra: [],
			only: (page) => page.startsWith('/product/payment-service'),
		},
		...(await complianceUser(tag)),
	]
}

/**
 * A company screening with the Compliance service (`compliance-active`): its
 * overview and tool pages are found by links; a result opens by `?id=` and a
 * quote from a form, so one of each (a report per tool, a wallet batch, a
 * blacklist check's quote) is added, their ids read from the provider.
 */
async function complianceUser(tag) {
	const user = (await sandbox('/sandbox/v1/control/scenarios/compliance-active', { body: { tag } })).data.integrators[0]
	const token = (await sandbox('/auth/v1/login/password', { body: { email: user.email, password: user.password } })).data.accessToken
	const latest = async (path) => (await sandbox(`/compliance/v1/aml/${path}/stats`, { token })).data.latest[0]
	const [txn, wallet, entity, blacklist] = await Promise.all(['txn', 'wallet', 'entity', 'blacklist'].map(latest))
	const quote = (
		await sandbox('/compliance/v1/aml/quotes', {
			token,
			body: { check: 'BLACKLIST', network: blacklist.network, address: blacklist.address },
		})
	).data
	const page = '/product/compliance'
	const report = (slug, id) => `${page}/${slug}/report?${new URLSearchParams({ id })}`
	const extra = [
		report('crypto-transaction-analysis', txn.id),
		report('crypto-wallet-analysis', wallet.id),
		report('crypto-wallet-analysis', wallet.batchId),
		report('entity-due-diligence', entity.id),
		report('black-list-check', blacklist.id),
		`${page}/black-list-check/quote/${quote.id}`,
	]
	// Its other pages are the funded company's again: only the Compliance service's are timed.
	return [{ who: 'compliance company', email: user.email, extra, only: (path) => path.startsWith(page) }]
}

export async function pageFigures() {
	const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
	let calls = 0
	const server = await startDashboard({
		port: PAGES_PORT,
		sandboxPort: PAGES_SANDBOX_PORT,
		dataDir,
		latencyMs: LATENCY_MS,
		onSandboxRequest: (entry) => {
			if (entry.path !== '/healthz' && !entry.path.startsWith('/sandbox/')) calls++
		},
	})
	try {
		const rows = []
		for (const { who, email, extra, only, start } of await users()) {
			const cookie = await sessionCookie({ dashboard: DASHBOARD, sandbox: SANDBOX, email })
			const pages = (await discover(cookie, extra, start)).filter((page) => !only || only(page))
			log(`(f) ${who}: ${pages.length} pages, ${SAMPLES} samples each after a warm-up, ${LATENCY_MS} ms per provider call …`)
			for (const page of pages) {
				calls = 0
				const ttfb = await medianTtfb(`${DASHBOARD}${page}`, { ...BROWSER_HEADERS, cookie }, SAMPLES)
				// The log line comes when the sandbox answers, just before the page does.
				await new Promise((resolve) => setTimeout(resolve, 50))
				rows.push({ who, page, ttfb, ratio: ttfb / LATENCY_MS, calls: calls / (SAMPLES + 1) })
			}
		}
		return rows
	} finally {
		await server.stop()
		rmSync(dataDir, { recursive: true, force: true })
	}
}

export function printPageFigures(rows, table) {
	console.log(
		`\n(f) Time to first byte of each signed-in page with SANDBOX_LATENCY_MS=${LATENCY_MS} (median of ${SAMPLES}), ÷ ${LATENCY_MS} ms; goal ≤ ${PAGE_GOAL.toFixed(1)}×`,
	)
	console.log(
		table([
			['user', 'page', 'TTFB', `÷ ${LATENCY_MS} ms`, 'provider calls', ''],
			...rows.map((r) => [
				r.who,
				r.page.length > 60 ? `${r.page.slice(0, 57)}…` : r.page,
				ms(r.ttfb),
				`${r.ratio.toFixed(2)}×`,
				r.calls.toFixed(1),
				r.ratio <= PAGE_GOAL ? 'ok' : 'OVER',
			]),
		]),
	)
	const over = rows.filter((r) => r.ratio > PAGE_GOAL)
	console.log(
		`    pages found by following links from / (the Fiat wallet's from its overview; one per shape of path) plus the transfer and payout quotes; ${over.length ? `${over.length} over the goal` : 'every page within the goal'}`,
	)
}
