import { afterEach, describe, expect, it } from 'vitest'
import { fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import type { Currency } from '#contract/money/currencies.ts'
import {
	TRADING_ERROR_CODES,
	TRADING_MESSAGES,
	tradingOrdersResponseSchema,
	tradingPairsResponseSchema,
	tradingQuoteResponseSchema,
	tradingTransferResponseSchema,
	tradingWalletsResponseSchema,
	type CreateTradingQuoteRequest,
} from '#contract/trading/api.ts'
import { PAIR_MESSAGES } from '#contract/trading/pairs.ts'
import { walletResponseSchema } from '#contract/wallets/api.ts'
import { CRYPTO_ACTIVE_PIN as TEST_PIN } from '../crypto-active.ts'
import { expectLedgerBalances, newKey } from '../ledger/test-client.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'
import {
	internalTransferSubject,
	settlementSubject,
	tradingDepositSubject,
	tradingWalletCreatedSubject,
	tradingWithdrawalSubject,
} from './notices.ts'

/** A 'crypto-active' company (trading wallets funded, a history of trades) with its transaction PIN set. */
async function trader(sandbox: TestSandbox) {
	const answer = await sandbox.post('/sandbox/v1/control/scenarios/crypto-active', { tag: uniqueSuffix() })
	expect(answer.status).toBe(201)
	const email = answer.json.data.integrators[0].email as string
	const token = await login(sandbox, email, SCENARIO_PASSWORD)
	const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
	const me = {
		email,
		get: (path: string) => send('GET', path),
		post: (path: string, body: unknown = {}) => send('POST', path, body),
		patch: (path: string, body: unknown) => send('PATCH', path, body),
		quote: (body: Partial<CreateTradingQuoteRequest>) =>
			send('POST', '/trading/v1/quotes', { pair: 'BTC-USD', side: 'BUY', amount: '0.01', amountCurrency: 'BTC', ...body }),
		async quoteOk(body: Partial<CreateTradingQuoteRequest> = {}) {
			const quoted = await me.quote(body)
			expect(quoted.status, JSON.stringify(quoted.json)).toBe(201)
			return tradingQuoteResponseSchema.parse(quoted.json).data
		},
		accept: (id: string, pin = TEST_PIN) => send('POST', `/trading/v1/quotes/${id}/accept`, { pin }),
		transfer: (body: Record<string, unknown>) =>
			send('POST', '/trading/v1/transfers', { direction: 'IN', pin: TEST_PIN, idempotencyKey: newKey(), ...body }),
		/** Every balance a trade or transfer may touch: trading wallets, funding, crypto accounts, the main wallet per network. */
		async balances() {
			const wallets = tradingWalletsResponseSchema.parse((await send('GET', '/trading/v1/wallets')).json).data
			const accounts = (await send('GET', '/integrator/v1/accounts')).json.data as {
				ledgerType: string
				currency: string
				balance: string
			}[]
			const main = walletResponseSchema.parse((await send('GET', '/wallets/v1/main-wallets/BTC')).json).data
			return {
				trading: Object.fromEntries(wallets.map((wallet) => [wallet.currency, wallet.balance])) as Record<string, string>,
				funding: Object.fromEntries(accounts.filter((a) => a.ledgerType === 'funding').map((a) => [a.currency, a.balance])),
				crypto: Object.fromEntries(accounts.filter((a) => a.ledgerType === 'crypto').map((a) => [a.currency, a.balance])),
				mainBtc: Object.fromEntries(main.networks.map((n) => [n.network, n.balance])),
			}
		},
		async subjects() {
			return ((await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)).json.data as { subject: string }[]).map(
				(m) => m.subject,
			)
		},
		setEmail: (emailSetting: string, active: boolean) =>
			send('PATCH', '/integrator/v1/email-notifications', { notificationSettings: [{ emailSetting, active }] }),
	}
	return me
}

/** `balance` moved by `delta` (a signed decimal) in `currency`, exactly. */
const moved = (balance: string, delta: string, currency: Currency) =>
	fromMinorUnits(
		toMinorUnits(balance, currency) + (delta.startsWith('-') ? -toMinorUnits(delta.slice(1), currency) : toMinorUnits(delta, currency)),
		currency,
	)

describe.each(databaseBackends())('trading on $name', (backend) => {
	const sandbox = useSandbox(backend)
	afterEach(() => expectLedgerBalances(sandbox))

	it('quotes at the price with the card’s fee, settles both legs and the fee once, and e-mails the settlement', async () => {
		const me = await trader(sandbox)
		const before = await me.balances()
		const pairs = tradingPairsResponseSchema.parse((await me.get('/trading/v1/pairs')).json).data
		expect(pairs.find((pair) => pair.pair === 'BTC-NGN')).toMatchObject({
			price: '100750000.00000000',
			feePercent: '0.1',
			minAmount: '0.00010000',
		})

		const quote = await me.quoteOk({ pair: 'BTC-USD', side: 'BUY', amount: '0.01', amountCurrency: 'BTC' })
		expect(quote).toMatchObject({
			status: 'OPEN',
			price: '65000.00000000',
			baseAmount: '0.01000000',
			value: '650.00',
			fee: '0.65',
			quoteAmount: '650.65',
			pay: { currency: 'USD', amount: '650.65' },
			receive: { currency: 'BTC', amount: '0.01000000' },
			settledAt: null,
		})
		expect(Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)).toBe(30_000)
		expect(await me.balances()).toEqual(before)

		expectRefused(await me.accept(quote.id, '000000'), 400, { field: 'pin' })
		const accepted = await me.accept(quote.id)
		expect(accepted.status, JSON.stringify(accepted.json)).toBe(201)
		const settled = tradingQuoteResponseSchema.parse(accepted.json).data
		expect(settled).toMatchObject({ status: 'SETTLED', transactionIds: [expect.stringMatching(/^txn_/), expect.stringMatching(/^txn_/)] })
		const after = {
			...before,
			trading: { ...before.trading, USD: moved(before.trading.USD!, '-650.65', 'USD'), BTC: moved(before.trading.BTC!, '0.01', 'BTC') },
		}
		expect(await me.balances()).toEqual(after)

		// Accepted again: the same settlement, nothing moves.
		const replay = await me.accept(quote.id)
		expect(replay.status).toBe(200)
		expect(replay.json.message).toBe(TRADING_MESSAGES.replayed)
		expect(replay.json.data.transactionIds).toEqual(settled.transactionIds)
		expect(await me.balances()).toEqual(after)

		// A sell by the amount received in NGN: the crypto given is rounded up, the fee taken from the value.
		const sell = await me.quoteOk({ pair: 'BTC-NGN', side: 'SELL', amount: '100000.00', amountCurrency: 'NGN' })
		// 100000 / 0.999 = 100100.1001… → 100100.11; 100100.11 / 100750000 = 0.000993549…→ 0.00099355.
		expect(sell).toMatchObject({
			value: '100100.11',
			fee: '100.11',
			baseAmount: '0.00099355',
			receive: { currency: 'NGN', amount: '100000.00' },
		})
		expect((await me.accept(sell.id)).status).toBe(201)
		// USDT has its own trade line (0.08 %): 100 USDT sold for NGN at 1 USD × 1550.
		expect(await me.quoteOk({ pair: 'USDT-NGN', side: 'SELL', amount: '100', amountCurrency: 'USDT' })).toMatchObject({
			price: '1550.00000000',
			value: '155000.00',
			fee: '124.00',
			receive: { currency: 'NGN', amount: '154876.00' },
			pay: { currency: 'USDT', amount: '100.000000' },
		})
		const orders = tradingOrdersResponseSchema.parse((await me.get('/trading/v1/orders?status=SETTLED&pair=BTC-NGN')).json).data
		expect(orders.items[0]).toMatchObject({ id: sell.id, status: 'SETTLED' })
		expect(orders.items.every((order) => order.pair === 'BTC-NGN' && order.status === 'SETTLED')).toBe(true)
		const expired = tradingOrdersResponseSchema.parse((await me.get('/trading/v1/orders?status=EXPIRED')).json).data
		expect(expired.items).toHaveLength(2)
		expect((await me.get(`/trading/v1/orders?q=${quote.id}`)).json.data.items.map((o: { id: string }) => o.id)).toEqual([quote.id])

		expect(await me.subjects()).toContain(settlementSubject(settled))

		// Another integrator sees none of it.
		const other = await trader(sandbox)
		expectRefused(await other.get(`/trading/v1/quotes/${quote.id}`), 404, { message: TRADING_MESSAGES.quoteNotFound })
		const open = await me.quoteOk()
		expectRefused(await other.accept(open.id), 404, { message: TRADING_MESSAGES.quoteNotFound })
		expect((await me.get(`/trading/v1/quotes/${open.id}`)).json.data.status).toBe('OPEN')
	})

	it('refuses each bad quote and accept with a clear message, and moves nothing @bad-input', async () => {
		const me = await trader(sandbox)
		const before = await me.balances()
		expectRefused(await me.quote({ pair: 'BTC-KES' }), 400, { message: PAIR_MESSAGES.notOffered('BTC-KES'), field: 'pair' })
		expectRefused(await me.quote({ pair: 'ETH-BTC' }), 400, { message: PAIR_MESSAGES.notOffered('ETH-BTC') })
		expectRefused(await me.quote({ pair: 'USDT-USDT' }), 400, { message: PAIR_MESSAGES.notOffered('USDT-USDT') })
		expectRefused(await me.quote({ amountCurrency: 'ETH' }), 400, {
			message: TRADING_MESSAGES.amountCurrency('BTC', 'USD'),
			field: 'amountCurrency',
		})
		expectRefused(await me.quote({ amount: '0.000000001' }), 400, { message: 'BTC amounts can have at most 8 decimals', field: 'amount' })
		expectRefused(await me.quote({ amount: '-1' }), 400, { field: 'amount' })
		expectRefused(await me.quote({ side: 'HOLD' as 'BUY' }), 400, { message: 'side must be BUY or SELL' })
		expectRefused(await me.quote({ amount: '0.00001' }), 400, {
			message: TRADING_MESSAGES.belowMinimum('0.00010000', 'BTC'),
			code: TRADING_ERROR_CODES.belowMinimum,
		})
		expectRefused(await me.quote({ amount: '11' }), 400, { message: TRADING_MESSAGES.aboveMaximum('10.00000000', 'BTC') })
		// More than the USD trading wallet holds; more BTC than it holds to sell.
		expectRefused(await me.quote({ amount: '9' }), 400, {
			message: TRADING_MESSAGES.insufficientBalance('USD', before.trading.USD!),
			code: TRADING_ERROR_CODES.insufficientBalance,
		})
		expectRefused(await me.quote({ side: 'SELL', amount: '9' }), 400, {
			message: TRADING_MESSAGES.insufficientBalance('BTC', before.trading.BTC!),
		})
		expectRefused(await me.quote({ pair: 'ETH-GBP', amountCurrency: 'ETH' }), 400, {
			message: TRADING_MESSAGES.insufficientBalance('GBP', '0.00'),
		})

		// Expired (the back office expires this one quote; the clock is not moved): refused, nothing moves; a second expiry is refused.
		const quote = await me.quoteOk()
		expect((await sandbox.post(`/sandbox/v1/control/trading/quotes/${quote.id}/expire`, {})).json.data.status).toBe('EXPIRED')
		expectRefused(await sandbox.post(`/sandbox/v1/control/trading/quotes/${quote.id}/expire`, {}), 409)
		expectRefused(await me.accept(quote.id), 409, { message: TRADING_MESSAGES.quoteExpired, code: TRADING_ERROR_CODES.quoteExpired })
		// The provider's clock decides too: 30 s later a quote is expired.
		const late = await me.quoteOk()
		sandbox.advance(30_000)
		expectRefused(await me.accept(late.id), 409, { code: TRADING_ERROR_CODES.quoteExpired })
		// Forged and malformed ids name nothing.
		expectRefused(await me.accept('tqt_00000000000000000000'), 404, { message: TRADING_MESSAGES.quoteNotFound })
		expectRefused(await me.accept('nope'), 404)
		expect(await me.balances()).toEqual(before)

		// A quote whose wallet was emptied before it was accepted: refused at acceptance, nothing moves.
		const all = await me.quoteOk({ side: 'SELL', amount: before.trading.BTC! })
		const out = await me.quoteOk({ side: 'SELL', amount: '0.01' })
		expect((await me.accept(all.id)).status).toBe(201)
		const drained = await me.balances()
		expectRefused(await me.accept(out.id), 400, {
			message: TRADING_MESSAGES.insufficientBalance('BTC', '0.00000000'),
			code: TRADING_ERROR_CODES.insufficientBalance,
		})
		expect(await me.balances()).toEqual(drained)
		expect((await me.get(`/trading/v1/quotes/${out.id}`)).json.data.status).toBe('OPEN')
	})

	it('racing accepts of one quote settle it once @race', async () => {
		const me = await trader(sandbox)
		const before = await me.balances()
		const quote = await me.quoteOk({ pair: 'ETH-EUR', side: 'BUY', amount: '0.1', amountCurrency: 'ETH' })
		const answers = await Promise.all(Array.from({ length: 5 }, () => me.accept(quote.id)))
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
		expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true)
		// 0.1 × 3200 × 0.92 = 294.40 EUR, fee 0.30 (0.2944 rounded up).
		expect((await me.balances()).trading).toEqual({
			...before.trading,
			EUR: moved(before.trading.EUR!, '-294.70', 'EUR'),
			ETH: moved(before.trading.ETH!, '0.1', 'ETH'),
		})
	})

	it('enforces the daily limit over the UTC day, at quote and at acceptance', async () => {
		const me = await trader(sandbox)
		expect(
			(
				await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}/trading/deposits`, {
					currency: 'USD',
					amount: '4000000.00',
				})
			).status,
		).toBe(201)
		const leftToday = async () =>
			tradingPairsResponseSchema.parse((await me.get('/trading/v1/pairs')).json).data.find((pair) => pair.pair === 'BTC-USD')!.leftToday!
		// Exactly at the card's bounds (0.0001 and 10 BTC a trade): quoted.
		await me.quoteOk({ amount: '0.0001' })
		await me.quoteOk({ amount: '10' })
		// 50 BTC a day; the seed settled at most 0.2 BTC over the last hours. Six quotes of 9.9 (each fits when quoted), five accepted.
		const leftBefore = await leftToday()
		const quotes = []
		for (let i = 0; i < 6; i++) quotes.push(await me.quoteOk({ amount: '9.9' }))
		for (const quote of quotes.slice(0, 5)) expect((await me.accept(quote.id)).status).toBe(201)
		const left = await leftToday()
		expect(left).toBe(fromMinorUnits(toMinorUnits(leftBefore, 'BTC') - toMinorUnits('49.5', 'BTC'), 'BTC'))
		const before = await me.balances()
		expectRefused(await me.accept(quotes[5]!.id), 400, { code: TRADING_ERROR_CODES.dailyLimit, field: 'amount' })
		expectRefused(await me.quote({ amount: '0.6' }), 400, { code: TRADING_ERROR_CODES.dailyLimit })
		expect(await me.balances()).toEqual(before)
		// Two trades each fitting what is left, together not, accepted at once: one settles.
		const half = fromMinorUnits(toMinorUnits(left, 'BTC') / 2n + 1n, 'BTC')
		const [first, second] = [await me.quoteOk({ amount: half }), await me.quoteOk({ amount: half })]
		const answers = await Promise.all([me.accept(first.id), me.accept(second.id)])
		expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
		expect(answers.find((answer) => answer.status === 400)!.json.errors[0].code).toBe(TRADING_ERROR_CODES.dailyLimit)
	})

	it('moves money between a trading wallet and the funding balance or main wallet, once per key, and refuses what cannot be @bad-input', async () => {
		const me = await trader(sandbox)
		const before = await me.balances()
		// Lending's part of the scenario funds these (sandbox/crypto-active.ts): its BTC main wallet, and USD to which trading's 2,500 adds.
		expect(before.funding.USD).toBe('21700.00')
		expect(before.mainBtc).toEqual({ BTC: '1.00000000' })
		await me.setEmail('TRADING_INTERNAL_TRANSFER', false)

		const key = newKey()
		const first = await me.transfer({ currency: 'USD', amount: '100.25', idempotencyKey: key })
		expect(first.status, JSON.stringify(first.json)).toBe(201)
		const transfer = tradingTransferResponseSchema.parse(first.json).data
		expect(transfer).toMatchObject({ direction: 'IN', counterpart: 'FUNDING', amount: '100.25', network: null })
		const replay = await me.transfer({ currency: 'USD', amount: '100.25', idempotencyKey: key })
		expect(replay.status).toBe(200)
		expect(replay.json.data.id).toBe(transfer.id)
		expectRefused(await me.transfer({ currency: 'USD', amount: '5.00', idempotencyKey: key }), 409, {
			code: TRADING_ERROR_CODES.idempotencyConflict,
		})
		// Crypto: out of the main wallet's fullest network, back to its first.
		expect((await me.transfer({ currency: 'BTC', amount: '0.1' })).status).toBe(201)
		const out = await me.transfer({ currency: 'BTC', direction: 'OUT', amount: '0.05' })
		expect(out.json.data).toMatchObject({ counterpart: 'MAIN_WALLET', network: 'BTC' })
		expect(await me.balances()).toEqual({
			...before,
			trading: { ...before.trading, USD: moved(before.trading.USD!, '100.25', 'USD'), BTC: moved(before.trading.BTC!, '0.05', 'BTC') },
			funding: { ...before.funding, USD: moved(before.funding.USD!, '-100.25', 'USD') },
			crypto: { ...before.crypto, BTC: moved(before.crypto.BTC!, '-0.05', 'BTC') },
			mainBtc: { BTC: moved(before.mainBtc.BTC!, '-0.05', 'BTC') },
		})
		const mid = await me.balances()
		expectRefused(await me.transfer({ currency: 'BTC', amount: '2' }), 400, {
			message: TRADING_MESSAGES.transferInsufficient('BTC main wallet', '0.95000000', 'BTC'),
		})
		expectRefused(await me.transfer({ currency: 'USD', direction: 'OUT', amount: '99999999' }), 400, {
			code: TRADING_ERROR_CODES.insufficientBalance,
		})
		expectRefused(await me.transfer({ currency: 'USDT', amount: '1' }), 400, { message: TRADING_MESSAGES.noMainWallet('USDT') })
		expectRefused(await me.transfer({ currency: 'KES', amount: '1' }), 400, { field: 'currency' })
		expectRefused(await me.transfer({ currency: 'USD', amount: '1', pin: '000000' }), 400, { field: 'pin' })
		expect(await me.balances()).toEqual(mid)
	})

	it('racing posts of one transfer key make one transfer; the e-mail lands only while its preference is on @race', async () => {
		// A trader of its own: the PIN's per-minute limit counts each integrator's transfer posts.
		const me = await trader(sandbox)
		const mid = await me.balances()
		await me.setEmail('TRADING_INTERNAL_TRANSFER', false)

		// Racing posts of one key: one transfer.
		const raced = newKey()
		const answers = await Promise.all(
			Array.from({ length: 4 }, () => me.transfer({ currency: 'USD', amount: '1.00', idempotencyKey: raced })),
		)
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
		expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1)
		expect((await me.balances()).funding.USD).toBe(moved(mid.funding.USD!, '-1.00', 'USD'))

		// The preference was off for those; on, the next one lands.
		expect((await me.subjects()).filter((subject) => subject.includes('trading wallet') && subject.includes('moved'))).toEqual([])
		await me.setEmail('TRADING_INTERNAL_TRANSFER', true)
		const on = tradingTransferResponseSchema.parse((await me.transfer({ currency: 'USD', direction: 'OUT', amount: '2.00' })).json).data
		expect((await me.subjects()).filter((subject) => subject.includes('moved'))).toEqual([internalTransferSubject(on)])
	})

	it('opens wallets, takes deposits and withdrawals from outside, and prices from the FX rates the back office sets', async () => {
		const me = await trader(sandbox)
		const created = await me.post('/trading/v1/wallets', { currency: 'GBP' })
		expect(created.status).toBe(201)
		expect(created.json.data).toMatchObject({ currency: 'GBP', balance: '0.00', counterpart: 'FUNDING' })
		expectRefused(await me.post('/trading/v1/wallets', { currency: 'GBP' }), 409, { code: TRADING_ERROR_CODES.walletExists })
		await me.setEmail('TRADING_WALLETS_DEPOSIT_COMPLETED', false)
		const control = (kind: string, body: unknown) =>
			sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}/trading/${kind}`, body)
		expect((await control('deposits', { currency: 'GBP', amount: '10.00' })).status).toBe(201)
		expect((await control('deposits', { currency: 'USDC', amount: '20.000000' })).status).toBe(201)
		expect((await control('withdrawals', { currency: 'GBP', amount: '4.00' })).json.data.balance).toBe('6.00')
		expectRefused(await control('withdrawals', { currency: 'GBP', amount: '7.00' }), 400)
		const subjects = await me.subjects()
		expect(subjects).toEqual(
			expect.arrayContaining([
				tradingWalletCreatedSubject('GBP'),
				tradingWalletCreatedSubject('USDC'),
				tradingWithdrawalSubject('GBP', '4.00'),
			]),
		)
		expect(subjects).not.toContain(tradingDepositSubject('GBP', '10.00'))

		expect((await sandbox.send('PUT', '/sandbox/v1/control/trading/rates/GBP', { body: { perUsd: '0.80' } })).status).toBe(200)
		expectRefused(await sandbox.send('PUT', '/sandbox/v1/control/trading/rates/USD', { body: { perUsd: '2' } }), 400)
		const pairs = tradingPairsResponseSchema.parse((await me.get('/trading/v1/pairs')).json).data
		expect(pairs.find((pair) => pair.pair === 'BTC-GBP')?.price).toBe('52000.00000000')
		expect((await sandbox.send('PUT', '/sandbox/v1/control/trading/rates/GBP', { body: { perUsd: '0.79' } })).status).toBe(200)
		const quotes = (await sandbox.get(`/sandbox/v1/control/trading/quotes?email=${encodeURIComponent(me.email)}`)).json.data as unknown[]
		expect(quotes).toHaveLength(10)
	})
})
