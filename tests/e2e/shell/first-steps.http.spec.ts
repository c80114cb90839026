import { expectLedgerBalanced, tradingBalances, tradingCompanyWithPin, TRADING_PIN } from '../trading/support'
import { expect, test } from '../utils/fixtures'

/**
 * What the browser's key filter keeps out, posted as a form without
 * JavaScript (or forged) would: a PIN with letters is refused with 'Only
 * integers are allowed.', an amount with letters with the amount's rule,
 * each on the page with a 400, and nothing moves.
 */

test.afterEach(expectLedgerBalanced)

test('a PIN or an amount with letters is refused with its reason, and nothing moves @bad-input', async ({ page, login, baseURL }) => {
	const { user, token } = await tradingCompanyWithPin()
	await login(page, user.email)
	const before = await tradingBalances(token)
	const transfer = (form: Record<string, string>) =>
		page.request.post('/product/trading/transfer', {
			form: { currency: 'USD', direction: 'OUT', amount: '10', pin: TRADING_PIN, idempotencyKey: `first-steps-${Date.now()}`, ...form },
			headers: { Origin: baseURL! },
			maxRedirects: 0,
		})
	for (const [form, message] of [
		[{ pin: '24681a' }, 'Only integers are allowed.'],
		[{ pin: 'abcdef' }, 'Only integers are allowed.'],
		[{ amount: '10abc' }, 'Use digits and one dot only, like 1500.25.'],
	] as const) {
		const response = await transfer(form)
		expect(response.status(), JSON.stringify(form)).toBe(400)
		expect(await response.text(), JSON.stringify(form)).toContain(message)
	}
	expect(await tradingBalances(token)).toEqual(before)
})
