/**
 * The Playwright `test` every flow imports:
 *
 *   import { test, expect } from './utils/fixtures'
 *   test('…', async ({ page, login, waitForHydration, jsEnabled }) => { … })
 *
 * Each flow runs twice (projects js-enabled and js-disabled).
 */
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test'
import { DASHBOARD_URL, MESSENGER_SCRIPT_URL } from './env'
import { loginLink } from './sandbox'

export { expect }

function isJsEnabled(testInfo: TestInfo) {
	return testInfo.project.use.javaScriptEnabled !== false
}

/**
 * Waits until React has hydrated (`<html data-hydrated="true">`) so clicks reach
 * React handlers. A no-op in the js-disabled project (nothing will hydrate).
 */
export async function waitForHydration(page: Page, testInfo: TestInfo = base.info()) {
	if (!isJsEnabled(testInfo)) return
	await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/**
 * Logs in through the sandbox's magic link: asks for a link to `email`, opens
 * it (GET /auth/verify?token=… sets the session cookie) and expects the dashboard.
 */
export async function login(page: Page, email: string, options: { expectUrl?: string | RegExp } = {}) {
	const link = await loginLink(email)
	await page.goto(link)
	await expect(page).toHaveURL(options.expectUrl ?? `${DASHBOARD_URL}/`)
}

export interface A11yOptions {
	/** CSS selectors to limit the scan to. */
	include?: string[]
	/** CSS selectors to leave out (third-party widgets). */
	exclude?: string[]
	/** axe rule ids to skip, each with a reason in the test. */
	disableRules?: string[]
}

/**
 * Fails on axe-core violations of serious or critical impact, listing each with its targets.
 * axe runs inside the page, so with JavaScript disabled the rendered HTML (scripts
 * stripped) is re-opened at the same URL in a scratch JS-enabled context and checked there.
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}) {
	const jsEnabled = isJsEnabled(base.info())
	let target = page
	let scratch: BrowserContext | null = null
	if (!jsEnabled) {
		const browser = page.context().browser()
		if (!browser) throw new Error('expectNoA11yViolations: no browser for the JS-disabled copy')
		const url = page.url()
		const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
		scratch = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
		target = await scratch.newPage()
		await target.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }))
		await target.goto(url)
	}
	try {
		let builder = new AxeBuilder({ page: target })
		for (const selector of options.include ?? []) builder = builder.include(selector)
		for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
		if (options.disableRules?.length) builder = builder.disableRules(options.disableRules)
		const results = await builder.analyze()
		const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		const summary = serious.map(
			(v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`,
		)
		expect(summary, `accessibility violations on ${page.url()}`).toEqual([])
	} finally {
		await scratch?.close()
	}
}

/** A stand-in for the third-party messenger widget script (never fetched from the network). */
export const FAKE_MESSENGER_SCRIPT = 'window.__fakeMessengerLoaded = true;'

interface Fixtures {
	/** false in the js-disabled project. */
	jsEnabled: boolean
	waitForHydration: (page?: Page) => Promise<void>
	login: (page: Page, email: string) => Promise<void>
	/** Answers MESSENGER_SCRIPT_URL with FAKE_MESSENGER_SCRIPT on the default page (auto). */
	fakeMessenger: void
}

/** An address from the IPv6 documentation range, one per test. */
function testClientAddress() {
	const group = () => Math.floor(Math.random() * 0xffff).toString(16)
	return `2001:db8::${group()}:${group()}:${group()}`
}

export const test = base.extend<Fixtures>({
	// The dashboard runs with TRUST_PROXY in e2e: each test is its own user address.
	extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
		await use({ 'X-Forwarded-For': testClientAddress(), ...extraHTTPHeaders })
	},
	jsEnabled: async ({}, use, testInfo) => {
		await use(isJsEnabled(testInfo))
	},
	waitForHydration: async ({ page }, use, testInfo) => {
		await use((target = page) => waitForHydration(target, testInfo))
	},
	login: async ({ page }, use) => {
		await use((target, email) => login(target ?? page, email))
	},
	fakeMessenger: [
		async ({ context }, use) => {
			await context.route(MESSENGER_SCRIPT_URL, (route) =>
				route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_MESSENGER_SCRIPT }),
			)
			await use()
		},
		{ auto: true },
	],
})
