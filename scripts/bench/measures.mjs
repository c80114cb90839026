/**
 * (a) JavaScript a first visit loads, (b) time to first byte, (c) throughput:
 * the measures of `npm run bench` that need only the running servers.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { root, DASHBOARD, DURATION, CONNECTIONS, GZIP_LEVEL, CHROMIUM, log } from './common.mjs'

// ── (a) JavaScript per first visit ──────────────────────────────────────────
export function frameworkFloor() {
	// Remix removes the Vite manifest after the build, so follow the static
	// imports of the entry.client chunk in the emitted files themselves.
	const assets = path.join(root, 'build/client/assets')
	const entry = readdirSync(assets).find((f) => /^entry\.client-[\w-]+\.js$/.test(f))
	if (!entry) return null
	const seen = new Set()
	const visit = (file) => {
		if (seen.has(file) || !existsSync(path.join(assets, file))) return
		seen.add(file)
		const code = readFileSync(path.join(assets, file), 'utf8')
		for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) visit(match[1])
	}
	visit(entry)
	let bytes = 0
	for (const file of seen) bytes += gzipSync(readFileSync(path.join(assets, file)), { level: GZIP_LEVEL }).length
	return { bytes, files: seen.size }
}

export async function javascriptPerVisit(cookie) {
	const { chromium } = await import('@playwright/test')
	if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH or apt-get install -y chromium)`)
	const browser = await chromium.launch({
		executablePath: CHROMIUM,
		args: [
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
	})
	try {
		const measure = async (pathname, withCookie) => {
			const context = await browser.newContext()
			if (withCookie) {
				const [name, ...rest] = cookie.split('=')
				await context.addCookies([{ name, value: rest.join('='), domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' }])
			}
			const page = await context.newPage()
			const scripts = new Map()
			page.on('response', async (response) => {
				const type = response.request().resourceType()
				const contentType = response.headers()['content-type'] ?? ''
				if (type !== 'script' && !/javascript/.test(contentType)) return
				const url = response.url()
				if (scripts.has(url)) return
				scripts.set(
					url,
					response
						.body()
						.then((body) => ({ url, raw: body.length, gzip: gzipSync(body, { level: GZIP_LEVEL }).length }))
						.catch(() => null),
				)
			})
			const response = await page.goto(`${DASHBOARD}${pathname}`, { waitUntil: 'networkidle' })
			const finalPath = new URL(page.url()).pathname
			const files = (await Promise.all(scripts.values())).filter(Boolean)
			await context.close()
			return {
				status: response?.status() ?? 0,
				finalPath,
				files: files.length,
				raw: files.reduce((s, f) => s + f.raw, 0),
				gzip: files.reduce((s, f) => s + f.gzip, 0),
			}
		}
		return { login: await measure('/auth/login', false), home: await measure('/', true) }
	} finally {
		await browser.close()
	}
}

// ── (b) time to first byte ──────────────────────────────────────────────────
function ttfb(url, headers) {
	return new Promise((resolve, reject) => {
		const started = process.hrtime.bigint()
		const request = http.get(url, { headers, agent: false }, (response) => {
			const elapsed = Number(process.hrtime.bigint() - started) / 1e6
			response.resume()
			response.on('end', () => resolve({ ms: elapsed, status: response.statusCode }))
		})
		request.on('error', reject)
		request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${url}`)))
	})
}

export async function medianTtfb(url, headers, samples) {
	await ttfb(url, headers) // warm-up
	const values = []
	for (let i = 0; i < samples; i++) {
		const r = await ttfb(url, headers)
		if (r.status !== 200) throw new Error(`${url} answered ${r.status} during the TTFB run`)
		values.push(r.ms)
	}
	values.sort((a, b) => a - b)
	const mid = Math.floor(values.length / 2)
	return values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2
}

// ── (c) throughput ──────────────────────────────────────────────────────────
export async function load(url, headers = {}) {
	// A short warm-up so JIT and caches are in the same state for every target.
	await autocannon({ url, connections: 10, duration: 2, headers })
	let firstError = null
	const run = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers })
	run.on('reqError', (error) => (firstError ??= error))
	const result = await run
	if (firstError) log(`${url}: ${result.errors + result.timeouts} request errors, the first: ${firstError.message ?? firstError}`)
	return {
		rps: result.requests.average,
		p99: result.latency.p99,
		non2xx: result.non2xx,
		errors: result.errors + result.timeouts,
	}
}
