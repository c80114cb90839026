/**
 * (j) Lighthouse mobile (its default: a mid-range phone, simulated slow 4G
 * and 4× CPU slowdown), performance only, on /auth/login and the ten pages
 * with the most first-visit JavaScript (scripts/bench/first-visit-js.ts),
 * signed in, in the same run: each page's total blocking time divided by the
 * login page's, goal ≤ 1.2× (absolute scores move with the machine's load;
 * the ratio much less), and its performance score (≥ 95 on a quiet machine).
 *
 * Real URLs for the pages come from (f)'s users and link discovery
 * (scripts/bench/pages.mjs), on (f)'s ports (3250/4250) after (f) is done,
 * with no injected latency. A route no user reached is skipped and named.
 * Env: BENCH_LIGHTHOUSE_PAGES (default 10).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findChromium } from '../../tests/support/chromium.ts'
import { log, ms, root, sessionCookie, startDashboard } from './common.mjs'
import { firstVisitJavaScript, kilobytes } from './first-visit-js.ts'
import { discover, PAGES_PORT, PAGES_SANDBOX_PORT, users } from './pages.mjs'

const DASHBOARD = `http://localhost:${PAGES_PORT}`
const SANDBOX = `http://127.0.0.1:${PAGES_SANDBOX_PORT}`
const COUNT = Number(process.env.BENCH_LIGHTHOUSE_PAGES ?? 10)
export const TBT_GOAL = 1.2
export const SCORE_GOAL = 95

/** A route's URL pattern ('/product/wallet-service/:walletCurrency') as a regular expression. */
const patternOf = (url) =>
	new RegExp(
		`^${url
			.split('/')
			.map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
			.join('/')}$`,
	)

/** The route a discovered path belongs to: the one that matches with the fewest parameters. */
function routeOf(pages, pathname) {
	const candidates = pages.filter((page) => patternOf(page.url).test(pathname))
	const params = (page) => (page.url.match(/:|\*/g) ?? []).length
	return candidates.sort((a, b) => params(a) - params(b))[0] ?? null
}

async function lighthouseRun(url, headers, chromePort) {
	const { default: lighthouse } = await import('lighthouse')
	const result = await lighthouse(url, {
		port: chromePort,
		output: 'json',
		logLevel: 'error',
		onlyCategories: ['performance'],
		extraHeaders: headers,
	})
	const lhr = result?.lhr
	if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
	if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
	return {
		finalUrl: lhr.finalDisplayedUrl,
		score: Math.round((lhr.categories.performance.score ?? 0) * 100),
		tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
	}
}

export async function lighthouseFigures() {
	const pages = firstVisitJavaScript(root)
	const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'))
	const server = await startDashboard({ port: PAGES_PORT, sandboxPort: PAGES_SANDBOX_PORT, dataDir })
	const { launch } = await import('chrome-launcher')
	let chrome = null
	try {
		// One URL per route a user reaches, with the cookie of the user who reached it.
		const reached = new Map()
		for (const { who, email, extra, only, start } of await users()) {
			const cookie = await sessionCookie({ dashboard: DASHBOARD, sandbox: SANDBOX, email })
			for (const found of (await discover(cookie, extra, start)).filter((page) => !only || only(page))) {
				const route = routeOf(pages, new URL(found, DASHBOARD).pathname)
				if (route && !reached.has(route.id)) reached.set(route.id, { who, url: found, cookie })
			}
		}
		const heaviest = pages.filter((page) => reached.has(page.id)).slice(0, COUNT)
		const missed = pages.slice(0, pages.indexOf(heaviest.at(-1)) + 1).filter((page) => !reached.has(page.id))
		const chromePath = findChromium()
		if (!chromePath) throw new Error('no Chromium found for Lighthouse (set CHROMIUM_PATH, or apt-get install chromium-headless-shell)')
		chrome = await launch({
			chromePath,
			chromeFlags: ['--headless', '--disable-gpu', '--no-sandbox', '--disable-dev-shm-usage'],
		})
		log(`(j) Lighthouse mobile on /auth/login and ${heaviest.length} pages …`)
		const login = await lighthouseRun(`${DASHBOARD}/auth/login`, {}, chrome.port)
		const rows = [{ page: '/auth/login', route: 'routes/auth/login', js: pages.find((p) => p.url === '/auth/login')?.gzip ?? 0, ...login }]
		for (const page of heaviest) {
			const { url, cookie } = reached.get(page.id)
			rows.push({
				page: url,
				route: page.id,
				js: page.gzip,
				...(await lighthouseRun(`${DASHBOARD}${url}`, { Cookie: cookie }, chrome.port)),
			})
		}
		return { rows, missed }
	} finally {
		await chrome?.kill()
		await server.stop()
		rmSync(dataDir, { recursive: true, force: true })
	}
}

export function printLighthouseFigures({ rows, missed }, table) {
	const login = rows[0]
	console.log(
		`\n(j) Lighthouse mobile (performance), /auth/login and the ${rows.length - 1} heaviest pages a user reached, one run each, same run; goal: TBT ≤ ${TBT_GOAL.toFixed(1)}× the login page's, score ≥ ${SCORE_GOAL} on a quiet machine`,
	)
	console.log(
		table([
			['page', 'first-visit JS', 'score', 'TBT', 'TBT ÷ login', ''],
			...rows.map((r) => {
				const ratio = login.tbt > 0 ? r.tbt / login.tbt : r.tbt > 0 ? Infinity : 1
				return [
					r.page.length > 60 ? `${r.page.slice(0, 57)}…` : r.page,
					kilobytes(r.js),
					String(r.score),
					ms(r.tbt),
					`${ratio.toFixed(2)}×`,
					r === login ? 'baseline' : ratio <= TBT_GOAL ? 'ok' : 'OVER',
				]
			}),
		]),
	)
	if (missed.length) console.log(`    heavier routes no bench user reached (not run): ${missed.map((page) => page.url).join(', ')}`)
	if (rows.some((r) => r.page !== '/auth/login' && new URL(r.finalUrl).pathname === '/auth/login'))
		console.log('    SOME PAGES ENDED ON /auth/login: the session cookie did not reach them')
}
