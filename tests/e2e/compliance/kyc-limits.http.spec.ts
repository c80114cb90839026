import type { APIRequestContext } from '@playwright/test'
import { DASHBOARD_URL } from '../utils/env'
import { test, expect } from '../utils/fixtures'
import { getOutbox, passwordLogin, sandboxFetch } from '../utils/sandbox'
import { expectLedgerBalanced, kycCompany, photo, uniquePhone } from './kyc-support'

/**
 * The public KYC form spends the integrator's money (record 105): posted as a
 * stranger would, through the dashboard (which forwards the visitor's
 * address), each limit answers the customer with a clear message and changes
 * nothing; the form's pages are never cached; a truncated photo is refused.
 */

test.afterEach(expectLedgerBalanced)

const origin = { Origin: DASHBOARD_URL }
type Account = { usdBalance: string; flows: { id: string; counts: { total: number } }[] }
const account = async (token: string) => (await sandboxFetch<{ data: Account }>('/compliance/v1/account', { token })).data
const randomAddress = () =>
	`2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`

/** A visitor of the form: its own cookie jar and address. */
async function visitor(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, address = randomAddress()) {
	return playwright.request.newContext({ baseURL: DASHBOARD_URL, extraHTTPHeaders: { 'X-Forwarded-For': address } })
}
const startOn = (customer: APIRequestContext, flowId: string) =>
	customer.post(`/kyc-form?flow=${flowId}`, { headers: origin, form: { intent: 'start' }, maxRedirects: 0 })

async function companyWithFlow(body: Record<string, unknown>) {
	const company = await kycCompany()
	const token = await passwordLogin(company.email, company.password!)
	const flow = (await sandboxFetch<{ data: { id: string; name: string } }>('/compliance/v1/account', { token, body })).data
	return { company, token, flow }
}

test('the form’s pages are never cached: the start page, the phone step showing the number, the completed page and the 404', async ({
	playwright,
}) => {
	const { flow } = await companyWithFlow({ name: 'no-store', steps: ['phone'] })
	const customer = await visitor(playwright)
	const noStore = (answer: { headers: () => Record<string, string> }, what: string) =>
		expect(answer.headers()['cache-control'] ?? '', what).toMatch(/no-store/)
	noStore(await customer.get(`/kyc-form?flow=${flow.id}`), 'the start page')
	noStore(await customer.get('/kyc-form?flow=kyf_00000000000000000000'), 'an unknown link')
	expect((await startOn(customer, flow.id)).status()).toBe(303)
	const number = uniquePhone()
	const sent = await customer.post(`/kyc-form?flow=${flow.id}`, {
		headers: origin,
		form: { intent: 'send-code', channel: 'phone', to: number },
		maxRedirects: 0,
	})
	expect(sent.status()).toBe(303)
	const step = await customer.get(`/kyc-form?flow=${flow.id}`)
	expect(await step.text()).toContain(number)
	noStore(step, 'the phone step')
	const code = /\b(\d{6})\b/.exec((await getOutbox(number))[0]?.text ?? '')?.[1] ?? ''
	const verified = await customer.post(`/kyc-form?flow=${flow.id}`, {
		headers: origin,
		form: { intent: 'verify-code', channel: 'phone', code },
		maxRedirects: 0,
	})
	expect(verified.headers().location).toBe('/kyc-form/completed')
	noStore(await customer.get('/kyc-form/completed'), 'the completed page')
})

test('one address starts two verifications of a flow, the third is told to wait; the daily cap refuses with a message and e-mails the integrator once @bad-input', async ({
	playwright,
}) => {
	test.setTimeout(90_000)
	const { company, token, flow } = await companyWithFlow({ name: 'capped', steps: ['bvn'], govChecks: ['BVN'], dailyCapUsd: '4.50' })
	const before = await account(token)
	const address = randomAddress()
	for (let attempt = 0; attempt < 2; attempt++) expect((await startOn(await visitor(playwright, address), flow.id)).status()).toBe(303)
	const third = await startOn(await visitor(playwright, address), flow.id)
	expect(third.status()).toBe(429)
	// The minutes left depend on how long the test took to get there.
	expect(await third.text()).toMatch(/Too many verifications were started from your connection\. Please try again in \d+ minutes?\./)

	// Two under way and a third from elsewhere hold the day's $4.50: the next is refused.
	expect((await startOn(await visitor(playwright), flow.id)).status()).toBe(303)
	for (let attempt = 0; attempt < 2; attempt++) {
		const capped = await startOn(await visitor(playwright), flow.id)
		expect(capped.status()).toBe(400)
		expect(await capped.text()).toContain('KYC Flows Ltd cannot take more verifications today. Please try again tomorrow.')
	}
	const told = (await getOutbox(company.email)).filter((mail) => mail.subject === `Your KYC flow ${flow.name} reached its daily cap`)
	expect(told).toHaveLength(1)
	// Nothing refused was recorded or charged.
	const after = await account(token)
	expect(after.usdBalance).toBe(before.usdBalance)
	expect(after.flows.find((item) => item.id === flow.id)?.counts.total).toBe(3)
})

test('a number gets five codes in ten minutes whichever verifications ask; a truncated PNG is refused as an ID document @bad-input', async ({
	playwright,
}) => {
	test.setTimeout(90_000)
	const { flow } = await companyWithFlow({ name: 'pumped', steps: ['phone', 'upload'] })
	const number = uniquePhone()
	const answers = []
	for (let attempt = 0; attempt < 6; attempt++) {
		const customer = await visitor(playwright)
		expect((await startOn(customer, flow.id)).status()).toBe(303)
		answers.push(
			await customer.post(`/kyc-form?flow=${flow.id}`, {
				headers: origin,
				form: { intent: 'send-code', channel: 'phone', to: number },
				maxRedirects: 0,
			}),
		)
	}
	expect(answers.map((answer) => answer.status())).toEqual([303, 303, 303, 303, 303, 429])
	expect(await answers[5]!.text()).toMatch(/Too many codes were sent to this number\. Please try again in \d+ minutes?\./)
	expect(await getOutbox(number)).toHaveLength(5)

	const { flow: upload } = await companyWithFlow({ name: 'truncated', steps: ['upload'] })
	const customer = await visitor(playwright)
	expect((await startOn(customer, upload.id)).status()).toBe(303)
	const whole = photo()
	const truncated = await customer.post(`/kyc-form?flow=${upload.id}`, {
		headers: origin,
		multipart: { intent: 'upload-document', documentType: 'PASSPORT', document: { ...whole, buffer: whole.buffer.subarray(0, 40) } },
		maxRedirects: 0,
	})
	expect(truncated.status()).toBe(400)
	expect(await truncated.text()).toContain('The ID document photo is damaged or incomplete: take or choose it again')
	const page = await customer.get(`/kyc-form?flow=${upload.id}`)
	expect(await page.text()).toContain('ID document')
})
