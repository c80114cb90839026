import type { APIRequestContext } from '@playwright/test'
import { integrationsIntents } from '../../../app/lib/settings/integrations-schemas'
import { productsTabIntents } from '../../../app/lib/settings/products-tab'
import { logoIntents } from '../../../app/lib/settings/profile'
import { securityIntents } from '../../../app/lib/settings/security-schemas'
import { subscriptionIntents } from '../../../app/lib/products/schemas'
import { test, expect } from '../utils/fixtures'
import { passwordLogin, sandboxFetch, seedScenario, loginLink } from '../utils/sandbox'

/**
 * Every action of the dashboard, posted the ways a broken client, a script
 * or an attacker would: bodies that are not forms, unknown intents, every
 * field huge, empty, or full of NUL and control characters, and another
 * integrator's ids. Nothing may answer 5xx, and nothing may change.
 * Bounded and deterministic: about 400 requests, eight at a time.
 */

/** The values every intent is posted with; unknown intents get the whole NASTY list. */
/**
 * 20,000 characters in each of ~40 fields stays under the 1 MB body limit, so
 * the action itself reads it (an oversized body is the 413 test's business).
 */
const SHARP = ['', 'a\u0000b', '\u0007\u001b[31mred\u0008', 'x'.repeat(20_000)]

const NASTY = [
	'',
	'\u0000',
	'a\u0000b',
	'\u0007\u001b[31mred\u0008',
	'line\r\nSet-Cookie: x=1',
	'x'.repeat(20_000),
	'€😀'.repeat(500),
	'../../etc/passwd',
	'<script>alert(1)</script>',
	'-1',
	'0',
	'1e309',
	'NaN',
	'%00',
	'true',
]

/** Every field name any dashboard form posts: each request sets them all to one nasty value. */
const FIELDS = [
	'service', 'documentIds', 'email', 'password', 'redirectTo', 'accountType', 'businessName', 'firstName', 'lastName', 'country',
	'confirmPassword', 'collapsed', 'webhook', 'token', 'pin', 'confirmPin', 'oldPin', 'newPin', 'confirmNewPin', 'oldPassword',
	'newPassword', 'confirmNewPassword', 'method', 'value', 'otp', 'expiryDays', 'whitelistedIps', 'sessionId', 'product',
	'checkBlacklistOnWithdrawal', 'addressId', 'address', 'asset', 'network', 'description', 'logo', 'resend', 'LOCAL_TRANSFER',
]

/**
 * Intents that take no field at all are valid whatever else is posted
 * (send a verification e-mail, start a 2FA setup, remove the logo): they
 * are not bad input, so they are left out.
 */
const FIELDLESS = new Set(['start-2fa', 'verify-email', 'send-phone-otp', 'remove-logo'])

const ACTIONS: Array<{ path: string; intents: readonly string[] }> = [
	{ path: '/products', intents: subscriptionIntents.options },
	{ path: '/subscriptions', intents: subscriptionIntents.options },
	{ path: '/product/trading', intents: subscriptionIntents.options },
	{ path: '/product/wallet-service', intents: subscriptionIntents.options },
	{ path: '/settings?index', intents: logoIntents.options },
	{ path: '/settings/integrations', intents: integrationsIntents.options },
	{ path: '/settings/security', intents: securityIntents.options },
	{ path: '/settings/products?product=trading&screen=addresses', intents: productsTabIntents.options },
	{ path: '/preferences/sidebar', intents: [] },
	{ path: '/session/keep-alive', intents: [] },
	{ path: '/crypto/anything', intents: [] },
	{ path: '/fiat/anything', intents: [] },
	{ path: '/auth/login', intents: [] },
	{ path: '/auth/register', intents: [] },
]

const MALFORMED: Array<{ name: string; headers: Record<string, string>; data: string }> = [
	{ name: 'text/plain', headers: { 'Content-Type': 'text/plain' }, data: 'intent=subscribe&service=trading' },
	{ name: 'JSON', headers: { 'Content-Type': 'application/json' }, data: '{"intent":"deactivate","service":"trading"}' },
	{ name: 'no content type', headers: {}, data: '' },
	{ name: 'broken multipart', headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' }, data: '--zzz\r\nContent-Disposition: form-data; na' },
	{ name: 'multipart without boundary', headers: { 'Content-Type': 'multipart/form-data' }, data: 'intent=deactivate' },
	{ name: 'broken urlencoded', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: '%%%=%E0%A4%A&intent=%' },
]

function form(intent: string | null, value: string) {
	const params = new URLSearchParams()
	if (intent !== null) params.set('intent', intent)
	for (const field of FIELDS) params.set(field, value)
	return params.toString()
}

/** The integrator's state as the provider holds it: what no bad post may change. */
async function snapshot(token: string) {
	const [profile, subscriptions, sessions, addresses, emails] = await Promise.all(
		['/integrator/v1', '/integrator/v1/subscriptions', '/auth/v1/tokens', '/integrator/v1/withdrawal-addresses', '/integrator/v1/email-notifications'].map(
			(path) => sandboxFetch<{ data: unknown }>(path, { token }).then((answer) => answer.data),
		),
	)
	return { profile, subscriptions, sessions, addresses, emails }
}

async function post(request: APIRequestContext, origin: string, path: string, headers: Record<string, string>, data: string) {
	const response = await request.post(path, { headers: { Origin: origin, ...headers }, data, maxRedirects: 0 })
	return { status: response.status(), path, headers }
}

test('every action survives malformed bodies, unknown intents, huge and control-character values: no 5xx, nothing changed', async ({
	page,
	baseURL,
}) => {
	test.setTimeout(300_000)
	const [mine, theirs] = await Promise.all([seedScenario('settings-ready'), seedScenario('settings-ready')])
	const me = mine.integrators[0]!
	const other = theirs.integrators[0]!
	const [myToken, otherToken] = await Promise.all([passwordLogin(me.email, me.password!), passwordLogin(other.email, other.password!)])
	// Something of the other integrator's to aim at: a saved address and an API session.
	const otherAddresses = await sandboxFetch<{ data: Array<{ addressId: string }> }>('/integrator/v1/withdrawal-addresses', { token: otherToken })
	const otherSession = await sandboxFetch<{ data: { sessionId: string } }>('/auth/v1/token', {
		token: otherToken,
		body: { email: other.email, admin: false, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), whitelistedIps: ['203.0.113.7'] },
	})
	await page.goto(await loginLink(me.email))
	await expect(page).toHaveURL('/')

	const before = await Promise.all([snapshot(myToken), snapshot(otherToken)])
	const failures: string[] = []
	const check = (answer: { status: number; path: string }, what: string) => {
		if (answer.status >= 500) failures.push(`${answer.status} ${answer.path}: ${what}`)
	}
	const request = page.request
	const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' }
	const posts: Array<{ path: string; headers: Record<string, string>; data: string; what: string }> = []
	for (const { path, intents } of ACTIONS) {
		for (const body of MALFORMED) posts.push({ path, headers: body.headers, data: body.data, what: body.name })
		for (const intent of intents.filter((i) => !FIELDLESS.has(i))) {
			for (const [index, value] of SHARP.entries()) posts.push({ path, headers: urlencoded, data: form(intent, value), what: `intent ${intent}, value #${index}` })
		}
		for (const intent of ['no-such-intent', null]) {
			for (const [index, value] of NASTY.entries()) posts.push({ path, headers: urlencoded, data: form(intent, value), what: `intent ${intent}, value #${index}` })
		}
	}
	for (let i = 0; i < posts.length; i += 8) {
		const batch = posts.slice(i, i + 8)
		const answers = await Promise.all(batch.map((p) => post(request, baseURL!, p.path, p.headers, p.data)))
		answers.forEach((answer, j) => check(answer, batch[j]!.what))
	}
	// Another integrator's ids, posted as the signed-in user.
	for (const [path, fields] of [
		['/settings/products?product=trading&screen=addresses', { intent: 'delete-address', addressId: otherAddresses.data[0]!.addressId }],
		['/settings/security?section=sessions', { intent: 'delete-session', sessionId: otherSession.data.sessionId }],
		['/settings/security?section=sessions', { intent: 'refresh-session', sessionId: otherSession.data.sessionId }],
	] as const) {
		const answer = await post(request, baseURL!, path, { 'Content-Type': 'application/x-www-form-urlencoded' }, new URLSearchParams(fields).toString())
		check(answer, `another integrator's id (${fields.intent})`)
	}

	expect(failures).toEqual([])
	const after = await Promise.all([snapshot(myToken), snapshot(otherToken)])
	expect(after[0], 'the signed-in integrator is as before').toEqual(before[0])
	expect(after[1], 'the other integrator is as before').toEqual(before[1])
})
