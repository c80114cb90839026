import { describe, expect, it } from 'vitest'
import { apiErrorSchema } from '#contract/envelope.ts'
import {
	subscriptionListResponseSchema,
	operationalDocumentListResponseSchema,
	RATE_CARD_SERVICES,
	rateCardPath,
	rateCardResponseSchema,
	subscriptionContractResponseSchema,
	subscriptionResponseSchema,
} from '#contract/products.ts'
import { scenarioResponseSchema } from '#contract/sandbox.ts'
import { profileResponseSchema } from '#contract/shell.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { login } from '../test-support/integrator-client.ts'
import { uniqueEmail } from '../test-support/unique.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'

const PASSWORD = 'Sandbox.Test-2026'
const SUBSCRIBED = 'Your subscription request is currently in review, you will receive a notification when your subscription is live.'
const tag = () => Math.random().toString(36).slice(2, 10)

/** A fresh integrator with a token, and the calls the tests make as it. */
async function newIntegrator(sandbox: TestSandbox) {
	const email = uniqueEmail('subscriber')
	const registered = await sandbox.post('/integrator/v1/register', {
		accountType: 'INDIVIDUAL',
		firstName: 'Amina',
		lastName: 'Diallo',
		email,
		country: 'NG',
		password: PASSWORD,
	})
	expect(registered.status).toBe(201)
	return actingAs(sandbox, email, await login(sandbox, email, PASSWORD))
}

function actingAs(sandbox: TestSandbox, email: string, token: string) {
	const patch = (path: string, body: unknown) => sandbox.send('PATCH', path, { body, token })
	const control = async (name: string, action: 'approve' | 'reject') => {
		const answer = await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/subscriptions/${name}/${action}`, {})
		expect(answer.status).toBe(200)
	}
	return {
		email,
		token,
		subscribe: (name: unknown) => sandbox.post('/integrator/v1/subscriptions', { name }, { token }),
		activate: (name: unknown) => patch('/integrator/v1/subscription/activate', { name }),
		deactivate: (name: unknown) => patch('/integrator/v1/subscription/deactivate', { name }),
		accept: (body: unknown) => sandbox.post('/integrator/v1/subscription-contract', body, { token }),
		approve: (name: string) => control(name, 'approve'),
		reject: (name: string) => control(name, 'reject'),
		async subscriptions() {
			return subscriptionListResponseSchema.parse((await sandbox.get('/integrator/v1/subscriptions', { token })).json).data
		},
		async documents(query = '') {
			return operationalDocumentListResponseSchema.parse(
				(await sandbox.get(`/integrator/v1/custom-operational-documents${query}`, { token })).json,
			).data
		},
		/** Everything a refused request must leave alone. */
		async state() {
			return { subscriptions: await this.subscriptions(), documents: await this.documents() }
		},
	}
}

const refused = (answer: { status: number; json: unknown }, status: number, message: string) => {
	expect(answer.status).toBe(status)
	expect(apiErrorSchema.parse(answer.json).message).toBe(message)
}

describe.each(sandboxBackends())('subscriptions, documents and rate cards on $name', (backend) => {
	const sandbox = useSandbox(backend)

	describe('subscribe', () => {
		it('creates a pending subscription, lists it and adds it to the profile', async () => {
			const me = await newIntegrator(sandbox)
			const answer = await me.subscribe('wallets')
			expect(answer.status).toBe(201)
			const { message, data } = subscriptionResponseSchema.parse(answer.json)
			expect(message).toBe(SUBSCRIBED)
			expect(data).toMatchObject({ name: 'wallets', isApproved: false, status: false, approvedAt: null })
			expect(await me.subscriptions()).toEqual([data])
			const profile = profileResponseSchema.parse((await sandbox.get('/integrator/v1', { token: me.token })).json).data
			expect(profile.services).toEqual(['wallets'])
		})

		it('refuses a second subscription in any state with 409 and changes nothing @bad-input', async () => {
			const me = await newIntegrator(sandbox)
			await me.subscribe('wallets')
			await me.subscribe('trading')
			await me.approve('trading')
			const before = await me.state()
			refused(await me.subscribe('wallets'), 409, 'You have already subscribed to the Crypto wallet service')
			refused(await me.subscribe('trading'), 409, 'You have already subscribed to the Trading service')
			expect(await me.state()).toEqual(before)
		})

		it.each([
			['an unknown name', { name: 'banking' }],
			['an uppercase name', { name: 'TRADING' }],
			['no name', {}],
		])('answers 400 for %s, naming the field', async (_label, body) => {
			const me = await newIntegrator(sandbox)
			const answer = await sandbox.post('/integrator/v1/subscriptions', body, { token: me.token })
			expect(answer.status).toBe(400)
			expect(answer.json.message).toBe('name must be one of trading, compliance, wallets, fcat, payment, lending')
			expect(answer.json.errors).toEqual([expect.objectContaining({ field: 'name' })])
			expect(await me.subscriptions()).toEqual([])
		})

		it('answers 400 for an empty or malformed body @bad-input', async () => {
			const me = await newIntegrator(sandbox)
			const empty = await sandbox.request('/integrator/v1/subscriptions', { method: 'POST', token: me.token })
			expect(empty.status).toBe(400)
			expect((await empty.json()).errors).toEqual([expect.objectContaining({ field: 'name' })])
			const malformed = await sandbox.request('/integrator/v1/subscriptions', { method: 'POST', token: me.token, body: '{"name":' })
			expect(malformed.status).toBe(400)
			expect(apiErrorSchema.parse(await malformed.json()).message).toMatch(/JSON/)
			expect(await me.subscriptions()).toEqual([])
		})
	})

	describe('activate and deactivate', () => {
		it('refuses a service not subscribed (404) or pending review (409), and changes nothing @bad-input', async () => {
			const me = await newIntegrator(sandbox)
			await me.subscribe('fcat')
			const before = await me.state()
			refused(await me.activate('lending'), 404, 'You have not subscribed to the Lending service')
			refused(await me.deactivate('wallets'), 404, 'You have not subscribed to the Wallet service')
			refused(await me.activate('fcat'), 409, 'Your subscription for the FCAT service is pending review')
			refused(await me.deactivate('fcat'), 409, 'Your subscription for the FCAT service is pending review')
			const unknown = await me.activate('banking')
			expect(unknown.status).toBe(400)
			expect(unknown.json.errors).toEqual([expect.objectContaining({ field: 'name' })])
			expect(await me.state()).toEqual(before)
		})

		it('needs the documents accepted, then activates, is idempotent and deactivates', async () => {
			const me = await newIntegrator(sandbox)
			await me.subscribe('trading')
			await me.approve('trading')
			const before = await me.state()

			const blocked = await me.activate('trading')
			refused(blocked, 409, 'Accept the Trading service documents before activating it')
			expect(blocked.json.errors).toEqual([
				{ code: 'DOCUMENTS_NOT_ACCEPTED', message: 'Accept the Trading service documents before activating it' },
			])
			expect(await me.state()).toEqual(before)

			expect((await me.accept({ name: 'trading', documentIds: ['doc_trading_terms'] })).status).toBe(201)
			sandbox.advance(1_000)
			const activated = await me.activate('trading')
			expect(activated.status).toBe(200)
			const active = subscriptionResponseSchema.parse(activated.json)
			expect(active.message).toBe('Activated successfully')
			expect(active.data).toMatchObject({ name: 'trading', isApproved: true, status: true })
			expect(Date.parse(active.data.updatedAt)).toBeGreaterThan(Date.parse(before.subscriptions[0]!.updatedAt))

			sandbox.advance(1_000)
			const again = await me.activate('trading')
			expect(again.status).toBe(200)
			expect(again.json.data).toEqual(active.data)

			const deactivated = await me.deactivate('trading')
			expect(deactivated.status).toBe(200)
			const inactive = subscriptionResponseSchema.parse(deactivated.json)
			expect(inactive.message).toBe('Deactivated successfully')
			expect(inactive.data).toMatchObject({ status: false, isApproved: true })
			expect(Date.parse(inactive.data.updatedAt)).toBeGreaterThan(Date.parse(active.data.updatedAt))
			const idle = await me.deactivate('trading')
			expect(idle.status).toBe(200)
			expect(idle.json.data).toEqual(inactive.data)
			expect(await me.subscriptions()).toEqual([inactive.data])
		})

		it.each(['compliance', 'fcat'])('activates %s without documents', async (name) => {
			const me = await newIntegrator(sandbox)
			await me.subscribe(name)
			await me.approve(name)
			const answer = await me.activate(name)
			expect(answer.status).toBe(200)
			expect(answer.json.data).toMatchObject({ name, status: true })
		})

		it('a rejection by the back office also deactivates; activation then waits for review again', async () => {
			const me = await newIntegrator(sandbox)
			await me.subscribe('compliance')
			await me.approve('compliance')
			expect((await me.activate('compliance')).status).toBe(200)
			await me.reject('compliance')
			expect(await me.subscriptions()).toEqual([
				expect.objectContaining({ name: 'compliance', isApproved: false, status: false, approvedAt: null }),
			])
			refused(await me.activate('compliance'), 409, 'Your subscription for the Compliance service is pending review')
		})
	})

	describe('approval notice', () => {
		it('e-mails the integrator when the back office approves, once', async () => {
			const me = await newIntegrator(sandbox)
			const outbox = async () =>
				(
					(await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(me.email)}`)).json as {
						data: Array<{ channel: string; subject: string; text: string }>
					}
				).data.filter((message) => message.subject.includes('subscription'))
			expect((await me.subscribe('lending')).status).toBe(201)
			expect(await outbox()).toEqual([])
			await me.approve('lending')
			const [notice, ...more] = await outbox()
			expect(more).toEqual([])
			expect(notice).toMatchObject({ channel: 'email', subject: 'Your Lending subscription is approved' })
			expect(notice!.text).toContain('Activate it on My Products')
			// Approving what is already approved says nothing new.
			await me.approve('lending')
			expect(await outbox()).toHaveLength(1)
		})
	})

	describe('operational documents', () => {
		it('lists the catalogue with links to readable pages, acceptedAt null until accepted', async () => {
			const me = await newIntegrator(sandbox)
			const documents = await me.documents()
			expect(documents.map((d) => [d.id, d.service, d.title, d.version, d.acceptedAt])).toEqual([
				['doc_trading_terms', 'trading', 'Trading terms', '1.2', null],
				['doc_wallets_custody', 'wallets', 'Digital asset custody agreement', '2.0', null],
				['doc_payment_services', 'payment', 'Payment services agreement', '1.0', null],
				['doc_lending_terms', 'lending', 'Lending terms and risk disclosure', '1.1', null],
			])
			for (const document of documents) {
				expect(document.summary.length).toBeGreaterThan(20)
				expect(document.url).toBe(`${sandbox.url}/sandbox/documents/${document.id}`)
			}
			const page = await fetch(documents[1]!.url)
			expect(page.status).toBe(200)
			expect(page.headers.get('content-type')).toContain('text/html')
			const html = await page.text()
			expect(html).toContain('<h1>Digital asset custody agreement</h1>')
			expect(html).toContain('version 2.0')
			expect(html).not.toContain('<script')
		})

		it('filters by service and refuses an unknown one @bad-input', async () => {
			const me = await newIntegrator(sandbox)
			expect((await me.documents('?service=lending')).map((d) => d.id)).toEqual(['doc_lending_terms'])
			expect(await me.documents('?service=compliance')).toEqual([])
			expect(await me.documents('?service=fcat')).toEqual([])
			const unknown = await sandbox.get('/integrator/v1/custom-operational-documents?service=banking', { token: me.token })
			expect(unknown.status).toBe(400)
			expect(unknown.json.errors).toEqual([expect.objectContaining({ field: 'service' })])
		})

		it('answers an HTML 404 for an unknown document, escaping the id @bad-input', async () => {
			const response = await sandbox.request('/sandbox/documents/%3Cb%3Enope')
			expect(response.status).toBe(404)
			const html = await response.text()
			expect(html).toContain('&lt;b&gt;nope')
			expect(html).not.toContain('<b>nope')
		})
	})

	describe('subscription contract', () => {
		it('accepts while pending review, records acceptedAt and keeps the first one on a second acceptance', async () => {
			const me = await newIntegrator(sandbox)
			await me.subscribe('payment')
			const first = await me.accept({ name: 'payment', documentIds: ['doc_payment_services', 'doc_payment_services'] })
			expect(first.status).toBe(201)
			const contract = subscriptionContractResponseSchema.parse(first.json).data
			expect(contract).toEqual({
				name: 'payment',
				acceptedAt: expect.any(String),
				documents: [{ id: 'doc_payment_services', version: '1.0' }],
			})
			const [document] = await me.documents('?service=payment')
			expect(document!.acceptedAt).toBe(contract.acceptedAt)
			// Other services' documents stay unaccepted.
			expect((await me.documents()).filter((d) => d.acceptedAt !== null).map((d) => d.id)).toEqual(['doc_payment_services'])

			sandbox.advance(5_000)
			const second = await me.accept({ name: 'payment', documentIds: ['doc_payment_services'] })
			expect(second.status).toBe(201)
			expect(second.json.data.acceptedAt).toBe(contract.acceptedAt)
			expect((await me.documents('?service=payment'))[0]!.acceptedAt).toBe(contract.acceptedAt)
		})

		it('refuses a service not subscribed, unknown ids and other services’ ids, recording nothing @bad-input', async () => {
			const me = await newIntegrator(sandbox)
			await me.subscribe('trading')
			const before = await me.state()
			refused(
				await me.accept({ name: 'lending', documentIds: ['doc_lending_terms'] }),
				404,
				'You have not subscribed to the Lending service',
			)
			refused(await me.accept({ name: 'trading', documentIds: ['doc_nope'] }), 400, 'Unknown document: doc_nope')
			const foreign = await me.accept({ name: 'trading', documentIds: ['doc_trading_terms', 'doc_wallets_custody'] })
			refused(foreign, 400, 'Document doc_wallets_custody is not part of the Trading service')
			expect(foreign.json.errors).toEqual([expect.objectContaining({ code: 'WRONG_SERVICE', field: 'documentIds' })])
			const empty = await me.accept({ name: 'trading', documentIds: [] })
			refused(empty, 400, 'Accept at least one document')
			const noName = await me.accept({ documentIds: ['doc_trading_terms'] })
			expect(noName.status).toBe(400)
			expect(noName.json.errors).toEqual([expect.objectContaining({ field: 'name' })])
			expect(await me.state()).toEqual(before)
		})
	})

	describe('rate cards', () => {
		it.each(RATE_CARD_SERVICES)('answers the %s rate card in the contract shape', async (service) => {
			const me = await newIntegrator(sandbox)
			const answer = await sandbox.get(rateCardPath(service), { token: me.token })
			expect(answer.status).toBe(200)
			const card = rateCardResponseSchema.parse(answer.json).data
			expect(card.service).toBe(service)
			expect(card.rates.length).toBeGreaterThan(0)
			// The per-integrator copy is stable: a second read answers the same card.
			expect((await sandbox.get(rateCardPath(service), { token: me.token })).json.data).toEqual(card)
		})

		it('charges $5 per blacklist check and prices trades in their asset', async () => {
			const me = await newIntegrator(sandbox)
			const compliance = rateCardResponseSchema.parse((await sandbox.get(rateCardPath('compliance'), { token: me.token })).json).data
			expect(compliance.rates.find((rate) => rate.label === 'Blacklist check')).toMatchObject({
				asset: 'USD',
				operation: 'check',
				feeFixed: 5,
				feeAsset: 'USD',
			})
			const trading = rateCardResponseSchema.parse((await sandbox.get(rateCardPath('trading'), { token: me.token })).json).data
			expect(trading.rates.map((rate) => rate.asset)).toEqual(['BTC', 'ETH', 'USDT'])
			expect(trading.rates[0]).toMatchObject({ assetType: 'crypto', operation: 'trade', feeAsset: 'BTC', minAmount: 0.0001 })
		})

		it('states the unit of the limits and the loan-to-value levels: a loan against BTC is limited in the USD it lends', async () => {
			const me = await newIntegrator(sandbox)
			const lending = rateCardResponseSchema.parse((await sandbox.get(rateCardPath('lending'), { token: me.token })).json).data
			expect(lending.rates.map((rate) => [rate.asset, rate.limitAsset, rate.minAmount, rate.loanToValue])).toEqual([
				['BTC', 'USD', 100, { max: 50, warning: 65, liquidation: 80 }],
				['ETH', 'USD', 100, { max: 45, warning: 60, liquidation: 75 }],
			])
			const trading = rateCardResponseSchema.parse((await sandbox.get(rateCardPath('trading'), { token: me.token })).json).data
			expect(trading.rates.every((rate) => rate.limitAsset === rate.asset && rate.loanToValue === undefined)).toBe(true)
		})

		it.each(['/banking/v1/rates/my-rates', '/funding/v1/rates/my-rates', '/integrator/v1/trading/rates/my-rates'])(
			'answers 404 JSON for %s',
			async (path) => {
				const me = await newIntegrator(sandbox)
				const answer = await sandbox.get(path, { token: me.token })
				expect(answer.status).toBe(404)
				expect(apiErrorSchema.parse(answer.json).message).toContain(path)
			},
		)
	})

	const guarded: [method: string, path: string, body?: unknown][] = [
		['POST', '/integrator/v1/subscriptions', { name: 'trading' }],
		['PATCH', '/integrator/v1/subscription/activate', { name: 'trading' }],
		['PATCH', '/integrator/v1/subscription/deactivate', { name: 'trading' }],
		['GET', '/integrator/v1/subscriptions'],
		['GET', '/integrator/v1/custom-operational-documents'],
		['POST', '/integrator/v1/subscription-contract', { name: 'trading', documentIds: ['doc_trading_terms'] }],
		...RATE_CARD_SERVICES.map((service): [string, string] => ['GET', rateCardPath(service)]),
	]
	it.each(guarded)('answers 401 "Invalid token:" to %s %s without a token', async (method, path, body) => {
		const response = await sandbox.request(path, {
			method,
			...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
		})
		expect(response.status).toBe(401)
		expect(apiErrorSchema.parse(await response.json()).message).toMatch(/^Invalid token:/)
	})

	it('seeds services-approved with the active services’ documents accepted', async () => {
		const seeded = scenarioResponseSchema.parse(
			(await sandbox.post('/sandbox/v1/control/scenarios/services-approved', { tag: tag() })).json,
		).data
		const email = seeded.integrators[0]!.email
		const me = actingAs(sandbox, email, await login(sandbox, email, SCENARIO_PASSWORD))
		const accepted = Object.fromEntries((await me.documents()).map((d) => [d.service, d.acceptedAt !== null]))
		expect(accepted).toEqual({ trading: true, lending: true, wallets: false, payment: false })
		// wallets is approved but not active: activating it asks for its documents first.
		refused(await me.activate('wallets'), 409, 'Accept the Crypto wallet service documents before activating it')
		expect((await me.accept({ name: 'wallets', documentIds: ['doc_wallets_custody'] })).status).toBe(201)
		expect((await me.activate('wallets')).status).toBe(200)
	})
})
