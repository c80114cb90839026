import type { APIRequestContext } from '@playwright/test'
import { test, expect } from '../utils/fixtures'
import { atDefaultPrices } from '../utils/prices'
import { sandboxFetch } from '../utils/sandbox'
import { expectLedgerBalanced } from '../wallets/support'
import { lendingCompany, LENDING_PIN, loans } from './support'

/**
 * Bad input posted at the Lending pages, as a replayed or forged post would
 * arrive: each gets its reason on the page, a 4xx (never a 5xx), and nothing
 * moves; another integrator's loan is the 404 page.
 */

test.afterEach(expectLedgerBalanced)

const WALLETS = '/product/lending-service/all-wallets'
const NEW_LOAN = '/product/lending-service/loans/new'
const key = () => `http-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(20, 'x')

/** What a bad post must leave as it was: every balance and every loan. */
async function holdings(token: string) {
	const accounts = await sandboxFetch<{ data: unknown[] }>('/integrator/v1/accounts', { token })
	return { accounts: accounts.data, loans: await loans(token) }
}

function post(request: APIRequestContext, baseURL: string, path: string, form: Record<string, string>) {
	return request.post(path, { form, headers: { Origin: baseURL }, maxRedirects: 0 })
}

test('bad loans, repayments and transfers are refused with a reason, and nothing moves @bad-input', async ({ page, login, baseURL }) => {
	test.setTimeout(120_000)
	const { user, token } = await lendingCompany()
	await login(page, user.email)
	const healthy = (await loans(token)).find((loan) => loan.collateralAsset === 'BTC')!
	const before = await holdings(token)
	const send = (path: string, form: Record<string, string>) => post(page.request, baseURL!, path, form)

	const request = { intent: 'request-loan', collateralAsset: 'BTC', currency: 'USD', pin: LENDING_PIN }
	const transfer = { intent: 'transfer-collateral', asset: 'BTC', direction: 'TO_COLLATERAL', pin: LENDING_PIN }
	const repay = { intent: 'repay', pin: LENDING_PIN }
	const loanPath = `/product/lending-service/loans/${healthy.id}`
	const cases: [string, Record<string, string>, string][] = [
		// A loan above the collateral wallet's balance (0.50 BTC free), below the card's minimum, in another currency, with a wrong PIN.
		[
			NEW_LOAN,
			{ ...request, collateralAmount: '0.6', amount: '1000' },
			'The amount is more than your BTC collateral wallet holds: 0.50 BTC',
		],
		[NEW_LOAN, { ...request, collateralAmount: '0.1', amount: '99.99' }, 'The smallest loan is $100.00'],
		[NEW_LOAN, { ...request, collateralAmount: '0.1', amount: '100', currency: 'NGN' }, 'Loans are in USD: choose USD'],
		[
			NEW_LOAN,
			{ ...request, collateralAmount: '0.1', amount: '100', collateralAsset: 'USDT' },
			'The Lending service does not lend against USDT',
		],
		[NEW_LOAN, { ...request, collateralAmount: 'a lot', amount: '100' }, 'Use digits and one dot only, like 1500.25.'],
		[NEW_LOAN, { ...request, collateralAmount: '0.1', amount: '100', pin: '000000' }, 'Your PIN is not correct: 4 attempts left.'],
		[NEW_LOAN, { ...request, collateralAmount: '0.1', amount: '100', idempotencyKey: 'short' }, 'idempotencyKey must be 16 to 64 letters'],
		// More than the main wallet holds (1.00 BTC), more than the collateral wallet holds going back, no direction.
		[WALLETS, { ...transfer, amount: '1.5' }, 'The amount is more than your BTC main wallet holds: 1.00 BTC'],
		[WALLETS, { ...transfer, amount: '0.6', direction: 'TO_MAIN' }, 'The amount is more than your BTC collateral wallet holds: 0.50 BTC'],
		[WALLETS, { ...transfer, amount: '0.1', direction: 'SIDEWAYS' }, 'Choose which way to move it'],
		[WALLETS, { ...transfer, amount: '0.000000001' }, 'Use at most 8 decimal places.'],
		// More than is owed, nothing at all, more than the funding balance ($19,200 against $10,123 owed: the ETH loan's $9,280.30 first).
		[loanPath, { ...repay, amount: '10123.01' }, 'You owe $10,123.00: repay at most that'],
		[loanPath, { ...repay, amount: '' }, 'Enter an amount.'],
		[loanPath, { ...repay, amount: '-5' }, 'The amount must be more than zero.'],
		[loanPath, { intent: 'nonsense', amount: '5', pin: LENDING_PIN }, 'Choose what to change.'],
	]
	for (const [path, form, message] of cases) {
		const response = await send(path, { idempotencyKey: key(), ...form })
		const what = `${path} ${JSON.stringify(form)}`
		expect(response.status(), what).toBe(400)
		expect((await response.text()).replaceAll('&#x27;', "'"), what).toContain(message)
	}
	// Above the loan-to-value allowed: $20,000 against 0.50 BTC ($32,500 at the default price) is 61.53 %.
	await atDefaultPrices(async () => {
		const response = await send(NEW_LOAN, { ...request, collateralAmount: '0.5', amount: '20000', idempotencyKey: key() })
		expect(response.status()).toBe(400)
		expect((await response.text()).replaceAll('&#x27;', "'")).toContain(
			"This loan would be 61.53% of the collateral's value: at most 50% may be borrowed at request ($16,250.00 against this collateral)",
		)
	})
	expect(await holdings(token)).toEqual(before)

	// A repayment above the funding balance: trading's $2,500 moved to its trading wallet and the ETH loan repaid first leave $9,919.70
	// for the BTC loan's $10,123.
	await sandboxFetch('/trading/v1/transfers', {
		token,
		body: { currency: 'USD', direction: 'IN', amount: '2500.00', pin: LENDING_PIN, idempotencyKey: key() },
	})
	const eth = (await loans(token)).find((loan) => loan.collateralAsset === 'ETH')!
	const paid = await send(`/product/lending-service/loans/${eth.id}`, { intent: 'repay-full', pin: LENDING_PIN, idempotencyKey: key() })
	expect(paid.status()).toBe(302)
	const afterEth = await holdings(token)
	const broke = await send(loanPath, { intent: 'repay-full', pin: LENDING_PIN, idempotencyKey: key() })
	expect(broke.status()).toBe(400)
	expect(await broke.text()).toContain('The repayment is more than your USD funding balance: $9,919.70')
	expect(await holdings(token)).toEqual(afterEth)

	// A repayment posted twice with its form's key: taken once.
	const once = key()
	const [first, second] = await Promise.all([1, 2].map(() => send(loanPath, { ...repay, amount: '100', idempotencyKey: once })))
	expect([first!.status(), second!.status()]).toEqual([302, 302])
	expect((await loans(token)).find((loan) => loan.id === healthy.id)!.owed).toBe('10023.00')
})

test('another integrator’s loan and collateral wallet, and ids that cannot be, are the 404 page; posts at them move nothing @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	test.setTimeout(90_000)
	const owner = await lendingCompany()
	const [loan] = await loans(owner.token)
	const wallets = await sandboxFetch<{ data: { asset: string; id: string }[] }>('/lending/v1/wallets', { token: owner.token })
	const other = await lendingCompany()
	await login(page, other.user.email)
	const before = await holdings(owner.token)
	for (const path of [
		`/product/lending-service/loans/${loan!.id}`,
		`/product/lending-service/loans/${loan!.id}/statement.csv`,
		`${WALLETS}/${wallets.data[0]!.id}`,
		`${WALLETS}/${wallets.data[0]!.id}/export.csv`,
		'/product/lending-service/loans/lon_00000000000000000000',
		'/product/lending-service/loans/no%20such',
	])
		expect((await page.request.get(path)).status(), path).toBe(404)
	const repaid = await post(page.request, baseURL!, `/product/lending-service/loans/${loan!.id}`, {
		intent: 'repay-full',
		pin: LENDING_PIN,
		idempotencyKey: key(),
	})
	expect(repaid.status()).toBe(404)
	expect(await holdings(owner.token)).toEqual(before)
})
