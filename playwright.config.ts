import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { pgliteTemplateDir } from './sandbox/test-support/backends'
import { DASHBOARD_PORT, DASHBOARD_URL, MESSENGER_APP_ID, MESSENGER_SCRIPT_URL, SANDBOX_PORT } from './tests/e2e/utils/env'
import { findChromium } from './tests/support/chromium'

/**
 * End-to-end tests: Debian's Chromium headless shell, or its full Chromium
 * (tests/support/chromium.ts; Playwright cannot download browsers here), every flow twice — JavaScript enabled and disabled — against the real
 * built server (`node build/server.js`), which spawns the real sandbox.
 * `npm test` builds first; `npx playwright test` alone expects a current build.
 */
const CHROMIUM = findChromium() ?? '/usr/bin/chromium'
const CI = !!process.env.CI

// One fresh data directory per run, so the sandbox starts from nothing but the demo users.
// The config is evaluated in the runner and in each worker: only the runner
// (no TEST_WORKER_INDEX) decides the directory, and workers inherit it by env.
if (!process.env.E2E_DATA_DIR) {
	process.env.E2E_DATA_DIR = path.resolve('.cache', `e2e-${Date.now()}-${process.pid}`)
}
const DATA_DIR = process.env.E2E_DATA_DIR
// The server's session secret, known to the workers so that they can seal sessions made for tests (utils/fixtures.ts).
process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString('hex')
if (!process.env.TEST_WORKER_INDEX) {
	mkdirSync(DATA_DIR, { recursive: true })
	// The sandbox's database starts as a copy of the migrated template the unit
	// tests made (sandbox/test-support/backends.ts), when there is one: a fresh
	// PGlite runs initdb in WebAssembly, tens of seconds of the server's start on
	// a busy machine. Without one the sandbox makes its database as in production.
	const template = path.join(pgliteTemplateDir(), 'sandbox-db')
	if (!process.argv.includes('--list') && existsSync(path.join(template, 'PG_VERSION')))
		cpSync(template, path.join(DATA_DIR, 'sandbox-db'), { recursive: true })
	// Keep the directories of the two previous runs (for post-mortems), drop older ones.
	const previous = readdirSync('.cache')
		.filter((name) => /^e2e-\d+-\d+$/.test(name) && path.resolve('.cache', name) !== DATA_DIR)
		.sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]))
	for (const name of previous.slice(2)) rmSync(path.resolve('.cache', name), { recursive: true, force: true })
}
// The tests drive the sandbox the server spawns, never an external provider.
delete process.env.PROVIDER_API_URL

const chromium = {
	...devices['Desktop Chrome'],
	launchOptions: {
		executablePath: CHROMIUM,
		args: [
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
	},
}

const reporter: NonNullable<Parameters<typeof defineConfig>[0]['reporter']> = [['list']]
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporter.push(['json'])

export default defineConfig({
	testDir: 'tests/e2e',
	outputDir: 'test-results',
	fullyParallel: true,
	forbidOnly: CI,
	workers: Math.min(2, Number(process.env.E2E_WORKERS ?? 2)),
	retries: CI ? 1 : 0,
	timeout: 30_000,
	// A guard against a hang, not a speed goal: the suite's time is what `.ci/run` prints (and
	// docs/decisions/118-ci-run-profile.md holds a measured run), well inside this bound.
	globalTimeout: CI ? 30 * 60_000 : 0,
	expect: { timeout: 7_000 },
	reporter,
	use: {
		baseURL: DASHBOARD_URL,
		trace: 'on-first-retry',
		actionTimeout: 10_000,
		navigationTimeout: 15_000,
	},
	// `*.js-only.spec.ts` need JavaScript; `*.http.spec.ts` post requests without a page: both run once.
	projects: [
		{ name: 'js-enabled', use: { ...chromium, javaScriptEnabled: true } },
		// Prompts, countdowns and the messenger exist only with JavaScript.
		{ name: 'js-disabled', use: { ...chromium, javaScriptEnabled: false }, testIgnore: /\.(js-only|http)\.spec\.ts$/ },
	],
	webServer: {
		command: 'node build/server.js',
		url: `${DASHBOARD_URL}/healthz`,
		timeout: 120_000,
		reuseExistingServer: false,
		stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
		stderr: 'pipe',
		env: {
			PORT: String(DASHBOARD_PORT),
			SANDBOX_PORT: String(SANDBOX_PORT),
			APP_URL: DASHBOARD_URL,
			ENVIRONMENT: 'sandbox',
			DATA_DIR,
			SESSION_SECRET: process.env.E2E_SESSION_SECRET,
			MESSENGER_APP_ID,
			MESSENGER_SCRIPT_URL,
			LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
			SANDBOX_LOG: process.env.SANDBOX_LOG ?? 'false',
			// Every test logs in from 127.0.0.1: the sandbox's per-IP login limit would trip.
			SANDBOX_RATE_LIMIT_PER_MINUTE: '0',
			// Every test registers users and sets PINs: cheap hashes (never in production, sandbox/env.ts).
			SANDBOX_PASSWORD_HASH_COST: '4',
			// Each test sends its own X-Forwarded-For (fixtures.ts), so the dashboard's
			// per-address limits count each test apart, as they would real users.
			TRUST_PROXY: 'true',
			// Webhook attempts give up after 2 s (a slow receiver's test waits that long, not 5 s), and a failed
			// one waits 10 minutes for its retry: the specs run retries themselves ('deliver now'), never the clock.
			SANDBOX_WEBHOOK_TIMEOUT_MS: '2000',
			SANDBOX_WEBHOOK_RETRY_SECONDS: '600,600,600,600,600',
		},
	},
})
