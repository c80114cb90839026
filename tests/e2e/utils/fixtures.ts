/**
 * The Playwright `test` every flow imports:
 *
 *   import { test, expect } from './utils/fixtures'
 *   test('…', async ({ page, login, waitForHydration, jsEnabled }) => { … })
 *
 * Each flow runs twice (projects js-enabled and js-disabled).
 */
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type TestInfo } from '@playwright/test'
import { decodeJwt } from 'jose'
import { createEncryptedCookieSessionStorage } from '../../../app/server/encrypted-cookie.server'
import { SESSION_COOKIE_NAME, type SessionData } from '../../../app/server/session.server'
import { accessTokenClaimsSchema, loginResponseSchema } from '../../../contract/auth'
import { DASHBOARD_URL, E2E_SESSION_SECRET, MESSENGER_SCRIPT_URL } from './env'
import { loginLink, sandboxFetch } from './sandbox'

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
 * Logs in the way a user does: asks the sandbox for a link to `email`, opens
 * it (GET /auth/verify?token=… sets the session cookie) and expects the
 * dashboard. For the specs that test logging in (`test.use({ loginBy: 'link' })`).
 */
export async function loginThroughLink(page: Page, email: string, options: { expectUrl?: string | RegExp } = {}) {
	const link = await loginLink(email)
	await page.goto(link)
	await expect(page).toHaveURL(options.expectUrl ?? `${DASHBOARD_URL}/`)
}

/**
 * A session made for the test: the provider's access token for `email`
 * (its login link's token, exchanged with the sandbox directly), sealed
 * into the dashboard's session cookie by the dashboard's own cookie code
 * with the secret the e2e server runs with (playwright.config.ts). What a
 * login would leave in the browser, without the login pages' round trips
 * and the rate limits they count. 2FA accounts log in through the link.
 */
export async function sessionCookieFor(email: string) {
	const token = new URL(await loginLink(email)).searchParams.get('token')
	const answer = loginResponseSchema.parse(await sandboxFetch('/auth/v1/login/verify', { body: { token } })).data
	if (!('accessToken' in answer)) throw new Error(`${email} has 2FA on: log in through the link (test.use({ loginBy: 'link' }))`)
	const claims = accessTokenClaimsSchema.parse(decodeJwt(answer.accessToken))
	const storage = createEncryptedCookieSessionStorage<SessionData>({
		cookie: { name: SESSION_COOKIE_NAME, secrets: [E2E_SESSION_SECRET], httpOnly: true, sameSite: 'lax', path: '/' },
	})
	const session = await storage.getSession()
	session.set('accessToken', answer.accessToken)
	session.set('integratorPk', claims.integratorPk)
	session.set('email', claims.email)
	session.set('lastActivityAt', Date.now())
	session.set('expiresAt', claims.exp * 1000)
	const header = await storage.commitSession(session, { expires: new Date(claims.exp * 1000) })
	const value = header.slice(SESSION_COOKIE_NAME.length + 1, header.indexOf(';'))
	return { name: SESSION_COOKIE_NAME, value, url: DASHBOARD_URL, httpOnly: true, sameSite: 'Lax' as const, expires: claims.exp }
}

/** Signs `page`'s browser context in as `email` with a session made for the test, and opens the dashboard. */
export async function loginWithSession(page: Page, email: string) {
	await page.context().addCookies([await sessionCookieFor(email)])
	await page.goto('/')
	await expect(page).toHaveURL(`${DASHBOARD_URL}/`)
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
 * Fails on axe-core violations of serious or critical impact, listing each with its targets,
 * checked on the page as the test rendered it.
 *
 * Only in the js-enabled project: axe runs inside the page and waits on timers,
 * which never fire where scripting is off, so the js-disabled project would
 * have to render every page again to check it (docs/decisions/067-axe-once-per-page-state.md).
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}) {
	if (!isJsEnabled(base.info())) return
	// Colours caught mid-transition (a button the pointer just clicked fading to its hover colour, 150 ms)
	// are no state anyone reads, and made a contrast check flaky: every CSS transition and finite animation
	// is brought to its end first (an endless one, a spinner, cannot be and is left as it is).
	await page.evaluate(() => {
		for (const animation of document.getAnimations()) {
			try {
				animation.finish()
			} catch {
				// InvalidStateError: an endless animation has no end to jump to.
			}
		}
	})
	let builder = new AxeBuilder({ page })
	for (const selector of options.include ?? []) builder = builder.include(selector)
	for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
	if (options.disableRules?.length) builder = builder.disableRules(options.disableRules)
	const results = await builder.analyze()
	const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
	const summary = serious.map(
		(v) =>
			`${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes
				.slice(0, 3)
				.map((n) => n.target.join(' '))
				.join(' | ')})`,
	)
	expect(summary, `accessibility violations on ${page.url()}`).toEqual([])
}

/** A stand-in for the third-party messenger widget script (never fetched from the network). */
export const FAKE_MESSENGER_SCRIPT = 'window.__fakeMessengerLoaded = true;'

interface Fixtures {
	/**
	 * How `login` signs in: `session` (default) with a session made for the
	 * test, `link` through the login link as a user does — for the specs that
	 * test logging in: `test.use({ loginBy: 'link' })`.
	 */
	loginBy: 'session' | 'link'
	/** false in the js-disabled project. */
	jsEnabled: boolean
	waitForHydration: (page?: Page) => Promise<void>
	login: (page: Page, email: string) => Promise<void>
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
	loginBy: ['session', { option: true }],
	login: async ({ page, loginBy }, use) => {
		await use((target, email) => (loginBy === 'link' ? loginThroughLink : loginWithSession)(target ?? page, email))
	},
	// Answers MESSENGER_SCRIPT_URL with FAKE_MESSENGER_SCRIPT in every browser context a test
	// opens; a test that only makes requests opens none.
	context: async ({ context }, use) => {
		await context.route(MESSENGER_SCRIPT_URL, (route) =>
			route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_MESSENGER_SCRIPT }),
		)
		await use(context)
	},
})
