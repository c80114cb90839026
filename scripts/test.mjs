#!/usr/bin/env node
/**
 * `npm test`: everything a clean checkout needs:
 *   build → e2e (playwright), and beside them typecheck (tsc), lint (eslint, prettier) and unit (vitest)
 *
 * The browser suite is the long pole (record 118 measures each step) and needs only the build, so it
 * starts as soon as the build has ended; the other steps fill the cores it leaves idle
 * (docs/decisions/118-ci-run-profile.md). Every step but the browser suite keeps its output
 * and prints it whole when the browser suite has ended; a line says when each step ends.
 *
 * Before that it finds Chromium: its headless shell, else the full browser
 * (installing Debian's `chromium-headless-shell` when there is neither, and
 * root and apt-get are available) and looks for a PostgreSQL server for the tests that
 * want one (TEST_DATABASE_URL), and a Redis server for the shared rate limits (TEST_REDIS_URL).
 *
 * `npm test -- unit e2e` runs only the named steps (names: typecheck lint build unit e2e);
 * what follows a second `--` goes to Playwright (`npm test -- e2e -- tests/e2e/auth`).
 * A step whose needs failed does not run. The summary lists each step's time, then what the run
 * checked (`checks: …`: flows with JavaScript on and off, bad-input and race cases, fuzz posts;
 * scripts/test-results.mjs), then the `N passed, N failed` line (vitest + Playwright test counts;
 * a step that fails without test counts — a type error, a lint error, a broken
 * build, a server that does not start — counts as one failure), followed only
 * by one `flaky: <title> [<project>] (<file>:<line>)` line per end-to-end test
 * that failed first and passed on its retry: counted as passed, never silently.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium, isHeadlessShell } from '../tests/support/chromium.ts'
import { checksLine, flakyLines, playwrightCounts, playwrightChecks, vitestChecks } from './test-results.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const cacheDir = path.join(root, '.cache')
mkdirSync(cacheDir, { recursive: true })
const VITEST_JSON = path.join(cacheDir, 'vitest-results.json')
const PLAYWRIGHT_JSON = path.join(cacheDir, 'playwright-results.json')

const color = process.stdout.isTTY && !process.env.NO_COLOR
const bold = (s) => (color ? `\x1b[1m${s}\x1b[0m` : s)
const header = (s) => console.log(`\n${bold(`━━ ${s} ━━`)}`)

// ── 1. Chromium ────────────────────────────────────────────────────────────
function which(name) {
	const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' })
	return r.status === 0 ? r.stdout.trim() : null
}

// ── 2. PostgreSQL ──────────────────────────────────────────────────────────
async function probePostgres(url) {
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
	client.on('error', () => {})
	try {
		await client.connect()
		await client.query('select 1')
		return true
	} catch {
		return false
	} finally {
		await client.end().catch(() => {})
	}
}

// ── 2b. Redis (shared rate limits) ──────────────────────────────────────────
async function probeRedis(url) {
	const { createClient } = await import('redis')
	const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } })
	client.on('error', () => {})
	try {
		await client.connect()
		return (await client.ping()) === 'PONG'
	} catch {
		return false
	} finally {
		// (A client that never connected throws at once, not in a promise.)
		if (client.isOpen) await client.destroy()
	}
}

// ── 3. Steps ───────────────────────────────────────────────────────────────
/**
 * Runs a command to its end, answering its exit code. Its output goes straight
 * to ours, or, with `output` (an array), is collected there as it comes, for
 * steps that run beside others and print when they end.
 */
function run(command, args, env = {}, output = null) {
	return new Promise((resolve) => {
		const child = spawn(command, args, { stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } })
		if (output) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk))
		const forward = (signal) => child.kill(signal)
		process.on('SIGINT', forward)
		process.on('SIGTERM', forward)
		child.on('exit', (code, signal) => {
			process.off('SIGINT', forward)
			process.off('SIGTERM', forward)
			resolve(code ?? (signal ? 128 : 1))
		})
		child.on('error', (error) => {
			console.error(`test: could not start ${command}: ${error.message}`)
			resolve(127)
		})
	})
}

function readJson(file) {
	try {
		return JSON.parse(readFileSync(file, 'utf8'))
	} catch {
		return null
	}
}

/**
 * The steps. `needs` names the steps that must have passed before one starts; the rest start at
 * once. `live` streams its output as it comes (the browser suite, the long pole); the others keep
 * theirs and print it when the live step has ended. tsc and eslint use one core each at most.
 */
const steps = [
	{ name: 'typecheck', title: 'typecheck (tsc --noEmit)', run: (output) => run(bin('tsc'), ['--noEmit'], {}, output) },
	{
		name: 'lint',
		title: 'lint (eslint --max-warnings 0 . && prettier --check . && knip)',
		// An unformatted file fails like a lint error: `npm run format` fixes it. knip fails on an
		// export nothing imports (knip.json; docs/decisions/128-one-way-per-pattern.md).
		run: async (output) =>
			(await run(bin('eslint'), ['--max-warnings', '0', '.'], {}, output)) ||
			(await run(bin('prettier'), ['--check', '--log-level', 'warn', '.'], {}, output)) ||
			run(bin('knip'), ['--no-progress'], {}, output),
	},
	{ name: 'build', title: 'build (npm run build)', run: (output) => run('npm', ['run', 'build', '--silent'], {}, output) },
	{
		name: 'unit',
		title: 'unit tests (vitest run)',
		run: async (output) => {
			rmSync(VITEST_JSON, { force: true })
			return run(
				bin('vitest'),
				['run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
				// Beside the browser suite its colours would only garble the kept output.
				output ? { FORCE_COLOR: '0' } : {},
				output,
			)
		},
		counts: () => {
			const r = readJson(VITEST_JSON)
			return r ? { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 } : null
		},
		checks: () => vitestChecks(readJson(VITEST_JSON)),
	},
	{
		name: 'e2e',
		title: 'end-to-end tests (playwright test)',
		needs: ['build'],
		live: true,
		run: async (output) => {
			rmSync(PLAYWRIGHT_JSON, { force: true })
			return run(
				bin('playwright'),
				['test', '--reporter=list,json', '--pass-with-no-tests', ...playwrightArgs],
				{ PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
				output,
			)
		},
		counts: () => playwrightCounts(readJson(PLAYWRIGHT_JSON)),
		checks: () => playwrightChecks(readJson(PLAYWRIGHT_JSON)),
		notes: () => flakyLines(readJson(PLAYWRIGHT_JSON)),
	},
]

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
// `npm test -- e2e -- <playwright args>`: what follows the separator is Playwright's.
const separator = process.argv.indexOf('--', 2)
const playwrightArgs = separator === -1 ? [] : process.argv.slice(separator + 1)

async function main() {
	const ownArgs = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator)
	const only = ownArgs.filter((a) => !a.startsWith('-'))
	const unknown = only.filter((n) => !steps.some((s) => s.name === n))
	if (unknown.length) {
		console.error(`test: unknown step(s) ${unknown.join(', ')}; steps are ${steps.map((s) => s.name).join(', ')}`)
		process.exit(2)
	}
	const selected = only.length ? steps.filter((s) => only.includes(s.name)) : steps

	header('environment')
	const environmentStarted = Date.now()
	if (selected.some((s) => s.name === 'e2e')) {
		if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH))
			console.warn(`test: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist; looking elsewhere`)
		let chromium = findChromium()
		// No browser at all: install Debian's headless shell when this run may (root, apt).
		if (!chromium && process.getuid?.() === 0 && which('apt-get')) {
			console.log(
				"test: Chromium not found; installing Debian's chromium-headless-shell (apt-get update && apt-get install -y chromium-headless-shell)",
			)
			const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
			if (
				spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 &&
				spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'], { stdio: 'inherit', env }).status ===
					0
			)
				chromium = findChromium()
		}
		if (!chromium) {
			console.error(
				'test: Chromium is required for the end-to-end tests and was not found.\n' +
					'      Install it with: sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n' +
					'      (or set CHROMIUM_PATH to a Chromium/Chrome binary). Playwright cannot download browsers here.',
			)
			console.log('\n0 passed, 1 failed')
			process.exit(1)
		}
		// The headless shell costs far less CPU per page than the full browser (measured in record 071).
		if (!isHeadlessShell(chromium))
			console.log('test: the full Chromium runs the tests; `apt-get install chromium-headless-shell` makes them about twice as fast')
		process.env.CHROMIUM_PATH = chromium
		console.log(`Chromium: ${chromium}`)
	}

	if (process.env.TEST_DATABASE_URL) {
		console.log('PostgreSQL: using TEST_DATABASE_URL from the environment')
	} else {
		const url = 'postgres://postgres:postgres@127.0.0.1:5432/postgres'
		if (await probePostgres(url)) {
			process.env.TEST_DATABASE_URL = url
			console.log(`PostgreSQL: server found at 127.0.0.1:5432; TEST_DATABASE_URL=${url}`)
		} else {
			console.log('PostgreSQL: no server at 127.0.0.1:5432 (TEST_DATABASE_URL unset): database tests use embedded PGlite only')
		}
	}

	if (process.env.TEST_REDIS_URL) {
		console.log('Redis: using TEST_REDIS_URL from the environment')
	} else {
		const url = 'redis://127.0.0.1:6379'
		if (await probeRedis(url)) {
			process.env.TEST_REDIS_URL = url
			console.log(`Redis: server found at 127.0.0.1:6379; TEST_REDIS_URL=${url}`)
		} else {
			console.log('Redis: no server at 127.0.0.1:6379 (TEST_REDIS_URL unset): rate limits are tested in memory only')
		}
	}

	const environmentMs = Date.now() - environmentStarted
	console.log(`environment: ${seconds(environmentMs)}`)

	const results = []
	let passed = 0
	let failed = 0
	let exitCode = 0
	const record = (step, code, ms) => {
		const counts = step.counts?.() ?? null
		if (counts) {
			passed += counts.passed
			failed += counts.failed
		}
		if (code !== 0 && !(counts && counts.failed > 0)) failed += 1
		results.push({ step, code, ms, counts, notes: step.notes?.() ?? [] })
		console.log(`${step.name}: ${code === 0 ? 'ok' : 'FAIL'} in ${seconds(ms)}`)
		if (code !== 0) exitCode ||= code
	}
	// Each step starts once the steps it needs have passed; the one live step streams its output
	// (when it is among the selected), the others keep theirs for the end.
	const selectedNames = new Set(selected.map((s) => s.name))
	const liveStep = selected.find((s) => s.live) ?? (selected.length === 1 ? selected[0] : null)
	const outputs = new Map()
	const ended = new Map()
	const skipped = []
	await new Promise((allEnded) => {
		const pending = new Set(selected)
		const running = new Set()
		const startReady = () => {
			for (const step of [...pending]) {
				const needs = (step.needs ?? []).filter((n) => selectedNames.has(n))
				if (needs.some((n) => !ended.has(n))) continue
				pending.delete(step)
				if (needs.some((n) => ended.get(n).code !== 0)) {
					skipped.push(step)
					continue
				}
				running.add(step)
				const output = step === liveStep ? null : []
				outputs.set(step.name, output)
				if (step === liveStep) header(step.title)
				const started = Date.now()
				step.run(output).then((code) => {
					const ms = Date.now() - started
					ended.set(step.name, { code, ms })
					running.delete(step)
					record(step, code, ms)
					startReady()
					if (!running.size) allEnded()
				})
			}
			if (!running.size && !pending.size) allEnded()
		}
		startReady()
	})
	// The kept outputs, whole, in the steps' order.
	for (const step of selected) {
		const output = outputs.get(step.name)
		if (!output) continue
		header(step.title)
		process.stdout.write(Buffer.concat(output))
	}

	header('summary')
	console.log(`ok   ${'environment'.padEnd(10)} ${(environmentMs / 1000).toFixed(1).padStart(6)} s`)
	results.sort((a, b) => steps.indexOf(a.step) - steps.indexOf(b.step))
	for (const { step, code, ms, counts } of results) {
		const status = code === 0 ? 'ok  ' : 'FAIL'
		const detail = counts ? `  ${counts.passed} passed${counts.flaky ? ` (${counts.flaky} flaky)` : ''}, ${counts.failed} failed` : ''
		console.log(`${status} ${step.name.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(6)} s${detail}`)
	}
	for (const step of skipped) console.log(`skip ${step.name.padEnd(10)}      - (not run: ${step.needs.join(', ')} failed)`)
	const checks = checksLine(results.map(({ step }) => step.checks?.() ?? null))
	if (checks) console.log(`\n${checks}`)
	console.log(`\n${passed} passed, ${failed} failed`)
	for (const { notes } of results) for (const line of notes) console.log(line)
	process.exit(exitCode)
}

main().catch((error) => {
	console.error(error)
	console.log('\n0 passed, 1 failed')
	process.exit(1)
})
