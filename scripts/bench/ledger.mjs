/**
 * (e) A ledger page and its CSV export with many entries, beside the same
 * with few, in the same run: time to first byte of the page (goal: under
 * 1.5× with 100× the entries), the export's time per row (goal: linear, so
 * the ratio of times is the ratio of rows) and the dashboard's memory while
 * it streams (goal: flat, the peak not growing with the file).
 *
 * Runs its own server on ports 3240/4240 (not the shared 3200/4200, so it
 * can run beside the other sections' servers) with a fresh DATA_DIR.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { root, TTFB_SAMPLES, BROWSER_HEADERS, controlAuth, log, sessionCookie, startDashboard } from './common.mjs'

export const LEDGER_PORT = 3240
export const LEDGER_SANDBOX_PORT = 4240
const DASHBOARD = `http://localhost:${LEDGER_PORT}`
const SANDBOX = `http://127.0.0.1:${LEDGER_SANDBOX_PORT}`
export const LEDGER_SMALL = Number(process.env.BENCH_LEDGER_SMALL ?? 100)
export const LEDGER_LARGE = Number(process.env.BENCH_LEDGER_LARGE ?? 10_000)
const PASSWORD = 'Bench.Passw0rd-1'
const EXPORT_SAMPLES = Math.max(3, Math.floor(TTFB_SAMPLES / 3))

const startServer = (dataDir) => startDashboard({ port: LEDGER_PORT, sandboxPort: LEDGER_SANDBOX_PORT, dataDir })

async function sandbox(pathname, { method = 'GET', body, token } = {}) {
	const headers = { accept: 'application/json', ...controlAuth(pathname) }
	if (body !== undefined) headers['content-type'] = 'application/json'
	if (token) headers.authorization = `Bearer ${token}`
	const response = await fetch(`${SANDBOX}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
	const json = await response.json().catch(() => null)
	if (!response.ok) throw new Error(`${method} ${pathname} → ${response.status}: ${json?.message ?? ''}`)
	return json
}

/** A fresh company; answers its e-mail and its NGN funding account's id. */
async function registerCompany(name) {
	const email = `bench-ledger-${name}-${Date.now()}@sandbox.test`
	await sandbox('/integrator/v1/register', {
		method: 'POST',
		body: {
			accountType: 'COMPANY',
			firstName: 'Bench',
			lastName: name,
			businessName: `Bench ${name}`,
			email,
			country: 'NG',
			password: PASSWORD,
		},
	})
	const token = (await sandbox('/auth/v1/login/password', { method: 'POST', body: { email, password: PASSWORD } })).data.accessToken
	const account = (await sandbox('/integrator/v1/accounts', { token })).data.find((a) => a.ledgerType === 'funding' && a.currency === 'NGN')
	if (!account) throw new Error(`no NGN funding account for ${email}`)
	return { email, accountId: account.id }
}

/**
 * Writes `entries` entries of history straight into the sandbox's database
 * with its back-office CLI (`ledger history`: thousands a second). PGlite
 * admits one process, so the server must be stopped. Answers false when the
 * CLI has no such command.
 */
function seedHistory(dataDir, email, entries) {
	const env = { ...process.env, DATA_DIR: dataDir, SANDBOX_PORT: String(LEDGER_SANDBOX_PORT), DATABASE_URL: '' }
	delete env.SANDBOX_URL
	const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['sandbox/cli.ts', 'ledger', 'history', email, String(entries)], {
		cwd: root,
		env,
		encoding: 'utf8',
	})
	if (result.status === 0) return true
	if (/Unknown command/.test(result.stderr + result.stdout)) return false
	throw new Error(`ledger history for ${email} failed:\n${result.stderr}${result.stdout}`)
}

/** The slow way, through a running server: bank deposits, eight at a time. */
async function depositEntries(email, entries) {
	let next = 0
	const deposits = `/sandbox/v1/control/integrators/${encodeURIComponent(email)}/funding/NGN/deposits`
	const worker = async () => {
		while (next < entries) {
			next++
			await sandbox(deposits, { method: 'POST', body: { amount: `${(next % 997) + 1}.25`, reference: `BENCH-${next}` } })
		}
	}
	await Promise.all(Array.from({ length: 8 }, worker))
}

function rssKb(pid) {
	const status = existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : ''
	return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
}

/** One GET: time to the first byte, to the last, the bytes, and the process's peak RSS meanwhile. */
function timedGet(url, headers, pid) {
	return new Promise((resolve, reject) => {
		let peak = rssKb(pid)
		const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20)
		const started = process.hrtime.bigint()
		const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6
		const request = http.get(url, { headers: { ...BROWSER_HEADERS, ...headers }, agent: false }, (response) => {
			const ttfb = elapsed()
			let bytes = 0
			let lines = 0
			response.on('data', (chunk) => {
				bytes += chunk.length
				for (const byte of chunk) if (byte === 10) lines++
			})
			response.on('end', () => {
				clearInterval(sampler)
				resolve({ status: response.statusCode, ttfb, total: elapsed(), bytes, lines, peakKb: Math.max(peak, rssKb(pid)) })
			})
		})
		request.on('error', (error) => (clearInterval(sampler), reject(error)))
		request.setTimeout(120_000, () => request.destroy(new Error(`timeout: ${url}`)))
	})
}

async function median(samples, run) {
	await run() // warm-up
	const values = []
	for (let i = 0; i < samples; i++) {
		const r = await run()
		if (r.status !== 200) throw new Error(`answered ${r.status}`)
		values.push(r)
	}
	const pick = (key) => {
		const sorted = values.map((v) => v[key]).sort((a, b) => a - b)
		const mid = Math.floor(sorted.length / 2)
		return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
	}
	return {
		ttfb: pick('ttfb'),
		total: pick('total'),
		bytes: values[0].bytes,
		lines: values[0].lines,
		peakKb: Math.max(...values.map((v) => v.peakKb)),
	}
}

/** Measures (e); answers the figures for printing. */
export async function ledgerFigures() {
	const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'))
	log(`(e) starting a server on ${DASHBOARD} (sandbox ${SANDBOX}, DATA_DIR ${dataDir}) …`)
	let server = await startServer(dataDir)
	try {
		const small = await registerCompany('small')
		const large = await registerCompany('large')
		const started = Date.now()
		await server.stop()
		const seeded = seedHistory(dataDir, small.email, LEDGER_SMALL) && seedHistory(dataDir, large.email, LEDGER_LARGE)
		server = await startServer(dataDir)
		if (!seeded) {
			log(`(e) the sandbox CLI has no 'ledger history': seeding by ${LEDGER_SMALL + LEDGER_LARGE} deposits (slow) …`)
			await depositEntries(small.email, LEDGER_SMALL)
			await depositEntries(large.email, LEDGER_LARGE)
		}
		log(`(e) ${LEDGER_SMALL} and ${LEDGER_LARGE} entries seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
		const pid = server.child.pid
		const measure = async (who) => {
			const headers = { cookie: await sessionCookie({ dashboard: DASHBOARD, sandbox: SANDBOX, email: who.email }) }
			const page = `${DASHBOARD}/funding-balances/${who.accountId}`
			const pageFigures = await median(TTFB_SAMPLES, () => timedGet(page, headers, pid))
			const restingKb = rssKb(pid)
			const exportFigures = await median(EXPORT_SAMPLES, () => timedGet(`${page}/export.csv`, headers, pid))
			return { page: pageFigures, export: exportFigures, restingKb }
		}
		log(`(e) ${LEDGER_SMALL} entries: page and export …`)
		const few = await measure(small)
		log(`(e) ${LEDGER_LARGE} entries: page and export …`)
		const many = await measure(large)
		for (const [figures, entries] of [
			[few, LEDGER_SMALL],
			[many, LEDGER_LARGE],
		]) {
			if (figures.export.lines < entries + 1) throw new Error(`an export of ${entries} entries has ${figures.export.lines - 1} rows`)
		}
		return { few, many }
	} finally {
		await server.stop()
		rmSync(dataDir, { recursive: true, force: true })
	}
}

/** Prints (e) with the table helper of the main script. */
export function printLedgerFigures({ few, many }, table) {
	const ms = (v) => `${v.toFixed(0)} ms`
	const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`
	const x = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a')
	const perK = (r) => (r.total / Math.max(1, r.lines - 1)) * 1000
	const rowsRatio = LEDGER_LARGE / LEDGER_SMALL
	console.log(
		`\n(e) A ledger with ${LEDGER_LARGE} entries beside one with ${LEDGER_SMALL} (median of ${TTFB_SAMPLES} pages, of ${EXPORT_SAMPLES} exports)`,
	)
	console.log(
		table([
			['target', `${LEDGER_SMALL} entries`, `${LEDGER_LARGE} entries`, 'ratio', 'goal', ''],
			[
				'page TTFB',
				ms(few.page.ttfb),
				ms(many.page.ttfb),
				x(many.page.ttfb, few.page.ttfb),
				'< 1.50×',
				many.page.ttfb / few.page.ttfb < 1.5 ? 'ok' : 'OVER',
			],
			['export TTFB', ms(few.export.ttfb), ms(many.export.ttfb), x(many.export.ttfb, few.export.ttfb), '', ''],
			[
				'export total',
				ms(few.export.total),
				ms(many.export.total),
				x(many.export.total, few.export.total),
				`≤ ${rowsRatio}× (rows)`,
				many.export.total / few.export.total <= rowsRatio ? 'ok' : 'OVER',
			],
			['export per 1,000 rows', ms(perK(few.export)), ms(perK(many.export)), x(perK(many.export), perK(few.export)), '≤ 1× (linear)', ''],
			[
				'export size',
				`${(few.export.bytes / 1024).toFixed(0)} KB`,
				`${(many.export.bytes / 1024).toFixed(0)} KB`,
				x(many.export.bytes, few.export.bytes),
				'',
				'',
			],
			['dashboard RSS at rest', mb(few.restingKb), mb(many.restingKb), '', '', ''],
			['dashboard RSS peak, export', mb(few.export.peakKb), mb(many.export.peakKb), x(many.export.peakKb, few.export.peakKb), 'flat', ''],
		]),
	)
	console.log('    RSS of the dashboard process (/proc/<pid>/status VmRSS, sampled every 20 ms); the sandbox is its own process')
}
