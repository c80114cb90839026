import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscriptionListResponseSchema } from '#contract/products.ts'
import { controlSubscriptionResponseSchema, outboxResponseSchema, scenarioResponseSchema } from '#contract/sandbox.ts'
import { profileResponseSchema } from '#contract/shell.ts'
import { SCENARIO_PASSWORD } from './scenarios.ts'
import { sandboxBackends } from './test-support/backends.ts'
import { startSmtpRecorder } from './test-support/smtp-recorder.ts'
import { uniqueEmail } from './test-support/unique.ts'
import { useSandbox, type TestSandbox } from './test-support/use-sandbox.ts'

const CALLBACK_URL = 'http://localhost:3000/auth/verify'

async function registerIndividual(sandbox: TestSandbox, overrides: Record<string, unknown> = {}) {
	const email = uniqueEmail()
	const answer = await sandbox.post('/integrator/v1/register', {
		accountType: 'INDIVIDUAL',
		firstName: 'Ngozi',
		lastName: 'Eze',
		email,
		country: 'KE',
		...overrides,
	})
	expect(answer.status).toBe(201)
	return email
}

const tag = () => Math.random().toString(36).slice(2, 10)

describe.each(sandboxBackends())('outbox, mailbox, control and scenarios on $name', (backend) => {
	let smtp: Awaited<ReturnType<typeof startSmtpRecorder>>
	beforeAll(async () => {
		smtp = await startSmtpRecorder()
	})
	afterAll(() => smtp.close())
	// Registered after the recorder's beforeAll, so its URL is known when the sandbox starts.
	const sandbox = useSandbox(backend, () => ({ smtpUrl: smtp.url }))

	describe('SMTP', () => {
		it('also sends outbox e-mails over SMTP when configured', async () => {
			const email = await registerIndividual(sandbox)
			await sandbox.post('/auth/v1/login', { email, callbackUrl: CALLBACK_URL })
			const link = outboxResponseSchema.parse((await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)).json).data[0]!
				.links[0]!
			await expect.poll(() => smtp.received.find((mail) => mail.to.some((to) => to.includes(email))), { timeout: 5_000 }).toBeTruthy()
			const mail = smtp.received.find((m) => m.to.some((to) => to.includes(email)))!
			expect(mail.data).toContain('Subject: Your login link')
			// Quoted-printable may wrap long lines; compare without soft breaks.
			expect(mail.data.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain(link)
		})
	})

	describe('outbox', () => {
		it('lists messages for one address, newest first, in the contract shape', async () => {
			const email = await registerIndividual(sandbox)
			const other = await registerIndividual(sandbox)
			await sandbox.post('/auth/v1/login', { email, callbackUrl: `${CALLBACK_URL}?first=1` })
			await sandbox.post('/auth/v1/login', { email: other, callbackUrl: CALLBACK_URL })
			await sandbox.post('/auth/v1/login', { email, callbackUrl: `${CALLBACK_URL}?second=1` })

			const { status, json } = await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email.toUpperCase())}`)
			expect(status).toBe(200)
			const messages = outboxResponseSchema.parse(json).data
			expect(messages).toHaveLength(2)
			expect(messages.every((message) => message.to === email && message.channel === 'email')).toBe(true)
			expect(messages[0]?.links[0]).toContain('second=1')
			expect(messages[1]?.links[0]).toContain('first=1')
			expect(messages[0]?.text).toContain(messages[0]?.links[0])
		})

		it('lists every message without a filter, newest first', async () => {
			const email = await registerIndividual(sandbox)
			await sandbox.post('/auth/v1/login', { email, callbackUrl: CALLBACK_URL })
			const messages = outboxResponseSchema.parse((await sandbox.get('/sandbox/v1/outbox')).json).data
			expect(messages.length).toBeGreaterThan(1)
			expect(messages[0]?.to).toBe(email)
			const times = messages.map((message) => Date.parse(message.createdAt))
			expect([...times].sort((a, b) => b - a)).toEqual(times)
		})
	})

	describe('mailbox page', () => {
		it('renders messages as escaped HTML with clickable links and a filter form', async () => {
			const email = await registerIndividual(sandbox, { firstName: '<script>alert(1)</script>' })
			await sandbox.post('/auth/v1/login', { email, callbackUrl: `${CALLBACK_URL}?a=1&b=<x>` })
			const response = await sandbox.request(`/sandbox/mailbox?to=${encodeURIComponent(email)}`)
			expect(response.status).toBe(200)
			expect(response.headers.get('content-type')).toContain('text/html')
			const html = await response.text()
			expect(html).not.toContain('<script>')
			expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
			const link = outboxResponseSchema.parse((await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)).json).data[0]!
				.links[0]!
			expect(html).toContain(`<a href="${link.replaceAll('&', '&amp;')}">`)
			expect(html).toMatch(/<form method="get" action="\/sandbox\/mailbox">/)
			expect(html).toContain(`value="${email}"`)
		})

		it('escapes the filter value', async () => {
			const html = await (await sandbox.request('/sandbox/mailbox?to=%22%3E%3Cb%3Ex')).text()
			expect(html).toContain('value="&quot;&gt;&lt;b&gt;x"')
			expect(html).toContain('No messages yet.')
		})
	})

	describe('control API', () => {
		it('approves and rejects existing subscriptions and creates nothing', async () => {
			const seeded = scenarioResponseSchema.parse(
				(await sandbox.post('/sandbox/v1/control/scenarios/services-approved', { tag: tag() })).json,
			).data
			const email = seeded.integrators[0]!.email
			const base = `/sandbox/v1/control/integrators/${encodeURIComponent(email)}/subscriptions`

			const approved = await sandbox.post(`${base}/fcat/approve`, {})
			expect(approved.status).toBe(200)
			expect(controlSubscriptionResponseSchema.parse(approved.json).data).toMatchObject({ name: 'fcat', isApproved: true, status: false })
			expect(approved.json.data.approvedAt).not.toBeNull()

			const rejected = await sandbox.post(`${base}/trading/reject`, {})
			expect(rejected.status).toBe(200)
			expect(rejected.json.data).toMatchObject({ name: 'trading', isApproved: false, status: false, approvedAt: null })

			const notSubscribed = await sandbox.post(`${base}/payment/approve`, {})
			expect(notSubscribed.status).toBe(404)
			expect(notSubscribed.json.message).toContain('has not subscribed to payment')

			const unknownService = await sandbox.post(`${base}/banking/approve`, {})
			expect(unknownService.status).toBe(404)
			const unknownPerson = await sandbox.post(
				`/sandbox/v1/control/integrators/${encodeURIComponent(uniqueEmail())}/subscriptions/fcat/approve`,
				{},
			)
			expect(unknownPerson.status).toBe(404)
			expect(unknownPerson.json.message).toContain('No integrator')
		})
	})

	describe('scenarios', () => {
		it('seeds demo with two password accounts that can log in', async () => {
			const { status, json } = await sandbox.post('/sandbox/v1/control/scenarios/demo', {})
			expect(status).toBe(201)
			const result = scenarioResponseSchema.parse(json).data
			expect(result.integrators.map((i) => [i.email, i.accountType])).toEqual([
				['demo-company@sandbox.test', 'COMPANY'],
				['demo-individual@sandbox.test', 'INDIVIDUAL'],
			])
			for (const integrator of result.integrators) {
				expect(integrator.password).toBe(SCENARIO_PASSWORD)
				const login = await sandbox.post('/auth/v1/login/password', { email: integrator.email, password: integrator.password })
				expect(login.status).toBe(200)
			}
			// Seeding again resets rather than failing.
			expect((await sandbox.post('/sandbox/v1/control/scenarios/demo', {})).status).toBe(201)
		})

		it.each([
			['new-company', 'COMPANY'],
			['new-individual', 'INDIVIDUAL'],
		])('seeds %s with a tagged e-mail', async (name, accountType) => {
			const t = tag()
			const result = scenarioResponseSchema.parse((await sandbox.post(`/sandbox/v1/control/scenarios/${name}`, { tag: t })).json).data
			expect(result.integrators).toEqual([expect.objectContaining({ email: `${name}+${t}@sandbox.test`, accountType, subscriptions: {} })])
		})

		it('seeds services-approved with subscriptions in every state', async () => {
			const result = scenarioResponseSchema.parse(
				(await sandbox.post('/sandbox/v1/control/scenarios/services-approved', { tag: tag() })).json,
			).data
			const integrator = result.integrators[0]!
			const login = await sandbox.post('/auth/v1/login/password', { email: integrator.email, password: integrator.password })
			const token = login.json.data.accessToken as string
			const subscriptions = subscriptionListResponseSchema.parse((await sandbox.get('/integrator/v1/subscriptions', { token })).json).data
			const states = Object.fromEntries(subscriptions.map((s) => [s.name, [s.isApproved, s.status]]))
			expect(states).toEqual({
				trading: [true, true],
				wallets: [true, false],
				fcat: [false, false],
				compliance: [true, true],
				lending: [true, true],
			})
			const profile = profileResponseSchema.parse((await sandbox.get('/integrator/v1', { token })).json).data
			expect([...profile.services].sort()).toEqual(['compliance', 'fcat', 'lending', 'trading', 'wallets'])
			expect(profile.kybVerified).toBe(true)
		})

		it('lists scenarios and refuses unknown ones or bad tags @bad-input', async () => {
			const list = await sandbox.get('/sandbox/v1/control/scenarios')
			expect(list.json.data.map((s: { name: string }) => s.name)).toEqual([
				'demo',
				'new-company',
				'new-individual',
				'services-approved',
				'settings-ready',
				'kyb-in-progress',
				'kyb-submitted',
				'kyb-documents-rejected',
				'kyb-approved',
				'kyc-submitted',
				'funded',
				'wallets-active',
				'kyc-flows',
				'crypto-active',
				'fiat-active',
				'compliance-active',
			])
			expect((await sandbox.post('/sandbox/v1/control/scenarios/nope', {})).status).toBe(404)
			const badTag = await sandbox.post('/sandbox/v1/control/scenarios/demo', { tag: 'has space' })
			expect(badTag.status).toBe(400)
			expect(badTag.json.errors).toContainEqual(expect.objectContaining({ field: 'tag' }))
		})
	})
})
