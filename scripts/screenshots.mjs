#!/usr/bin/env node
/**
 * `npm run screenshots`: a gallery of every service's main pages, so a
 * reviewer sees each page at 1280 and 360 px side by side before and after a
 * change (docs/decisions/116-page-header-breadcrumbs-and-titles.md).
 *
 * Builds when the build is stale (scripts/ensure-build.mjs), starts the built
 * server with its embedded sandbox on its own ports (SCREENSHOTS_PORT, 3290, and
 * SCREENSHOTS_SANDBOX_PORT, 4290) and a fresh PGlite directory, seeds the
 * sandbox's scenarios (the ones the end-to-end tests and the bench use), signs
 * in to each the way a user does (a login link from the sandbox's outbox), and
 * saves each page full length, JavaScript on, into
 * `.cache/screenshots/<timestamp>/` with an `index.html` showing each page's two
 * widths side by side.
 *
 * The pages are found as a user finds them: the service's overview, then the
 * links it shows under the service's own paths, one per shape of path (one
 * wallet, one order), up to SCREENSHOTS_PER_SERVICE (6) per service.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { findChromium } from '../tests/support/chromium.ts'
import { BROWSER_HEADERS, providerCall, root, sessionCookie, startDashboard } from './bench/common.mjs'

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3290)
const SANDBOX_PORT = Number(process.env.SCREENSHOTS_SANDBOX_PORT ?? 4290)
const PER_SERVICE = Number(process.env.SCREENSHOTS_PER_SERVICE ?? 6)
const DASHBOARD = `http://localhost:${PORT}`
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`
const WIDTHS = [1280, 360]

const log = (...args) => console.error('screenshots:', ...args)
const sandbox = (pathname, options) => providerCall(SANDBOX, pathname, options)

/** Exports, downloads and dialogs are not pages to look at. */
const NOT_A_PAGE = /\.csv$|\/export|\/pdf$/

/** The same page for another id or currency: a last segment with a digit in it, or a currency or asset code. */
const shape = (href) => {
	const url = new URL(href, DASHBOARD)
	return `${url.pathname.replace(/\/([^/]*\d[^/]*|[A-Z]{3,4})$/, '/:id')}?${[...url.searchParams.keys()].sort().join('&')}`
}

/** The service's overview, then the pages it links to under `prefixes`, one per shape, breadth first. */
async function discover(cookie, start, prefixes, extra = []) {
	const seen = new Set([start, ...extra].map(shape))
	const queue = [start, ...extra]
	const pages = []
	while (queue.length && pages.length < PER_SERVICE) {
		const page = queue.shift()
		const response = await fetch(`${DASHBOARD}${page}`, { headers: { ...BROWSER_HEADERS, cookie }, redirect: 'manual' })
		if (response.status !== 200) continue
		pages.push(page)
		const html = await response.text()
		for (const [, raw] of html.matchAll(/<a\b[^>]*?\bhref="(\/[^"]*)"/g)) {
			const href = raw.replace(/&amp;/g, '&')
			const url = new URL(href, DASHBOARD)
			if (href.startsWith('//') || url.searchParams.has('dialog') || url.searchParams.has('confirm') || NOT_A_PAGE.test(url.pathname))
				continue
			if (!prefixes.some((prefix) => url.pathname.startsWith(prefix))) continue
			const next = `${url.pathname}${url.search}`
			if (seen.has(shape(next))) continue
			seen.add(shape(next))
			queue.push(next)
		}
	}
	return pages
}

/** One integrator per service, from the sandbox's scenarios. */
async function services() {
	const tag = `gallery${Date.now()}`
	const scenario = async (name) => (await sandbox(`/sandbox/v1/control/scenarios/${name}`, { body: { tag } })).data.integrators[0]
	const [funded, wallets, crypto, fiat, compliance] = [
		await scenario('funded'),
		await scenario('wallets-active'),
		await scenario('crypto-active'),
		await scenario('fiat-active'),
		await scenario('compliance-active'),
	]
	return [
		{ name: 'home', email: funded.email, start: '/', prefixes: ['/products', '/subscriptions', '/accounts', '/settings'] },
		{ name: 'crypto-wallet', email: wallets.email, start: '/product/wallet-service', prefixes: ['/product/wallet-service', '/crypto/'] },
		{ name: 'trading', email: crypto.email, start: '/product/trading', prefixes: ['/product/trading'] },
		{ name: 'lending', email: crypto.email, start: '/product/lending-service', prefixes: ['/product/lending-service'] },
		{ name: 'fiat-wallet', email: fiat.email, start: '/product/fiat-wallet-service', prefixes: ['/product/fiat-wallet-service', '/fiat/'] },
		{ name: 'payment', email: fiat.email, start: '/product/payment-service', prefixes: ['/product/payment-service'] },
		{ name: 'compliance', email: compliance.email, start: '/product/compliance', prefixes: ['/product/compliance'] },
	]
}

const fileName = (service, page, width) =>
	`${service}-${
		page
			.replace(/^\//, '')
			.replace(/[^A-Za-z0-9]+/g, '-')
			.replace(/-+$/, '') || 'home'
	}-${width}.png`

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

function indexHtml(shots, stamp) {
	const rows = shots
		.map(
			({ service, page, files }) =>
				`<section><h2>${escape(service)} · <code>${escape(page)}</code></h2><div class="row">${files
					.map(
						({ width, file }) =>
							`<figure><figcaption>${width} px</figcaption><a href="${file}"><img src="${file}" alt="${escape(page)} at ${width} px" width="${width === 1280 ? 640 : 360}"></a></figure>`,
					)
					.join('')}</div></section>`,
		)
		.join('\n')
	return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshots ${stamp}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#f3f4f6}section{margin:0 0 32px}.row{display:flex;gap:24px;align-items:flex-start}figure{margin:0;background:#fff;padding:8px;border:1px solid #ddd}img{display:block;height:auto}h2{font-size:15px}</style>
<h1>Screenshots, ${stamp}</h1>
${rows}
</html>\n`
}

async function main() {
	const built = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' })
	if (built.status !== 0) process.exit(built.status ?? 1)
	const stamp = new Date().toISOString().replace(/[:.]/g, '-')
	const out = path.join(root, '.cache', 'screenshots', stamp)
	mkdirSync(out, { recursive: true })
	const dataDir = mkdtempSync(path.join(os.tmpdir(), 'screenshots-'))
	const server = await startDashboard({ port: PORT, sandboxPort: SANDBOX_PORT, dataDir })
	const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ['--disable-gpu', '--no-first-run'] })
	const shots = []
	try {
		for (const service of await services()) {
			const cookie = await sessionCookie({ dashboard: DASHBOARD, sandbox: SANDBOX, email: service.email })
			const pages = await discover(cookie, service.start, service.prefixes)
			log(`${service.name}: ${pages.length} pages`)
			const [name, value] = cookie.split(/=(.*)/s)
			for (const page of pages) {
				const files = []
				for (const width of WIDTHS) {
					const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: DASHBOARD })
					await context.addCookies([{ name, value, url: DASHBOARD }])
					const tab = await context.newPage()
					await tab.goto(page, { waitUntil: 'load' })
					await tab.waitForSelector('html[data-hydrated]', { timeout: 15_000 }).catch(() => {})
					const file = fileName(service.name, page, width)
					await tab.screenshot({ path: path.join(out, file), fullPage: true })
					await context.close()
					files.push({ width, file })
				}
				shots.push({ service: service.name, page, files })
			}
		}
		writeFileSync(path.join(out, 'index.html'), indexHtml(shots, stamp))
		console.log(`${shots.length} pages, ${shots.length * WIDTHS.length} screenshots: ${path.relative(root, path.join(out, 'index.html'))}`)
	} finally {
		await browser.close()
		await server.stop()
		rmSync(dataDir, { recursive: true, force: true })
	}
}

await main()
