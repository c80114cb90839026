import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CRYPTO_ASSETS } from '#contract/money/currencies.ts'
import { toDocBase64 } from '#contract/onboarding/document-check.ts'
import { RATE_CARD_SERVICES, rateCardPath } from '#contract/products.ts'
import { TRADING_CURRENCIES } from '#contract/trading/pairs.ts'
import { samplePdf } from '../onboarding/sample-files.ts'
import { setSubscription } from '../products/control.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { useInProcessApp } from '../test-support/in-process-app.ts'
import { TEST_PASSWORD } from '../test-support/integrator-client.ts'
import { uniqueEmail } from '../test-support/unique.ts'

declare module 'vitest' {
	/** What this fuzzer sent, counted in `npm test`'s checks line (scripts/test-results.mjs). */
	interface TaskMeta {
		fuzzPosts?: number
	}
}

/**
 * Every route of the sandbox (read from the app's own route list, so a new
 * route is fuzzed without anyone adding it here) gets malformed bodies, wrong
 * content types, unknown fields, huge strings, NUL and control characters in
 * every field and path parameter, and the other integrator's ids. Nothing may
 * answer 5xx, and neither integrator's state may change. Deterministic: a
 * seeded generator; bounded: a few thousand in-process requests.
 */

const SEED = 20_261_123
const HUGE = 'x'.repeat(200_000)

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
	let state = seed >>> 0
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
	}
	return {
		next,
		pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
		int: (max: number) => Math.floor(next() * max),
	}
}

/** The request fields the contract knows, and a few it does not. */
const FIELDS = [
	'email',
	'password',
	'firstName',
	'lastName',
	'businessName',
	'accountType',
	'country',
	'callbackUrl',
	'token',
	'webhook',
	'address',
	'asset',
	'network',
	'description',
	'addressId',
	'sessionId',
	'expiresAt',
	'whitelistedIps',
	'name',
	'value',
	'pin',
	'confirmPin',
	'oldPin',
	'newPin',
	'confirmNewPin',
	'oldPassword',
	'newPassword',
	'confirmNewPassword',
	'confirmPassword',
	'logo',
	'notificationSettings',
	'otp',
	'resend',
	'contactNumber',
	'documentIds',
	'tag',
	'admin',
	'checkBlacklistOnWithdrawal',
	'alwaysShowBlacklistCheck',
	'paymentBeneficiaryType',
	'isContractSigned',
	'unknownField',
	'__proto__',
	'constructor',
	'step',
	'draft',
	'docBase64',
	'filename',
	'shareholderId',
	'shareholders',
	'stakeholders',
	'amlAnswers',
	'approveAll',
	'documents',
	'amount',
	'currency',
	'bankCode',
	'accountNumber',
	'narration',
	'idempotencyKey',
	'reason',
	'senderName',
	'label',
	'customerReference',
	'kind',
	'count',
	'usd',
	'pair',
	'side',
	'amountCurrency',
	'direction',
	'perUsd',
	'collateralAsset',
	'collateralAmount',
	'full',
	'days',
	'fileName',
	'rows',
	'line',
	'beneficiaryId',
	'reference',
]

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u001B', '\u001F', '\r\n', '\t']

type Ids = { pk: string; email: string; addressId: string; sessionId: string; documentId: string; walletId: string; depositId: string }

function fuzzValue(rng: ReturnType<typeof generator>, other: Ids, depth = 0): unknown {
	switch (rng.int(14)) {
		case 0:
			return HUGE
		case 1:
			return `abc${rng.pick(CONTROL)}def`
		case 2:
			return rng.pick(CONTROL)
		case 3:
			return rng.pick([other.pk, other.email, other.addressId, other.sessionId, other.documentId, other.walletId, other.depositId])
		case 4:
			return rng.pick([0, -1, 1e308, 123456, 1.5])
		case 5:
			return depth < 3 ? [fuzzValue(rng, other, depth + 1), fuzzValue(rng, other, depth + 1)] : []
		case 6:
			return depth < 3 ? { [rng.pick(FIELDS)]: fuzzValue(rng, other, depth + 1) } : {}
		case 7:
			return ''
		case 8:
			return '   '
		case 9:
			return 'data:image/png;base64,' + 'A'.repeat(rng.int(5000))
		case 10:
			return '😀\uD800' // an emoji and a lone surrogate
		case 11:
			return `https://example.com/${rng.pick(CONTROL)}`
		case 12:
			return rng.pick(['trading', 'BTC', 'ETH', 'COMPANY', 'NG', '60D', '123456', 'sms', 'pin'])
		default:
			return depth > 0 ? null : 'plain'
	}
}

function randomBody(rng: ReturnType<typeof generator>, other: Ids) {
	const body: Record<string, unknown> = {}
	for (let i = 0, n = 1 + rng.int(4); i < n; i++) body[rng.pick(FIELDS)] = fuzzValue(rng, other)
	return JSON.stringify(body)
}

/** A deeply nested object and a very wide one. */
const NESTED = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)
const WIDE = JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])))

type Fuzz = { body?: string; contentType?: string; token?: string | null; query?: string }

const FIXED_BODIES: Fuzz[] = [
	{ body: 'hello', contentType: 'text/plain' },
	{ body: '{"email": ', contentType: 'application/json' },
	{ body: '[1,2]' },
	{ body: '42' },
	{ body: '"text"' },
	{ body: 'null' },
	{ body: 'true' },
	{ body: NESTED },
	{ body: WIDE },
	{ body: '{"email":"a@example.com"}', contentType: 'application/x-www-form-urlencoded' },
	{ body: 'email=a%40example.com&password=x', contentType: 'application/x-www-form-urlencoded' },
	{ body: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--b--', contentType: 'multipart/form-data; boundary=b' },
	{ body: '{"unknownField":1,"another":{"deep":[1,2,3]}}' },
	{ body: JSON.stringify({ [HUGE.slice(0, 1000)]: HUGE }) },
	{ body: '{}', token: null },
	{ body: '{}', token: 'not-a-token' },
	{ body: '\u0000' },
	{ body: '{"email":"\\u0000"}' },
]

const routeKey = (method: string, path: string) => `${method} ${path}`

/** Routes that act on the caller without any input: fuzzed without a valid token, or they would change state by design. */
const ACTS_WITHOUT_INPUT = new Set(['POST /auth/v1/2fa', 'GET /integrator/v1/email/verify', 'POST /auth/v1/logout'])

describe.each(sandboxBackends())('fuzzing every route on $name', (backend) => {
	const sandbox = useInProcessApp(backend)

	const call = async (method: string, path: string, fuzz: Fuzz & { token?: string | null } = {}) => {
		const headers = new Headers()
		// The back office is fuzzed with its control token (a caller without it gets a 401 and nothing further).
		const bearer = path.startsWith('/sandbox/') && fuzz.token && fuzz.token !== 'not-a-token' ? sandbox.controlToken : fuzz.token
		if (bearer) headers.set('authorization', `Bearer ${bearer}`)
		if (fuzz.body !== undefined) headers.set('content-type', fuzz.contentType ?? 'application/json')
		const response = await sandbox.app.request(path + (fuzz.query ?? ''), { method, headers, body: fuzz.body })
		const text = await response.text()
		return { status: response.status, text }
	}
	const json = async (method: string, path: string, token: string | null, body?: unknown) => {
		const answer = await call(method, path, { token, body: body === undefined ? undefined : JSON.stringify(body) })
		return { status: answer.status, json: JSON.parse(answer.text) }
	}

	async function newIntegrator(label: string) {
		const email = uniqueEmail(label)
		const registered = await json('POST', '/integrator/v1/register', null, {
			accountType: 'COMPANY',
			businessName: 'Fuzz Ltd',
			firstName: 'Fuzz',
			lastName: label,
			email,
			country: 'NG',
			password: TEST_PASSWORD,
		})
		expect(registered.status).toBe(201)
		const token = (await json('POST', '/auth/v1/login/password', null, { email, password: TEST_PASSWORD })).json.data.accessToken as string
		const address = await json('POST', '/integrator/v1/withdrawal-address', token, {
			address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
			asset: 'BTC',
			network: 'BTC',
			paymentBeneficiaryType: 'FIRST_PARTY',
			isContractSigned: true,
			description: 'cold',
		})
		expect(address.status).toBe(201)
		const session = await json('POST', '/auth/v1/token', token, {
			email,
			admin: false,
			expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
			whitelistedIps: ['203.0.113.7'],
		})
		expect(session.status).toBe(201)
		expect((await json('POST', '/integrator/v1/subscriptions', token, { name: 'trading' })).status).toBe(201)
		const document = await json('POST', '/integrator/v1/kyb-doc-upload', token, {
			name: 'cacDoc',
			docBase64: toDocBase64(samplePdf(), 'application/pdf'),
		})
		expect(document.status).toBe(201)
		// The Wallet service active, a main wallet in every asset (so creating one is always a 409) and a credited
		// deposit (so its confirmations are a 409): nothing pending, so a block changes nothing either.
		await setSubscription(sandbox.database.db, registered.json.data.pk as string, 'wallets', { isApproved: true, status: true }, Date.now())
		const walletIds: string[] = []
		for (const asset of CRYPTO_ASSETS) {
			const wallet = await json('POST', '/wallets/v1/wallets', token, { asset })
			expect(wallet.status).toBe(201)
			walletIds.push(wallet.json.data.id as string)
		}
		// The Lending service active with a collateral wallet of every asset it lends against (so creating one is a 409);
		// no PIN, so no transfer, loan or repayment can move anything.
		await setSubscription(sandbox.database.db, registered.json.data.pk as string, 'lending', { isApproved: true, status: true }, Date.now())
		for (const asset of ['BTC', 'ETH']) expect((await json('POST', '/lending/v1/wallets', token, { asset })).status).toBe(201)
		const deposit = await json(
			'POST',
			`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/wallets/deposits`,
			sandbox.controlToken,
			{
				asset: 'BTC',
				network: 'BTC',
				amount: '0.001',
			},
		)
		expect(deposit.status).toBe(201)
		const confirmed = await json(
			'POST',
			`/sandbox/v1/control/wallets/deposits/${deposit.json.data.id}/confirmations`,
			sandbox.controlToken,
			{
				count: 1000,
			},
		)
		expect(confirmed.json.data.status).toBe('CONFIRMED')
		// Trading active, a trading wallet in every currency (so opening one is always a 409).
		await setSubscription(sandbox.database.db, registered.json.data.pk as string, 'trading', { isApproved: true, status: true }, Date.now())
		for (const currency of TRADING_CURRENCIES) expect((await json('POST', '/trading/v1/wallets', token, { currency })).status).toBe(201)
		// The Fiat wallet active with an NGN wallet, so its calls are fuzzed past the service guard.
		await setSubscription(sandbox.database.db, registered.json.data.pk as string, 'fcat', { isApproved: true, status: true }, Date.now())
		expect((await json('POST', '/fcat/v1/wallets', token, { currency: 'NGN' })).status).toBe(201)
		// The Payment service active too, so its calls are fuzzed past its guard.
		await setSubscription(sandbox.database.db, registered.json.data.pk as string, 'payment', { isApproved: true, status: true }, Date.now())
		return {
			token,
			ids: {
				pk: registered.json.data.pk as string,
				email,
				addressId: address.json.data.addressId as string,
				sessionId: session.json.data.sessionId as string,
				documentId: document.json.data.id as string,
				walletId: walletIds[0]!,
				depositId: deposit.json.data.id as string,
			},
		}
	}

	async function snapshot(tokens: string[]) {
		const state: unknown[] = []
		for (const token of tokens) {
			// Rate cards are written on first read: reading them all here makes that happen before the first snapshot.
			for (const path of [
				'/integrator/v1',
				'/integrator/v1/subscriptions',
				'/auth/v1/tokens',
				'/integrator/v1/withdrawal-addresses',
				'/integrator/v1/email-notifications',
				'/integrator/v1/onboard-kyb',
				'/integrator/v1/accounts',
				'/wallets/v1/wallets',
				// Made on first read, like the rate cards; the deliveries hold every webhook attempt.
				'/integrator/v1/webhook/secret',
				'/integrator/v1/webhook/deliveries',
				// Every change and login is in the audit log: a fuzzed call that changed anything would show here too.
				'/integrator/v1/audit',
				// Approval rules and requests (record 134).
				'/integrator/v1/approvals/rules',
				'/integrator/v1/approvals',
				'/trading/v1/wallets',
				'/lending/v1/wallets',
				'/lending/v1/loans',
				'/payment/v1/batches',
				...RATE_CARD_SERVICES.map(rateCardPath),
			]) {
				state.push(await json('GET', path, token))
			}
		}
		type Rows<T> = { rows: T[] }
		const tables = (await sandbox.database.db.execute(
			sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
		)) as unknown as Rows<{ table_name: string }>
		for (const { table_name } of tables.rows) {
			const counted = (await sandbox.database.db.execute(sql.raw(`select count(*)::int as n from "${table_name}"`))) as unknown as Rows<{
				n: number
			}>
			state.push({ table: table_name, rows: counted.rows[0]?.n })
		}
		return state
	}

	it('answers no 5xx and changes nothing @bad-input', { timeout: 120_000 }, async ({ task }) => {
		const me = await newIntegrator('fuzz-me')
		const other = await newIntegrator('fuzz-other')
		const before = await snapshot([me.token, other.token])

		const routes = [
			...new Map(
				sandbox.app.routes
					.filter((route) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
					.map((route) => [routeKey(route.method, route.path), route]),
			).values(),
		]
		expect(routes.length).toBeGreaterThan(40)

		const rng = generator(SEED)
		const failures: string[] = []
		let sent = 0
		const started = performance.now()
		const o = other.ids
		const paramValues = [
			'abc',
			'%00',
			'a%1Fb',
			'%E0%A4%A',
			'%2e%2e%2f',
			'x'.repeat(3_000),
			encodeURIComponent(o.addressId),
			encodeURIComponent(o.sessionId),
			encodeURIComponent(o.pk),
			encodeURIComponent(o.email),
			encodeURIComponent(o.documentId),
			encodeURIComponent(o.walletId),
			encodeURIComponent(o.depositId),
			'😀',
		]
		const foreignBodies: Fuzz[] = [
			{ body: JSON.stringify({ addressId: o.addressId, description: 'mine now' }) },
			{ body: JSON.stringify({ sessionId: o.sessionId, expiresAt: '60D' }) },
			{ body: JSON.stringify({ sessionId: o.sessionId }) },
		]
		const queries = [
			'?to=%00',
			'?to=' + encodeURIComponent(o.email),
			'?callbackUrl=%01',
			`?callbackUrl=${HUGE.slice(0, 50_000)}`,
			'?service=%00',
			'?service=nope',
			'?token=' + 'a'.repeat(600),
			'?token=%00',
			'?%00=1',
			'?to=%E0%A4%A',
			'?member=' + encodeURIComponent(o.pk),
			'?kind=%00',
		]

		for (const route of routes) {
			const key = routeKey(route.method, route.path)
			const token = ACTS_WITHOUT_INPUT.has(key) ? 'not-a-token' : me.token
			const params = route.path.match(/:[A-Za-z]+/g) ?? []
			const fill = (value: string) => params.reduce((path, param) => path.replace(param, value), route.path)
			const paths = params.length ? paramValues.map(fill) : [route.path]
			const cases: Fuzz[] =
				route.method === 'GET'
					? [{}, ...queries.map((query) => ({ query })), { token: null }]
					: [...FIXED_BODIES, ...foreignBodies, ...Array.from({ length: 20 }, () => ({ body: randomBody(rng, o) }))]
			for (const [index, path] of paths.entries()) {
				// Every case on the first path; one on each other path parameter value.
				for (const fuzz of index === 0 ? cases : [cases[rng.int(cases.length)] ?? {}]) {
					const answer = await call(route.method, path, {
						token: fuzz.token === undefined ? token : fuzz.token,
						...(fuzz.body !== undefined ? { body: fuzz.body, contentType: fuzz.contentType } : {}),
						query: fuzz.query,
					})
					sent++
					if (answer.status >= 500)
						failures.push(
							`${answer.status} ${route.method} ${path.slice(0, 80)}${fuzz.query?.slice(0, 40) ?? ''} ${fuzz.body?.slice(0, 120) ?? ''}`,
						)
				}
			}
		}
		console.log(`fuzz: ${sent} requests in ${Math.round(performance.now() - started)} ms`)
		// Counted in `npm test`'s checks line (scripts/test-results.mjs).
		task.meta.fuzzPosts = sent
		expect(failures).toEqual([])
		// Bounded per route (the requests grow with the routes, never without them): about 60 a route.
		expect(sent).toBeGreaterThan(1_000)
		expect(sent).toBeLessThan(routes.length * 100)
		expect(await snapshot([me.token, other.token])).toEqual(before)
	})
})
