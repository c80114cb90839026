import type { APIRequestContext } from '@playwright/test'
import { DASHBOARD_URL } from '../utils/env'
import { test, expect } from '../utils/fixtures'
import { passwordLogin, sandboxFetch } from '../utils/sandbox'
import { codeSentTo, expectLedgerBalanced, kycCompany, photo, uniquePhone } from './kyc-support'

/**
 * Bad input on the KYC pages, posted as a broken client or a stranger would:
 * each gets a clear message, never a 500, and nothing is charged (the
 * company's USD funding balance is as before, the ledger balanced).
 */

test.afterEach(expectLedgerBalanced)

const origin = { Origin: DASHBOARD_URL }
const usdBalance = async (token: string) =>
	(await sandboxFetch<{ data: { usdBalance: string } }>('/compliance/v1/account', { token })).data.usdBalance

/** A new end customer's session on the flow: its own cookie jar, 'Start' posted. */
async function started(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, flowId: string) {
	const customer = await playwright.request.newContext({
		baseURL: DASHBOARD_URL,
		extraHTTPHeaders: { 'X-Forwarded-For': `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}` },
	})
	const start = await customer.post(`/kyc-form?flow=${flowId}`, { headers: origin, form: { intent: 'start' }, maxRedirects: 0 })
	expect(start.status()).toBe(303)
	return customer
}

test('the public form refuses an unknown flow, wrong and burned codes, oversized and non-image selfies; /kyc-form/completed needs an ended form @bad-input', async ({
	playwright,
}) => {
	test.setTimeout(90_000)
	const company = await kycCompany()
	const token = await passwordLogin(company.email, company.password!)
	const before = await usdBalance(token)
	const flow = (
		await sandboxFetch<{ data: { id: string } }>('/compliance/v1/account', {
			token,
			body: { name: 'bad-input', steps: ['phone', 'selfie'] },
		})
	).data

	const stranger = await playwright.request.newContext({ baseURL: DASHBOARD_URL })
	for (const path of ['/kyc-form', '/kyc-form?flow=kyf_00000000000000000000', '/kyc-form?flow=nonsense']) {
		const page = await stranger.get(path)
		expect(page.status(), path).toBe(404)
		expect(await page.text()).toContain('This page needs the KYC link you were sent')
		const post = await stranger.post(path, { headers: origin, form: { intent: 'start' }, maxRedirects: 0 })
		expect(post.status(), path).toBe(404)
		expect(await post.text()).not.toContain('Something went wrong')
	}
	const completed = await stranger.get('/kyc-form/completed', { maxRedirects: 0 })
	expect(completed.status()).toBe(302)
	expect(completed.headers().location).toBe('/auth/login')
	// A step posted before 'Start' starts nothing.
	const early = await stranger.post(`/kyc-form?flow=${flow.id}`, {
		headers: origin,
		form: { intent: 'send-code', channel: 'phone', to: '+2348012345678' },
		maxRedirects: 0,
	})
	expect(early.status()).toBe(303)

	const customer = await started(playwright, flow.id)
	const step = (form: Record<string, string>) => customer.post(`/kyc-form?flow=${flow.id}`, { headers: origin, form, maxRedirects: 0 })
	const bad = await step({ intent: 'send-code', channel: 'phone', to: '0801' })
	expect(bad.status()).toBe(400)
	expect(await bad.text()).toContain('Enter the phone number with its country code')
	const number = uniquePhone()
	expect((await step({ intent: 'send-code', channel: 'phone', to: number })).status()).toBe(303)
	const code = await codeSentTo(number)
	const wrong = code === '000000' ? '111111' : '000000'
	const first = await step({ intent: 'verify-code', channel: 'phone', code: wrong })
	expect(first.status()).toBe(400)
	expect(await first.text()).toContain('The code is not correct: 4 tries left')
	for (let i = 0; i < 4; i++) await step({ intent: 'verify-code', channel: 'phone', code: wrong })
	const burned = await step({ intent: 'verify-code', channel: 'phone', code })
	expect(burned.status()).toBe(400)
	expect(await burned.text()).toContain('Too many wrong codes: this one no longer works. Ask for a new one.')
	const notDigits = await step({ intent: 'verify-code', channel: 'phone', code: '12ab' })
	expect(await notDigits.text()).toContain('Enter the 6-digit code')
	// A new code works.
	expect((await step({ intent: 'send-code', channel: 'phone', to: number })).status()).toBe(303)
	expect((await step({ intent: 'verify-code', channel: 'phone', code: await codeSentTo(number) })).status()).toBe(303)

	const upload = (file: { name: string; mimeType: string; buffer: Buffer }) =>
		customer.post(`/kyc-form?flow=${flow.id}`, { headers: origin, multipart: { intent: 'upload-selfie', selfie: file }, maxRedirects: 0 })
	const text = await upload({ name: 'selfie.png', mimeType: 'image/png', buffer: Buffer.from('not a photo at all') })
	expect(text.status()).toBe(400)
	expect(await text.text()).toContain('The selfie must be a photo (PNG or JPEG)')
	const big = photo()
	const oversized = await upload({ ...big, buffer: Buffer.concat([big.buffer, Buffer.alloc(5 * 1024 * 1024)]) })
	expect(oversized.status()).toBe(400)
	expect(await oversized.text()).toContain('The selfie is too large: at most 5 MB')
	const none = await customer.post(`/kyc-form?flow=${flow.id}`, {
		headers: origin,
		multipart: { intent: 'upload-selfie' },
		maxRedirects: 0,
	})
	expect(await none.text()).toContain('Take or choose a selfie')

	expect(await usdBalance(token)).toBe(before)
	const mine = (
		await sandboxFetch<{ data: { items: { status: string }[] } }>(`/compliance/v1/kyc/verifications?flowId=${flow.id}`, { token })
	).data.items
	expect(mine.map((item) => item.status)).toEqual(['IN_PROGRESS'])
})

test('another integrator’s report, photos, flow and edit page are the 404 page; a bad builder post is refused with the reasons @bad-input', async ({
	page,
	login,
}) => {
	test.setTimeout(90_000)
	const [mine, theirs] = await Promise.all([kycCompany(), kycCompany()])
	const theirToken = await passwordLogin(theirs.email, theirs.password!)
	const [theirVerification] = (
		await sandboxFetch<{ data: { items: { id: string }[] } }>('/compliance/v1/kyc/verifications', { token: theirToken })
	).data.items
	await login(page, mine.email)
	for (const path of [
		`/product/compliance/kyc-onboarding/report?id=${theirVerification!.id}`,
		`/product/compliance/kyc-onboarding/report/selfie?id=${theirVerification!.id}`,
		'/product/compliance/kyc-onboarding/report?id=nonsense',
		'/product/compliance/kyc-onboarding/no-such-flow',
		'/product/compliance/kyc/edit?flow=no-such-flow',
	]) {
		expect((await page.request.get(path)).status(), path).toBe(404)
	}
	const save = (form: Record<string, string>) =>
		page.request.post('/product/compliance/kyc/create', { headers: origin, form: { intent: 'save-flow', ...form }, maxRedirects: 0 })
	const empty = await save({ name: 'no-steps' })
	expect(empty.status()).toBe(400)
	expect(await empty.text()).toContain('Choose at least one step')
	const light = await save({ name: 'too-light', steps: 'phone', brandColor: '#ffff00' })
	expect(await light.text()).toContain('This colour is too light')
	const taken = await save({ name: 'customer-onboarding', steps: 'phone', brandColor: '#1d4ed8' })
	expect(taken.status()).toBe(400)
	expect(await taken.text()).toContain('You already have a KYC flow named customer-onboarding')
	// Saving over another integrator's flow id changes nothing of theirs: the id is the edit page's, never the form's.
	const edit = await page.request.post('/product/compliance/kyc/edit?flow=quick-check', {
		headers: origin,
		form: { intent: 'save-flow', flowId: 'kyf_00000000000000000000', name: 'quick-check', steps: 'phone', brandColor: '#1d4ed8' },
		maxRedirects: 0,
	})
	expect(edit.status()).toBe(302)
	const theirFlows = (
		await sandboxFetch<{ data: { flows: { name: string; steps: string[] }[] } }>('/compliance/v1/account', { token: theirToken })
	).data.flows
	expect(theirFlows.find((flow) => flow.name === 'quick-check')?.steps).toEqual(['bvn'])
})
