import { test, expect } from '../utils/fixtures'
import { seedScenario } from '../utils/sandbox'

/**
 * 'Create wallet' posted straight, as a forged or replayed post would arrive:
 * each refusal has its reason and a 4xx, never a 5xx, and nothing is created
 * twice.
 */
test('unknown, missing and held assets are refused with a reason; nasty input never answers a 5xx @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	const user = (await seedScenario('wallets-active')).integrators[0]!
	await login(page, user.email)
	const post = (form: Record<string, string>) =>
		page.request.post('/product/wallet-service', { form, headers: { Origin: baseURL! }, maxRedirects: 0 })
	const cases: [Record<string, string>, string][] = [
		[{ intent: 'create-wallet', asset: 'DOGE' }, 'DOGE is not a supported crypto asset'],
		[{ intent: 'create-wallet', asset: '' }, 'Asset is required'],
		[{ intent: 'create-wallet', asset: 'BTC' }, 'You already have a BTC wallet'],
		[{ intent: 'create-wallet', asset: 'usdt' }, 'You already have a USDT wallet'],
	]
	for (const [form, message] of cases) {
		const response = await post(form)
		expect(response.status(), JSON.stringify(form)).toBe(400)
		expect(await response.text(), JSON.stringify(form)).toContain(message)
	}
	for (const nasty of ['\u0000', 'x'.repeat(20_000), '€😀'.repeat(500), '<script>alert(1)</script>']) {
		const response = await post({ intent: 'create-wallet', asset: nasty })
		expect(response.status()).toBe(400)
		for (const path of [
			`/product/wallet-service/${encodeURIComponent(Array.from(nasty).slice(0, 100).join(''))}`,
			`/product/wallet-service/BTC?${new URLSearchParams({ status: nasty, network: nasty, lek: nasty.slice(0, 2000) })}`,
			`/product/wallet-service/BTC/export.csv?${new URLSearchParams({ status: nasty, network: nasty })}`,
		]) {
			const answer = await page.request.get(path, { maxRedirects: 0 })
			expect(answer.status(), path.slice(0, 80)).toBeLessThan(500)
		}
	}
	const page1 = await page.request.get('/product/wallet-service')
	expect(page1.status()).toBe(200)
})
