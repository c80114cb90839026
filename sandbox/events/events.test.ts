import net, { type AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deliveryListResponseSchema, webhookDeliveryResponseSchema } from '#contract/events/api.ts'
import { endCustomer } from '../compliance/kyc-test-client.ts'
import { CRYPTO_ACTIVE_PIN } from '../crypto-active.ts'
import { deposit, expectLedgerBalances, moneyIntegrator, newKey, TEST_PIN } from '../ledger/test-client.ts'
import { SCENARIO_PASSWORD } from '../scenario-people.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login, newIntegrator, withClock, type IntegratorClient } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { startWebhookReceiver, verifyWebhookSignature, type WebhookReceiver } from '../test-support/webhook-receiver.ts'
import { DEFAULT_PRICES } from '../wallets/prices.ts'

/**
 * Signed webhooks against real receivers on local ports, on both databases:
 * a test event arrives signed; a 500 is retried up to the bound and then
 * fails; a slow receiver is cut off at the time limit; racing resends make
 * one attempt; another integrator's delivery is a 404; rotating the secret
 * needs the PIN (and the code with 2FA on) and signs with the new one at
 * once; real events (a funding deposit, a local transfer settled, a crypto
 * deposit credited) arrive signed. The worker is off (its round every hour):
 * each test sends through the routes or the back office's 'deliver now'.
 */

/** The first `count` of `promises` to settle (the rest may be held on purpose); fails after 5 s. */
function firstAnswers<T>(promises: Promise<T>[], count: number) {
	return new Promise<T[]>((resolve, reject) => {
		const done: T[] = []
		setTimeout(() => reject(new Error(`only ${done.length} of ${count} answered within 5 s`)), 5_000).unref()
		for (const promise of promises)
			promise.then((value) => {
				done.push(value)
				if (done.length === count) resolve([...done])
			}, reject)
	})
}

/** Long enough for racing requests on a busy machine to meet an attempt held at the receiver, short enough for the slow receiver's test. */
const TIMEOUT_MS = 2_000
/** The port the suite's sandbox is told the dashboard listens on (SANDBOX_DASHBOARD_PORT): nothing listens there. */
const DASHBOARD_PORT = 1
const RETRIES = [60_000, 60_000, 60_000, 60_000, 60_000]

describe.each(databaseBackends())('webhooks on $name', (backend) => {
	const sandbox = useSandbox(backend, {
		webhooks: { timeoutMs: TIMEOUT_MS, retryDelaysMs: RETRIES, pollMs: 3_600_000, ownPorts: [DASHBOARD_PORT] },
	})
	const clock = withClock(sandbox)
	const receivers: WebhookReceiver[] = []
	afterAll(async () => {
		await Promise.all(receivers.map((receiver) => receiver.stop()))
	})

	/** A fresh receiver that knows the integrator's secret, as its webhook URL. */
	async function hook<Me extends Pick<IntegratorClient, 'patch' | 'get'>>(me: Me) {
		const receiver = await startWebhookReceiver()
		receivers.push(receiver)
		expect((await me.patch('/integrator/v1/webhook', { webhook: receiver.url })).status).toBe(200)
		const secret = await me.get('/integrator/v1/webhook/secret')
		expect(secret.status).toBe(200)
		receiver.secret = secret.json.data.secret as string
		return { me, receiver }
	}
	/** A new integrator (with a transaction PIN and money calls when `pin`) hooked to its own receiver. */
	const hooked = async () => hook(await newIntegrator(sandbox, clock, { label: 'hooks' }))
	const hookedWithPin = async () => hook(await moneyIntegrator(sandbox, clock))
	const delivery = (answer: { json: unknown }) => webhookDeliveryResponseSchema.parse(answer.json).data
	const deliverNow = (email: string) => sandbox.post('/sandbox/v1/control/events/deliver', { email })
	const deliveries = async (me: { get(path: string): Promise<{ status: number; json: unknown }> }, query = '') => {
		const answer = await me.get(`/integrator/v1/webhook/deliveries${query}`)
		expect(answer.status, JSON.stringify(answer.json)).toBe(200)
		return deliveryListResponseSchema.parse(answer.json).data
	}

	it('a test event arrives signed with the secret, as JSON with id, type, time and object, and is recorded', async () => {
		const { me, receiver } = await hooked()
		const sent = await me.post('/integrator/v1/webhook/test')
		expect(sent.status).toBe(201)
		const recorded = delivery(sent)
		expect(recorded).toMatchObject({
			eventType: 'webhook.test',
			status: 'DELIVERED',
			statusCode: 200,
			attempts: 1,
			error: null,
			url: receiver.url,
		})
		expect(recorded.responseMs).toBeGreaterThanOrEqual(0)
		expect(receiver.received).toHaveLength(1)
		const [got] = receiver.received
		expect(got!.signatureValid).toBe(true)
		expect(got!.event).toMatchObject({
			id: recorded.eventId,
			type: 'webhook.test',
			createdAt: recorded.eventCreatedAt,
			data: { businessId: me.pk },
		})
		expect(got!.headers['webhook-id']).toBe(recorded.eventId)
		expect(got!.headers['content-type']).toBe('application/json')
		// The check can fail: another secret, a changed body, an old timestamp.
		const header = got!.headers['webhook-signature'] as string
		expect(verifyWebhookSignature('whsec_other', header, got!.body)).toBe(false)
		expect(verifyWebhookSignature(receiver.secret, header, got!.body.replace('webhook.test', 'webhook.tesT'))).toBe(false)
		expect(verifyWebhookSignature(receiver.secret, header, got!.body, Date.now() / 1000 + 301)).toBe(false)
		expect((await deliveries(me)).items).toEqual([recorded])
	})

	it('a receiver answering 500 is retried with backoff up to the bound, then the delivery fails; Resend still sends it', async () => {
		const { me, receiver } = await hooked()
		receiver.mode = { kind: 'fail', status: 500 }
		const first = delivery(await me.post('/integrator/v1/webhook/test'))
		expect(first).toMatchObject({ status: 'PENDING', statusCode: 500, attempts: 1, maxAttempts: 6 })
		expect(first.error).toBe('The receiver answered 500: only a 2xx counts as delivered.')
		// The first retry waits its backoff (from the attempt's end): the worker's round leaves it alone until then.
		const backoff = Date.parse(first.nextAttemptAt!) - Date.parse(first.lastAttemptAt!)
		expect(backoff).toBeGreaterThanOrEqual(60_000)
		expect(backoff).toBeLessThan(60_000 + TIMEOUT_MS + 1_000)
		for (let retry = 1; retry <= 5; retry++) {
			const round = await deliverNow(me.email)
			expect(round.json.data).toEqual({ sent: 1, delivered: 0, failed: 1 })
		}
		expect((await deliverNow(me.email)).json.data).toEqual({ sent: 0, delivered: 0, failed: 0 })
		const [failed] = (await deliveries(me)).items
		expect(failed).toMatchObject({ id: first.id, status: 'FAILED', attempts: 6, statusCode: 500, nextAttemptAt: null })
		expect(receiver.received).toHaveLength(6)
		expect(receiver.received.every((got) => got.signatureValid && got.event?.id === first.eventId)).toBe(true)

		receiver.mode = { kind: 'ok' }
		const resent = await me.post(`/integrator/v1/webhook/deliveries/${first.id}/resend`)
		expect(resent.status).toBe(200)
		expect(delivery(resent)).toMatchObject({ status: 'DELIVERED', statusCode: 200, attempts: 7, error: null })
		// The same event, byte for byte: a receiver dedupes by its id.
		expect(receiver.received.at(-1)!.body).toBe(receiver.received[0]!.body)
	})

	it('a slow receiver is cut off at the time limit and the attempt fails; a stopped one is refused @bad-input', async () => {
		const { me, receiver } = await hooked()
		receiver.mode = { kind: 'slow', ms: 6_000 }
		const started = performance.now()
		const slow = delivery(await me.post('/integrator/v1/webhook/test'))
		expect(performance.now() - started).toBeLessThan(5_000)
		expect(slow).toMatchObject({ status: 'PENDING', statusCode: null, attempts: 1 })
		expect(slow.error).toBe('No answer within 2 s: the receiver must answer quickly and do its work afterwards.')
		expect(slow.responseMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
		expect(slow.responseMs).toBeLessThan(5_000)

		await receiver.stop()
		await deliverNow(me.email)
		const [refused] = (await deliveries(me)).items
		expect(refused).toMatchObject({ status: 'PENDING', attempts: 2, statusCode: null })
		expect(refused!.error).toBe('Not sent: could not connect to the receiver.')
		await receiver.start()
	})

	it("the log tells no open port from a closed one: both read 'could not connect', naming no port", async () => {
		const me = await newIntegrator(sandbox, clock, { label: 'hooks' })
		// Something listens, but speaks no HTTP: it drops every connection.
		const dropper = net.createServer((socket) => socket.destroy())
		await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve))
		const open = (dropper.address() as AddressInfo).port
		const closed = await new Promise<number>((resolve) => {
			const probe = net.createServer().listen(0, '127.0.0.1', () => {
				const port = (probe.address() as AddressInfo).port
				probe.close(() => resolve(port))
			})
		})
		try {
			const errors: (string | null)[] = []
			for (const port of [open, closed]) {
				expect((await me.patch('/integrator/v1/webhook', { webhook: `http://127.0.0.1:${port}/in` })).status).toBe(200)
				const sent = delivery(await me.post('/integrator/v1/webhook/test'))
				expect(sent).toMatchObject({ status: 'PENDING', statusCode: null, attempts: 1 })
				errors.push(sent.error)
			}
			expect(errors).toEqual(['Not sent: could not connect to the receiver.', 'Not sent: could not connect to the receiver.'])
		} finally {
			await new Promise((resolve) => dropper.close(resolve))
		}
	})

	it("a webhook URL naming the provider's own port (the sandbox's, the dashboard's) is refused when saved and changes nothing @bad-input", async () => {
		const { me, receiver } = await hooked()
		const sandboxPort = Number(new URL(sandbox.url).port)
		const pending = await me.post('/integrator/v1/subscriptions', { name: 'trading' })
		expect(pending.status).toBe(201)
		for (const webhook of [
			`http://127.0.0.1:${sandboxPort}/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}/subscriptions/trading/approve`,
			`http://localhost:${sandboxPort}/sandbox/v1/control/scenarios/demo`,
			`http://[::1]:${sandboxPort}/sandbox/v1/control/events/deliver`,
			`http://127.0.0.2:${DASHBOARD_PORT}/settings/integrations`,
		]) {
			const refused = await me.patch('/integrator/v1/webhook', { webhook })
			expectRefused(refused, 400, {
				message:
					"This URL points at the provider's own service (its API or this dashboard), which webhooks never go to. Enter the address of your own receiver.",
				field: 'webhook',
			})
		}
		// The URL of before stands, and a test event still goes to it.
		expect((await me.get('/integrator/v1')).json.data.webhookUrl).toBe(receiver.url)
		expect(delivery(await me.post('/integrator/v1/webhook/test'))).toMatchObject({ status: 'DELIVERED', url: receiver.url })
		const subscriptions = (await me.get('/integrator/v1/subscriptions')).json.data as { name: string; isApproved: boolean }[]
		expect(subscriptions.find((subscription) => subscription.name === 'trading')?.isApproved).toBe(false)
	})

	it('racing resends of one delivery make one attempt; the others are told it is being sent @race', async () => {
		const { me, receiver } = await hooked()
		const sent = delivery(await me.post('/integrator/v1/webhook/test'))
		// The receiver holds its answer until the test lets it go: the attempt that claimed the delivery is under way meanwhile.
		receiver.mode = { kind: 'hold' }
		const answers = Array.from({ length: 6 }, () => me.post(`/integrator/v1/webhook/deliveries/${sent.id}/resend`))
		// Five answer while one attempt is held: all five refused, and the receiver has the one attempt.
		const refused = await firstAnswers(answers, 5)
		expect(receiver.received).toHaveLength(2)
		receiver.release()
		const statuses = (await Promise.all(answers)).map((answer) => answer.status).sort()
		expect(statuses).toEqual([200, 409, 409, 409, 409, 409])
		for (const answer of refused)
			expectRefused(answer, 409, {
				message: 'This delivery is being sent right now. Wait a moment and look again.',
				code: 'DELIVERY_SENDING',
			})
		expect(receiver.received).toHaveLength(2)
		const [after] = (await deliveries(me)).items
		expect(after).toMatchObject({ status: 'DELIVERED', attempts: 2 })
	})

	it("another integrator's delivery is a 404 to resend and absent from the list; nonsense ids too @bad-input", async () => {
		const { me } = await hooked()
		const { me: other } = await hooked()
		const theirs = delivery(await other.post('/integrator/v1/webhook/test'))
		const notFound = { message: 'No webhook delivery with this id', code: 'DELIVERY_NOT_FOUND' }
		expectRefused(await me.post(`/integrator/v1/webhook/deliveries/${theirs.id}/resend`), 404, notFound)
		expectRefused(await me.post('/integrator/v1/webhook/deliveries/whd_00000000000000000000/resend'), 404, notFound)
		expectRefused(await me.post('/integrator/v1/webhook/deliveries/nonsense/resend'), 404, notFound)
		expect((await deliveries(me)).items).toEqual([])
		expect((await deliveries(other)).items.map((item) => item.attempts)).toEqual([1])
	})

	it('the log filters by status and event type and pages with a lek; a bad filter or lek is a 400 @bad-input', async () => {
		const { me, receiver } = await hooked()
		delivery(await me.post('/integrator/v1/webhook/test'))
		receiver.mode = { kind: 'fail', status: 503 }
		const failing = delivery(await me.post('/integrator/v1/webhook/test'))
		expect((await deposit(sandbox, me.email, 'NGN', '1500.00')).status).toBe(201)
		await deliverNow(me.email)
		const pending = await deliveries(me, '?status=PENDING')
		expect(pending.items.map((item) => item.eventType).sort()).toEqual(['funding.deposit.completed', 'webhook.test'])
		expect(pending.items.map((item) => item.id)).toContain(failing.id)
		expect((await deliveries(me, '?status=DELIVERED')).items).toHaveLength(1)
		const funding = await deliveries(me, '?type=funding.deposit.completed')
		expect(funding.items).toHaveLength(1)
		const first = await deliveries(me, '?limit=2')
		expect(first.items).toHaveLength(2)
		const second = await deliveries(me, `?limit=2&lek=${encodeURIComponent(first.lek!)}`)
		expect(second.items).toHaveLength(1)
		expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(3)
		expectRefused(await me.get('/integrator/v1/webhook/deliveries?status=LOST'), 400, { field: 'status' })
		expectRefused(await me.get('/integrator/v1/webhook/deliveries?type=nope'), 400, { message: 'Choose an event type from the list' })
		expectRefused(await me.get('/integrator/v1/webhook/deliveries?lek=forged.lek'), 400, { field: 'lek' })
	})

	describe('rotating the signing secret', () => {
		it('needs a PIN set, and the right one (counted towards the lock); then signs with the new secret only', async () => {
			const noPin = await hooked()
			expectRefused(await noPin.me.post('/integrator/v1/webhook/secret/rotate', { pin: '123456' }), 400, {
				code: 'PIN_NOT_SET',
				field: 'pin',
			})

			const { me, receiver } = await hookedWithPin()
			const before = receiver.secret
			expectRefused(await me.post('/integrator/v1/webhook/secret/rotate', { pin: '000000' }), 400, {
				message: 'Your PIN is not correct. 4 attempts left before your PIN is locked for 30 minutes.',
				code: 'WRONG_PIN',
				field: 'pin',
			})
			expectRefused(await me.post('/integrator/v1/webhook/secret/rotate', { pin: '12' }), 400, { field: 'pin' })
			expect((await me.get('/integrator/v1/webhook/secret')).json.data.secret).toBe(before)

			const rotated = await me.post('/integrator/v1/webhook/secret/rotate', { pin: TEST_PIN })
			expect(rotated.status).toBe(200)
			const after = rotated.json.data.secret as string
			expect(after).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
			expect(after).not.toBe(before)
			expect((await me.get('/integrator/v1/webhook/secret')).json.data.secret).toBe(after)
			// The receiver still on the old secret refuses the next delivery (400); on the new one, takes it.
			expect(delivery(await me.post('/integrator/v1/webhook/test'))).toMatchObject({ status: 'PENDING', statusCode: 400 })
			receiver.secret = after
			expect(delivery(await me.post('/integrator/v1/webhook/test'))).toMatchObject({ status: 'DELIVERED', statusCode: 200 })
		})

		it('with 2FA on, needs the authenticator code too, and a wrong one changes nothing @bad-input', async () => {
			const { me, receiver } = await hookedWithPin()
			await me.enable2FA()
			expectRefused(await me.post('/integrator/v1/webhook/secret/rotate', { pin: TEST_PIN }), 400, {
				code: 'TOTP_REQUIRED',
				field: 'token',
			})
			expectRefused(await me.post('/integrator/v1/webhook/secret/rotate', { pin: TEST_PIN, token: '000000' }), 400, {
				code: 'INVALID_TOTP',
				field: 'token',
			})
			expect((await me.get('/integrator/v1/webhook/secret')).json.data.secret).toBe(receiver.secret)
			const rotated = await me.post('/integrator/v1/webhook/secret/rotate', { pin: TEST_PIN, token: me.nextCode() })
			expect(rotated.status).toBe(200)
			expect(rotated.json.data.secret).not.toBe(receiver.secret)
		})
	})

	describe('real events', () => {
		let sandboxed: Awaited<ReturnType<typeof hookedWithPin>>
		beforeAll(async () => {
			sandboxed = await hookedWithPin()
		})

		it('a funding deposit and a local transfer settled arrive signed, with the API objects', async () => {
			const { me, receiver } = sandboxed
			const topup = await deposit(sandbox, me.email, 'NGN', '5000.00')
			expect(topup.status).toBe(201)
			const transfer = await me.transferOk()
			expect((await sandbox.post(`/sandbox/v1/control/transfers/${transfer.id}/settle`, {})).status).toBe(200)
			expect((await deliverNow(me.email)).json.data).toEqual({ sent: 2, delivered: 2, failed: 0 })
			const [deposited] = await receiver.waitFor((got) => got.event?.type === 'funding.deposit.completed')
			expect(deposited!.signatureValid).toBe(true)
			expect(deposited!.event!.data).toMatchObject({ id: topup.json.data.id, currency: 'NGN', amount: '5000.00' })
			const [settled] = await receiver.waitFor((got) => got.event?.type === 'funding.transfer.completed')
			expect(settled!.signatureValid).toBe(true)
			expect(settled!.event!.data).toMatchObject({ id: transfer.id, status: 'ITF_COMPLETED', amount: '100.00' })
			await expectLedgerBalances(sandbox)
		})

		it('a crypto deposit credited arrives signed, as wallets.deposit.completed', async () => {
			// A company with the Wallet service active (the settings-ready scenario).
			const seeded = await sandbox.post('/sandbox/v1/control/scenarios/settings-ready', { tag: uniqueSuffix() })
			const email = seeded.json.data.integrators[0].email as string
			const token = await login(sandbox, email, SCENARIO_PASSWORD)
			const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
			const { receiver } = await hook({
				get: (path: string) => send('GET', path),
				patch: (path: string, body: unknown) => send('PATCH', path, body),
			})
			expect((await send('POST', '/wallets/v1/wallets', { asset: 'BTC' })).status).toBe(201)
			const arrived = await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/wallets/deposits`, {
				asset: 'BTC',
				network: 'BTC',
				amount: '0.25',
			})
			expect(arrived.status).toBe(201)
			const confirmed = await sandbox.post(`/sandbox/v1/control/wallets/deposits/${arrived.json.data.id}/confirmations`, { count: 10 })
			expect(confirmed.json.data.status).toBe('CONFIRMED')
			expect((await deliverNow(email)).json.data).toEqual({ sent: 1, delivered: 1, failed: 0 })
			const [got] = await receiver.waitFor((item) => item.event?.type === 'wallets.deposit.completed')
			expect(got!.signatureValid).toBe(true)
			expect(got!.event!.data).toMatchObject({ id: arrived.json.data.id, asset: 'BTC', amount: '0.25000000', status: 'CONFIRMED' })
			await expectLedgerBalances(sandbox)
		})
	})

	describe("the services' events", () => {
		/** A seeded company hooked to its own receiver, with its calls. */
		async function seededHooked(scenario: string) {
			const seeded = await sandbox.post(`/sandbox/v1/control/scenarios/${scenario}`, { tag: uniqueSuffix() })
			expect(seeded.status).toBe(201)
			const email = seeded.json.data.integrators[0].email as string
			const token = await login(sandbox, email, SCENARIO_PASSWORD)
			const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
			const { receiver } = await hook({
				get: (path: string) => send('GET', path),
				patch: (path: string, body: unknown) => send('PATCH', path, body),
			})
			return { email, send, receiver }
		}
		const setPrice = (asset: string, usd: string) => sandbox.send('PUT', `/sandbox/v1/control/wallets/prices/${asset}`, { body: { usd } })
		afterEach(async () => {
			// Prices are the whole sandbox's: each test leaves them as it found them.
			for (const [asset, usd] of Object.entries(DEFAULT_PRICES)) expect((await setPrice(asset, usd)).status).toBe(200)
			await expectLedgerBalances(sandbox)
		})

		it('a trade settled, a loan approved, warned and liquidated arrive signed, each with its object', async () => {
			const { email, send, receiver } = await seededHooked('crypto-active')
			const quote = await send('POST', '/trading/v1/quotes', { pair: 'BTC-USD', side: 'BUY', amount: '0.01', amountCurrency: 'BTC' })
			expect(quote.status, JSON.stringify(quote.json)).toBe(201)
			expect((await send('POST', `/trading/v1/quotes/${quote.json.data.id}/accept`, { pin: CRYPTO_ACTIVE_PIN })).status).toBe(201)
			const loan = await send('POST', '/lending/v1/loans', {
				currency: 'USD',
				collateralAsset: 'BTC',
				collateralAmount: '0.4',
				amount: '10000',
				pin: CRYPTO_ACTIVE_PIN,
				idempotencyKey: newKey(),
			})
			expect(loan.status, JSON.stringify(loan.json)).toBe(201)
			const loanId = loan.json.data.id as string
			expect((await sandbox.post(`/sandbox/v1/control/lending/loans/${loanId}/approve`, {})).status).toBe(200)
			// $38,000: past the warning level; $20,000: past the liquidation level (docs/product/lending.md).
			expect((await setPrice('BTC', '38000')).status).toBe(200)
			expect((await setPrice('BTC', '20000')).status).toBe(200)
			expect((await deliverNow(email)).json.data).toMatchObject({ failed: 0 })
			const types = ['trading.trade.settled', 'lending.loan.approved', 'lending.loan.warned', 'lending.loan.liquidated']
			const got = await receiver.waitFor((item) => types.includes(item.event?.type ?? ''), { count: types.length + 1 })
			expect(got.every((item) => item.signatureValid)).toBe(true)
			// The seeded BTC loan is liquidated at $20,000 too: each loan's events are its own.
			const of = (type: string, id = loanId) =>
				got.filter((item) => item.event!.type === type && (item.event!.data as { id: string }).id === id).map((item) => item.event!.data)
			expect(of('trading.trade.settled', quote.json.data.id)).toEqual([
				expect.objectContaining({ id: quote.json.data.id, pair: 'BTC-USD', status: 'SETTLED' }),
			])
			expect(of('lending.loan.approved')).toEqual([expect.objectContaining({ id: loanId, status: 'ACTIVE' })])
			expect(of('lending.loan.warned')).toEqual([expect.objectContaining({ id: loanId, zone: 'WARNING' })])
			expect(of('lending.loan.liquidated')).toEqual([
				expect.objectContaining({ id: loanId, status: 'LIQUIDATED', sale: expect.objectContaining({ price: '20000.00' }) }),
			])
		})

		it('a fiat deposit and a KYC verification ended arrive signed, each with its object', async () => {
			const fiat = await seededHooked('fiat-active')
			const deposited = await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(fiat.email)}/fiat/NGN/deposits`, {
				amount: '1500.25',
			})
			expect(deposited.status, JSON.stringify(deposited.json)).toBe(201)
			expect((await deliverNow(fiat.email)).json.data).toEqual({ sent: 1, delivered: 1, failed: 0 })
			const [deposit] = await fiat.receiver.waitFor((item) => item.event?.type === 'fiat.deposit.completed')
			expect(deposit!.signatureValid).toBe(true)
			expect(deposit!.event!.data).toMatchObject({ currency: 'NGN', amount: '1500.25' })

			const kyc = await seededHooked('kyc-flows')
			const flow = await kyc.send('POST', '/compliance/v1/account', {
				name: `bvn-${uniqueSuffix().toLowerCase().slice(-8)}`,
				steps: ['bvn'],
				govChecks: ['BVN'],
			})
			expect(flow.status, JSON.stringify(flow.json)).toBe(201)
			const customer = await endCustomer(sandbox, flow.json.data.id)
			expect((await customer.gov('bvn', '22345678901')).json.data).toMatchObject({ status: 'COMPLETED' })
			// Answered again (ended): no second event.
			expect((await customer.gov('bvn', '22345678901')).status).toBe(409)
			expect((await deliverNow(kyc.email)).json.data).toEqual({ sent: 1, delivered: 1, failed: 0 })
			const [ended] = await kyc.receiver.waitFor((item) => item.event?.type === 'kyc.verification.completed')
			expect(ended!.signatureValid).toBe(true)
			expect(ended!.event!.data).toMatchObject({ id: customer.id, status: 'COMPLETED' })
		})
	})

	it('sends nowhere it should not: a private address or a public host (loopback only here) is refused before any connection @bad-input', async () => {
		const { me } = await hooked()
		for (const [webhook, message] of [
			['https://10.1.2.3/hook', 'Not sent: 10.1.2.3 is a private, link-local or reserved address, which webhooks never go to.'],
			['https://[fe80::1]/hook', 'Not sent: [fe80::1] is a private, link-local or reserved address, which webhooks never go to.'],
			['https://hooks.example.com/in', /^Not sent: this sandbox sends webhooks to this machine only .* not to hooks\.example\.com\./],
		] as const) {
			expect((await me.patch('/integrator/v1/webhook', { webhook })).status).toBe(200)
			const sent = delivery(await me.post('/integrator/v1/webhook/test'))
			expect(sent).toMatchObject({ status: 'PENDING', statusCode: null, url: webhook })
			expect(sent.error).toMatch(message)
		}
	})

	it('without a webhook URL there is nothing to send: the test event is refused @bad-input', async () => {
		const me = await newIntegrator(sandbox, clock, { label: 'nohook' })
		expectRefused(await me.post('/integrator/v1/webhook/test'), 409, {
			message: 'Set a webhook URL first: there is nowhere to send events yet.',
			code: 'NO_WEBHOOK_URL',
		})
		expect((await deliveries(me)).items).toEqual([])
	})
})
