import { describe, expect, it } from 'vitest'
import { balanceHistoryResponseSchema, fundingAccountResponseSchema, ledgerAccountResponseSchema, ledgerAccountsResponseSchema, ledgerBalanceResponseSchema } from '#contract/money/accounts.ts'
import { depositResponseSchema } from '#contract/money/control.ts'
import { FIAT_CURRENCIES } from '#contract/money/currencies.ts'
import { ledgerTransactionResponseSchema, ledgerTransactionsResponseSchema, transactionsResponseSchema } from '#contract/money/ledger.ts'
import { topupResponseSchema, topupsResponseSchema } from '#contract/money/transfers.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused, withClock } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { expectLedgerBalances, moneyIntegrator } from './test-client.ts'

describe.each(sandboxBackends())('ledger: accounts, balances, deposits on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	it('opens a funding account per fiat currency at the first call, all at zero', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		const accounts = await me.accounts()
		expect(accounts.map((account) => account.currency)).toEqual([...FIAT_CURRENCIES].sort())
		expect(accounts.every((account) => account.ledgerType === 'funding')).toBe(true)
		expect(accounts.find((account) => account.currency === 'NGN')?.balance).toBe('0.00')
		expect(accounts.find((account) => account.currency === 'UGX')?.balance).toBe('0')
		const balances = ledgerBalanceResponseSchema.parse((await me.get('/integrator/v1/ledger-balance')).json).data
		expect(balances).toContainEqual({ ledgerType: 'funding', currency: 'USD', balance: '0.00' })
	})

	it('a deposit credits the funding balance exactly, as one balanced transaction, and shows as a top-up', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		const first = await me.deposit('NGN', '1500.25')
		expect(first.status).toBe(201)
		const topup = depositResponseSchema.parse(first.json).data
		expect(topup).toMatchObject({ amount: '1500.25', currency: 'NGN', status: 'ITF_COMPLETED' })
		expect((await me.deposit('ngn', '0.10')).status).toBe(201)
		expect((await me.deposit('USD', '7')).status).toBe(201)
		expect((await me.funding('NGN')).balance).toBe('1500.35')
		expect((await me.funding('USD')).balance).toBe('7.00')

		const shown = await me.get(`/integrator/v1/topups/${topup.id}`)
		expect(topupResponseSchema.parse(shown.json).data).toEqual(topup)
		const list = topupsResponseSchema.parse((await me.get('/integrator/v1/topups?currency=NGN')).json).data
		expect(list.items.map((item) => item.amount)).toEqual(['0.10', '1500.25'])

		const transaction = ledgerTransactionResponseSchema.parse((await me.get(`/integrator/v1/ledger/transaction?id=${topup.transactionId}`)).json).data
		expect(transaction).toMatchObject({ type: 'TOPUP', amount: '1500.25', topupId: topup.id })
		expect(transaction.postings).toHaveLength(2)
		expect(transaction.postings.find((posting) => posting.accountId)).toMatchObject({ direction: 'CREDIT', amount: '1500.25', balanceAfter: '1500.25', ledgerType: 'funding' })
		expect(transaction.postings.find((posting) => !posting.accountId)).toMatchObject({ direction: 'DEBIT', amount: '1500.25', balanceAfter: null })
		await expectLedgerBalances(sandbox)
	})

	it('a deposit is refused, with nothing moved, for bad amounts, currencies and e-mails', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		const bad: [string, string, string][] = [
			['NGN', '0', 'Amount must be greater than zero'],
			['NGN', '-5', 'Amount must be greater than zero'],
			['NGN', '1.005', 'NGN amounts can have at most 2 decimals'],
			['UGX', '10.5', 'UGX amounts cannot have decimals'],
			['NGN', '12abc', 'Enter the amount with digits and one dot only, e.g. 1500.25'],
			['NGN', '0.' + '1'.repeat(20), 'NGN amounts can have at most 2 decimals'],
			['JPY', '10', 'JPY is not a supported currency'],
			['BTC', '1', 'BTC is not a supported currency'],
		]
		for (const [currency, amount, message] of bad) expectRefused(await me.deposit(currency, amount), 400, { message })
		expectRefused(await sandbox.post('/sandbox/v1/control/integrators/nobody%40example.test/funding/NGN/deposits', { amount: '1' }), 404)
		expect((await me.accounts()).every((account) => /^0(\.0+)?$/.test(account.balance))).toBe(true)
	})

	it('answers funding accounts, one account, its entries, its history and every transaction', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		await me.deposit('NGN', '200')
		await me.deposit('NGN', '300.50')
		const funding = fundingAccountResponseSchema.parse((await me.get('/integrator/v1/funding-account?currency=ngn')).json).data
		expect(funding).toEqual([{ currency: 'NGN', bankName: 'Wema Bank', accountNumber: expect.stringMatching(/^\d{10}$/), accountName: 'Settings Test Ltd (sandbox)', balance: '500.50' }])
		expect((await me.get('/integrator/v1/funding-account')).json.data).toHaveLength(FIAT_CURRENCIES.length)
		expectRefused(await me.get('/integrator/v1/funding-account?currency=JPY'), 400, { message: 'JPY is not a supported currency' })

		const page = ledgerAccountsResponseSchema.parse((await me.get('/integrator/v1/ledger/accounts?ledgerType=funding&limit=3')).json).data
		expect(page.items.map((account) => account.currency)).toEqual(['EUR', 'GBP', 'GHS'])
		expect(page.lek).toBeTruthy()
		expect((await me.get('/integrator/v1/ledger/accounts?ledgerType=float')).json.data.items).toEqual([])
		expectRefused(await me.get('/integrator/v1/ledger/accounts?ledgerType=savings'), 400, { field: 'ledgerType' })

		const ngn = await me.funding('NGN')
		expect(ledgerAccountResponseSchema.parse((await me.get(`/integrator/v1/ledger/account?id=${ngn.id}`)).json).data).toEqual(ngn)
		const entries = ledgerTransactionsResponseSchema.parse((await me.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}`)).json).data
		expect(entries.items.map((entry) => [entry.type, entry.direction, entry.amount, entry.balanceAfter])).toEqual([
			['TOPUP', 'CREDIT', '300.50', '500.50'],
			['TOPUP', 'CREDIT', '200.00', '200.00'],
		])
		expect(entries).toMatchObject({ lek: null, prevLek: null })

		const today = new Date(clock.now()).toISOString().slice(0, 10)
		const history = balanceHistoryResponseSchema.parse((await me.get(`/integrator/v1/ledger/account/history?id=${ngn.id}`)).json).data
		expect(history.points).toHaveLength(30)
		expect(history.points.at(-1)).toEqual({ date: today, balance: '500.50' })
		expect(history.points[0]?.balance).toBe('0.00')
		expectRefused(await me.get(`/integrator/v1/ledger/account/history?id=${ngn.id}&from=2026-05-01&to=2026-04-01`), 400, { message: 'from must be on or before to' })
		expectRefused(await me.get(`/integrator/v1/ledger/account/history?id=${ngn.id}&from=2020-01-01&to=2026-04-01`), 400, { message: 'The range can cover at most 366 days' })

		const transactions = transactionsResponseSchema.parse((await me.get('/integrator/v1/transactions?type=TOPUP&ledgerType=funding')).json).data
		expect(transactions.items.map((item) => item.amount)).toEqual(['300.50', '200.00'])
		expect((await me.get('/integrator/v1/transfers')).json.data.items).toEqual([])
	})

	it('filters by date, type, status, currency and search', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}/funding/NGN/deposits`, { amount: '10', senderName: 'Acme 50%_Holdings', reference: 'INV-0042' })
		await me.deposit('NGN', '20')
		const ngn = await me.funding('NGN')
		const amounts = async (query: string) => ((await me.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}&${query}`)).json.data.items as { amount: string }[]).map((item) => item.amount)
		expect(await amounts('q=inv-0042')).toEqual(['10.00'])
		expect(await amounts('q=50%25_')).toEqual(['10.00'])
		expect(await amounts('q=%25')).toEqual(['10.00'])
		expect(await amounts('q=nothing-like-this')).toEqual([])
		expect(await amounts('type=TRANSFER')).toEqual([])
		expect(await amounts('status=ITF_COMPLETED&type=TOPUP')).toEqual(['20.00', '10.00'])
		expect(await amounts('currency=USD')).toEqual([])
		const today = new Date(clock.now()).toISOString().slice(0, 10)
		expect(await amounts(`from=${today}&to=${today}`)).toEqual(['20.00', '10.00'])
		expect(await amounts('to=2020-01-01')).toEqual([])
		expectRefused(await me.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}&from=yesterday`), 400, { field: 'from' })
		expectRefused(await me.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}&status=DONE`), 400, { field: 'status' })
		expectRefused(await me.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}&limit=1001`), 400, { field: 'limit' })
		expectRefused(await me.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}&limit=0`), 400, { field: 'limit' })
	})

	it("another integrator's account, transaction and top-up are 404", async () => {
		const me = await moneyIntegrator(sandbox, clock)
		const other = await moneyIntegrator(sandbox, clock)
		const topup = depositResponseSchema.parse((await other.deposit('NGN', '5')).json).data
		const account = await other.funding('NGN')
		expectRefused(await me.get(`/integrator/v1/ledger/account?id=${account.id}`), 404, { message: 'No account with this id' })
		expectRefused(await me.get(`/integrator/v1/ledger/transactions?accountId=${account.id}`), 404)
		expectRefused(await me.get(`/integrator/v1/ledger/account/history?id=${account.id}`), 404)
		expectRefused(await me.get(`/integrator/v1/ledger/transaction?id=${topup.transactionId}`), 404, { message: 'No transaction with this id' })
		expectRefused(await me.get(`/integrator/v1/topups/${topup.id}`), 404, { message: 'No top-up with this id' })
		expect((await me.get('/integrator/v1/topups')).json.data.items).toEqual([])
		expectRefused(await sandbox.get('/integrator/v1/accounts'), 401)
	})
})
