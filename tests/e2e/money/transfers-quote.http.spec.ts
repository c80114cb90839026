import type { APIRequestContext } from '@playwright/test'
import { test, expect } from '../utils/fixtures'
import { deposit, firstBank, fundingBalance, integratorWithPin, PIN, transferCount } from './transfer-support'

/**
 * The quote and its confirmation as requests: a replayed confirm post makes
 * no second transfer, and every answer to a signed-in user is
 * `Cache-Control: private, no-store`, pages and their data alike.
 */

/** Asks for a quote as the form's post does; answers the quote page's address. */
async function quoteUrl(request: APIRequestContext, baseURL: string, fields: Record<string, string>) {
	const response = await request.post('/local-transfer/quote', { form: fields, headers: { Origin: baseURL }, maxRedirects: 0 })
	expect(response.status()).toBe(302)
	const location = response.headers().location!
	expect(location).toMatch(/^\/local-transfer\/quote\/qte_[0-9a-f]{20}$/)
	return location
}

test('a replayed confirm post answers the transfer the quote made; an unknown quote is not found @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	const { user, token } = await integratorWithPin()
	await deposit(user.email, 'NGN', '1000.00')
	const bank = await firstBank(token, 'NGN')
	await login(page, user.email)
	const url = await quoteUrl(page.request, baseURL!, { currency: 'NGN', bankCode: bank.code, accountNumber: '0123456789', amount: '12.34' })
	const confirm = (pin = PIN) => page.request.post(url, { form: { pin }, headers: { Origin: baseURL! }, maxRedirects: 0 })
	const wrong = await confirm('000000')
	expect(wrong.status()).toBe(400)
	expect(await wrong.text()).toContain('Your PIN is not correct')
	const [first, second] = await Promise.all([confirm(), confirm()])
	const third = await confirm()
	const places = [first, second, third].map((response) => response.headers().location)
	expect(places[0]).toMatch(/^\/local-transfers\/trf_/)
	expect(new Set(places).size).toBe(1)
	// The quote's page, asked again, opens the transfer it made.
	const again = await page.request.get(url, { maxRedirects: 0 })
	expect(again.headers().location).toBe(places[0])
	expect(await transferCount(token)).toBe(1)
	expect(await fundingBalance(token, 'NGN')).toBe('937.66')

	for (const path of ['/local-transfer/quote/qte_00000000000000000000', '/local-transfer/quote/nope']) {
		expect((await page.request.get(path)).status(), path).toBe(404)
		expect((await page.request.post(path, { form: { pin: PIN }, headers: { Origin: baseURL! }, maxRedirects: 0 })).status(), path).toBe(404)
	}
})

test('every signed-in page and its data answer Cache-Control: private, no-store; the login page keeps its own', async ({
	page,
	login,
	request,
	baseURL,
}) => {
	const { user, token } = await integratorWithPin()
	await deposit(user.email, 'NGN', '1000.00')
	const bank = await firstBank(token, 'NGN')
	await login(page, user.email)
	const quote = await quoteUrl(page.request, baseURL!, { currency: 'NGN', bankCode: bank.code, accountNumber: '0123456789', amount: '10' })
	const pages = [
		'/',
		'/funding-balances',
		'/funding-account/NGN',
		'/local-transfer',
		quote,
		'/local-transfers',
		'/settings/security',
		'/settings',
	]
	for (const path of pages) {
		for (const url of [path, `${path === '/' ? '/_root' : path}.data`]) {
			const response = await page.request.get(url, { maxRedirects: 0 })
			expect(response.status(), url).toBe(200)
			expect(response.headers()['cache-control'], url).toBe('private, no-store')
		}
	}
	const anonymous = await request.get('/auth/login')
	expect(anonymous.status()).toBe(200)
	expect(anonymous.headers()['cache-control'] ?? '').not.toContain('private')
})

test('a GET of the quote address makes no quote: it is the form, filled in from the URL; the post makes it', async ({
	page,
	login,
	baseURL,
}) => {
	const { user, token } = await integratorWithPin()
	await deposit(user.email, 'NGN', '1000.00')
	const bank = await firstBank(token, 'NGN')
	await login(page, user.email)
	// As a crawler, a link preview or a reload would ask: valid fields, a GET.
	const fields = { currency: 'NGN', bankCode: bank.code, accountNumber: '0123456789', amount: '12.34', narration: 'Rent' }
	const response = await page.request.get(`/local-transfer/quote?${new URLSearchParams(fields)}`, { maxRedirects: 0 })
	expect(response.status()).toBe(200)
	expect(response.headers().location).toBeUndefined()
	const html = await response.text()
	expect(html).toContain('Get quote')
	expect(html).toContain('value="12.34"')
	expect(html).not.toContain('qte_')
	// The post makes it; from another site it is refused and makes none.
	const forged = await page.request.post('/local-transfer/quote', {
		form: fields,
		headers: { Origin: 'https://evil.example' },
		maxRedirects: 0,
	})
	expect(forged.status()).toBe(403)
	const refused = await page.request.post('/local-transfer/quote', {
		form: { ...fields, accountNumber: '0123450000' },
		headers: { Origin: baseURL! },
		maxRedirects: 0,
	})
	expect(refused.status()).toBe(400)
	const form = await refused.text()
	expect(form).toContain('No account with this number at the chosen bank')
	expect(form).toContain('value="0123450000"')
	await quoteUrl(page.request, baseURL!, fields)
})
