import type { APIRequestContext } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { test, expect } from '../utils/fixtures'
import { loginLink, sandboxFetch } from '../utils/sandbox'
import { deposit, firstBank, fundingBalance, integratorWithPin, PIN, transferCount } from './transfer-support'

/**
 * Bad input posted straight at the confirm step, as a replayed or forged post
 * would arrive: each gets its reason, a 4xx (never a 5xx), and no money moves.
 */

const ACCOUNT_NUMBER = '0123456789'

async function fundedUser() {
	const { user, token } = await integratorWithPin()
	await deposit(user.email, 'NGN', '1000.00')
	const bank = await firstBank(token, 'NGN')
	return { user, token, bank }
}

/** Asks for a quote of the form's fields (the form's post); a quote made answers a redirect to its page. */
function askQuote(request: APIRequestContext, baseURL: string, form: Record<string, string>) {
	const fields: Record<string, string> = { accountNumber: ACCOUNT_NUMBER, ...form }
	const posted = Object.fromEntries(['currency', 'bankCode', 'accountNumber', 'amount'].map((name) => [name, fields[name] ?? '']))
	return request.post('/local-transfer/quote', { form: posted, headers: { Origin: baseURL }, maxRedirects: 0 })
}

/** The fields' quote, then its confirm post with the PIN (and code): the answer to whichever step refused, or the confirm's. */
async function confirmPost(request: APIRequestContext, baseURL: string, form: Record<string, string>) {
	const quote = await askQuote(request, baseURL, form)
	if (quote.status() !== 302) return quote
	const secrets = Object.fromEntries(['pin', 'token'].filter((name) => form[name] !== undefined).map((name) => [name, form[name]!]))
	return request.post(quote.headers().location!, { form: secrets, headers: { Origin: baseURL }, maxRedirects: 0 })
}

test('bad amounts, currencies and PINs are refused with a reason, and nothing moves @bad-input', async ({ page, login, baseURL }) => {
	test.setTimeout(90_000)
	const { user, token, bank } = await fundedUser()
	await login(page, user.email)
	const post = (form: Record<string, string>) =>
		confirmPost(page.request, baseURL!, { currency: 'NGN', bankCode: bank.code, pin: PIN, ...form })
	const cases: [Record<string, string>, string, number?][] = [
		[{ amount: '5000' }, 'Insufficient balance'],
		[{ amount: '-5' }, 'The amount must be more than zero.'],
		[{ amount: '0' }, 'The amount must be more than zero.'],
		[{ amount: '1.00000000000000000001' }, 'Use at most 2 decimal places.'],
		[{ amount: '12abc' }, 'Use digits and one dot only, like 1500.25.'],
		[{ amount: '10', currency: 'XYZ' }, 'XYZ is not a supported currency'],
		[{ amount: '10', currency: 'UGX' }, 'Only integers are allowed.'],
		[{ amount: '10', accountNumber: '01234abcde' }, 'Only integers are allowed.'],
		[{ amount: '10', pin: '12' }, 'PIN must be exactly 6 digits'],
	]
	for (const [form, message] of cases) {
		const response = await post(form.currency === 'UGX' ? { ...form, amount: '10.5' } : form)
		expect(response.status(), JSON.stringify(form)).toBe(400)
		expect(await response.text(), JSON.stringify(form)).toContain(message)
	}
	// Five wrong PINs in a row lock the PIN; the fifth answer says so.
	for (let attempt = 1; attempt <= 5; attempt++) {
		const response = await post({ amount: '10', pin: '000000' })
		expect(response.status()).toBeLessThan(500)
		expect(response.status()).toBeGreaterThanOrEqual(400)
		expect(await response.text()).toContain(attempt < 5 ? 'Your PIN is not correct' : 'Too many wrong PINs')
	}
	const locked = await post({ amount: '10' })
	expect(await locked.text()).toContain('Too many wrong PINs')
	// Whatever a script posts, every field at once: never a 5xx.
	for (const nasty of ['\u0000', 'x'.repeat(20_000), '€😀'.repeat(500), '<script>alert(1)</script>']) {
		const fields = ['currency', 'bankCode', 'accountNumber', 'amount', 'narration', 'pin', 'token', 'idempotencyKey', 'quoteId']
		const quote = await askQuote(page.request, baseURL!, { currency: 'NGN', bankCode: bank.code, amount: '1' })
		const response = await page.request.post(quote.headers().location!, {
			form: Object.fromEntries(fields.map((name) => [name, nasty])),
			headers: { Origin: baseURL! },
			maxRedirects: 0,
		})
		expect(response.status(), JSON.stringify(nasty.slice(0, 20))).toBe(400)
		const asked = await page.request.post('/local-transfer/quote', {
			form: Object.fromEntries(fields.map((name) => [name, nasty])),
			headers: { Origin: baseURL! },
			maxRedirects: 0,
		})
		expect(asked.status(), JSON.stringify(nasty.slice(0, 20))).toBe(400)
		const query = new URLSearchParams(
			Object.fromEntries([...fields, 'from', 'to', 'status', 'q', 'lek'].map((name) => [name, nasty.slice(0, 2000)])),
		)
		const id = encodeURIComponent(Array.from(nasty).slice(0, 100).join('') || '%')
		for (const path of [
			`/local-transfer?${query}`,
			`/local-transfer/quote?${query}`,
			`/local-transfers?${query}`,
			`/local-transfers/export.csv?${query}`,
			`/local-transfers/${id}`,
			`/funding-account/${id}`,
		]) {
			const answer = await page.request.get(path, { maxRedirects: 0 })
			expect(answer.status(), path.slice(0, 80)).toBeLessThan(500)
		}
	}
	expect(await fundingBalance(token, 'NGN')).toBe('1000.00')
	expect(await transferCount(token)).toBe(0)
})

test('a replayed confirm makes one transfer; another integrator cannot open it; a forged cursor opens the first page @bad-input', async ({
	page,
	login,
	baseURL,
	browser,
}) => {
	const { user, token, bank } = await fundedUser()
	await login(page, user.email)
	const quote = (await askQuote(page.request, baseURL!, { currency: 'NGN', bankCode: bank.code, amount: '100' })).headers().location!
	const post = () => page.request.post(quote, { form: { pin: PIN }, headers: { Origin: baseURL! }, maxRedirects: 0 })
	const [first, second] = await Promise.all([post(), post()])
	const third = await post()
	const places = [first, second, third].map((response) => response.headers().location)
	expect(places[0]).toMatch(/^\/local-transfers\/[^/]+$/)
	expect(new Set(places).size).toBe(1)
	expect(await transferCount(token)).toBe(1)
	const balance = await fundingBalance(token, 'NGN')
	expect(Number(balance)).toBeLessThan(900)

	const csv = await page.request.get('/local-transfers/export.csv?currency=NGN')
	expect(csv.headers()['content-type']).toContain('text/csv')
	const lines = (await csv.text()).trim().split('\r\n')
	expect(lines).toHaveLength(2)
	expect(lines[1]).toContain('100.00')

	const forged = await page.request.get('/local-transfers?lek=forged-cursor')
	expect(forged.status()).toBe(200)
	expect(await forged.text()).toContain('Invalid page cursor')

	const other = await browser.newContext({ baseURL })
	const stranger = await other.newPage()
	const { user: strangerUser } = await integratorWithPin()
	await login(stranger, strangerUser.email)
	const response = await stranger.request.get(places[0]!)
	expect(response.status()).toBe(404)
	await other.close()
})

test('with 2FA on, the confirm needs a right authenticator code', async ({ page, baseURL }) => {
	const { user, token, bank } = await fundedUser()
	const setup = await sandboxFetch<{ data: { secret: string } }>('/auth/v1/2fa', { body: {}, token })
	const totp = OTPAuth.URI.parse(setup.data.secret) as OTPAuth.TOTP
	await sandboxFetch('/auth/v1/2fa/verify', { method: 'PATCH', body: { token: totp.generate() }, token })
	await page.goto(await loginLink(user.email))
	await expect(page).toHaveURL('/auth/login/2fa')
	await page.getByLabel('Input OTP from your authenticator app').fill(totp.generate({ timestamp: Date.now() + 30_000 }))
	await page.getByRole('button', { name: 'Confirm token' }).click()
	await expect(page).toHaveURL('/')
	const post = (extra: Record<string, string>) =>
		confirmPost(page.request, baseURL!, { currency: 'NGN', bankCode: bank.code, amount: '10', pin: PIN, ...extra })
	const missing = await post({})
	expect(missing.status()).toBe(400)
	expect(await missing.text()).toContain('The code is required')
	const wrong = await post({ token: '000000' })
	expect(wrong.status()).toBe(400)
	expect(await wrong.text()).toContain('The code from your authenticator app is not correct')
	expect(await fundingBalance(token, 'NGN')).toBe('1000.00')
	expect(await transferCount(token)).toBe(0)
})
