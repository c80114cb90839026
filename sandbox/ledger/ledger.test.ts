import { describe, expect, it } from 'vitest'
import {
	accountListResponseSchema,
	balanceHistoriesResponseSchema,
	balanceHistoryResponseSchema,
	fundingAccountResponseSchema,
	ledgerAccountResponseSchema,
	ledgerAccountsResponseSchema,
	ledgerBalanceResponseSchema,
} from '#contract/money/accounts.ts'
import { depositResponseSchema } from '#contract/money/control.ts'
import { FIAT_CURRENCIES } from '#contract/money/currencies.ts'
import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import { ledgerTransactionResponseSchema, ledgerTransactionsResponseSchema, transactionsResponseSchema } from '#contract/money/ledger.ts'
import { INVALID_CURSOR_MESSAGE } from '#contract/money/paging.ts'
import { topupResponseSchema, topupsResponseSchema } from '#contract/money/transfers.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login, withClock } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { FUNDED_HISTORY, FUNDED_PIN } from './scenario.ts'
import { expectLedgerBalances, moneyIntegrator, type MoneyIntegrator, newKey } from './test-client.ts'

type Item = { id: string; amount: string }

describe.each(databaseBackends())('ledger: accounts, balances, paging, scenario on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	describe('accounts, balances, deposits', () => {
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

			const transaction = ledgerTransactionResponseSchema.parse(
				(await me.get(`/integrator/v1/ledger/transaction?id=${topup.transactionId}`)).json,
			).data
			expect(transaction).toMatchObject({ type: 'TOPUP', amount: '1500.25', topupId: topup.id })
			expect(transaction.postings).toHaveLength(2)
			expect(transaction.postings.find((posting) => posting.accountId)).toMatchObject({
				direction: 'CREDIT',
				amount: '1500.25',
				balanceAfter: '1500.25',
				ledgerType: 'funding',
			})
			expect(transaction.postings.find((posting) => !posting.accountId)).toMatchObject({
				direction: 'DEBIT',
				amount: '1500.25',
				balanceAfter: null,
			})
			await expectLedgerBalances(sandbox)
		})

		it('a deposit is refused, with nothing moved, for bad amounts, currencies and e-mails @bad-input', async () => {
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
			expect(funding).toEqual([
				{
					currency: 'NGN',
					bankName: 'Wema Bank',
					accountNumber: expect.stringMatching(/^\d{10}$/),
					accountName: 'Settings Test Ltd (sandbox)',
					balance: '500.50',
				},
			])
			expect((await me.get('/integrator/v1/funding-account')).json.data).toHaveLength(FIAT_CURRENCIES.length)
			expectRefused(await me.get('/integrator/v1/funding-account?currency=JPY'), 400, { message: 'JPY is not a supported currency' })

			const page = ledgerAccountsResponseSchema.parse((await me.get('/integrator/v1/ledger/accounts?ledgerType=funding&limit=3')).json).data
			expect(page.items.map((account) => account.currency)).toEqual(['EUR', 'GBP', 'GHS'])
			expect(page.lek).toBeTruthy()
			expect((await me.get('/integrator/v1/ledger/accounts?ledgerType=float')).json.data.items).toEqual([])
			expectRefused(await me.get('/integrator/v1/ledger/accounts?ledgerType=savings'), 400, { field: 'ledgerType' })

			const ngn = await me.funding('NGN')
			expect(ledgerAccountResponseSchema.parse((await me.get(`/integrator/v1/ledger/account?id=${ngn.id}`)).json).data).toEqual(ngn)
			const entries = ledgerTransactionsResponseSchema.parse(
				(await me.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}`)).json,
			).data
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
			expectRefused(await me.get(`/integrator/v1/ledger/account/history?id=${ngn.id}&from=2026-05-01&to=2026-04-01`), 400, {
				message: 'from must be on or before to',
			})
			expectRefused(await me.get(`/integrator/v1/ledger/account/history?id=${ngn.id}&from=2020-01-01&to=2026-04-01`), 400, {
				message: 'The range can cover at most 366 days',
			})
			// Every account of a ledger type in one call (an overview's trends): the same 30 days as the account's own history.
			const histories = balanceHistoriesResponseSchema.parse((await me.get('/integrator/v1/ledger/histories?type=funding')).json).data
			expect(histories.find((item) => item.accountId === ngn.id)).toEqual(history)
			expect(new Set(histories.map((item) => item.currency)).size).toBe(histories.length)
			expectRefused(await me.get('/integrator/v1/ledger/histories?type=savings'), 400)

			const transactions = transactionsResponseSchema.parse(
				(await me.get('/integrator/v1/transactions?type=TOPUP&ledgerType=funding')).json,
			).data
			expect(transactions.items.map((item) => item.amount)).toEqual(['300.50', '200.00'])
			expect((await me.get('/integrator/v1/transfers')).json.data.items).toEqual([])
		})

		it('filters by date, type, status, currency and search', async () => {
			const me = await moneyIntegrator(sandbox, clock)
			await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}/funding/NGN/deposits`, {
				amount: '10',
				senderName: 'Acme 50%_Holdings',
				reference: 'INV-0042',
			})
			await me.deposit('NGN', '20')
			const ngn = await me.funding('NGN')
			const amounts = async (query: string) =>
				((await me.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}&${query}`)).json.data.items as { amount: string }[]).map(
					(item) => item.amount,
				)
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

		it("another integrator's account, transaction and top-up are 404 @bad-input", async () => {
			const me = await moneyIntegrator(sandbox, clock)
			const other = await moneyIntegrator(sandbox, clock)
			const topup = depositResponseSchema.parse((await other.deposit('NGN', '5')).json).data
			const account = await other.funding('NGN')
			expectRefused(await me.get(`/integrator/v1/ledger/account?id=${account.id}`), 404, { message: 'No account with this id' })
			expectRefused(await me.get(`/integrator/v1/ledger/transactions?accountId=${account.id}`), 404)
			expectRefused(await me.get(`/integrator/v1/ledger/account/history?id=${account.id}`), 404)
			expectRefused(await me.get(`/integrator/v1/ledger/transaction?id=${topup.transactionId}`), 404, {
				message: 'No transaction with this id',
			})
			expectRefused(await me.get(`/integrator/v1/topups/${topup.id}`), 404, { message: 'No top-up with this id' })
			expect((await me.get('/integrator/v1/topups')).json.data.items).toEqual([])
			expectRefused(await sandbox.get('/integrator/v1/accounts'), 401)
		})
	})

	describe('paging by lek', () => {
		/** `count` deposits of 1, 2, 3 … NGN, a millisecond or more apart. */
		async function withDeposits(count: number) {
			const me = await moneyIntegrator(sandbox, clock)
			for (let index = 1; index <= count; index++) expect((await me.deposit('NGN', String(index))).status).toBe(201)
			return me
		}
		const entriesPath = async (me: MoneyIntegrator, query: string) =>
			`/integrator/v1/ledger/transactions?accountId=${(await me.funding('NGN')).id}&${query}`

		it('pages forward with nothing skipped or repeated while new rows arrive, and back again', async () => {
			const me = await withDeposits(25)
			const base = await entriesPath(me, 'limit=10')
			const first = (await me.get(base)).json.data
			expect(first.prevLek).toBeNull()
			expect(first.items.map((item: Item) => item.amount)).toEqual(Array.from({ length: 10 }, (_, i) => `${25 - i}.00`))
			// Three new deposits arrive between pages: they go on top, not into the pages still to read.
			for (const amount of ['100', '101', '102']) await me.deposit('NGN', amount)
			const second = (await me.get(`${base}&lek=${first.lek}`)).json.data
			const third = (await me.get(`${base}&lek=${second.lek}`)).json.data
			expect(third.lek).toBeNull()
			const seen = [...first.items, ...second.items, ...third.items].map((item: Item) => item.amount)
			expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `${25 - i}.00`))

			// Back from the third page: the second page again, exactly.
			const back = (await me.get(`${base}&lek=${third.prevLek}`)).json.data
			expect(back.items).toEqual(second.items)
			// Back again: the first page as it was read; the new rows are above it.
			const before = (await me.get(`${base}&lek=${back.prevLek}`)).json.data
			expect(before.items).toEqual(first.items)
			// And back once more reaches the top: the first page as it is now, full.
			const top = (await me.get(`${base}&lek=${before.prevLek}`)).json.data
			expect(top.prevLek).toBeNull()
			expect(top.items.map((item: Item) => item.amount).slice(0, 4)).toEqual(['102.00', '101.00', '100.00', '25.00'])
			expect(top.items).toHaveLength(10)
		})

		it('pages every list the same way', async () => {
			const me = await withDeposits(5)
			for (const list of ['/integrator/v1/topups', '/integrator/v1/transactions', '/integrator/v1/ledger/accounts']) {
				const first = (await me.get(`${list}?limit=2`)).json.data
				const second = (await me.get(`${list}?limit=2&lek=${first.lek}`)).json.data
				expect(second.items).toHaveLength(2)
				expect(second.items.some((item: Item) => first.items.some((seen: Item) => seen.id === item.id))).toBe(false)
				expect((await me.get(`${list}?limit=2&lek=${second.prevLek}`)).json.data.items).toEqual(first.items)
			}
		})

		it('refuses a forged, edited or borrowed lek with 400 @bad-input', async () => {
			const me = await withDeposits(3)
			const other = await withDeposits(3)
			const path = await entriesPath(me, 'limit=1')
			const { lek } = (await me.get(path)).json.data as { lek: string }
			const [payload, signature] = lek.split('.') as [string, string]
			const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString())
			const forged = Buffer.from(JSON.stringify({ ...decoded, k: ['2000-01-01T00:00:00.000Z', '1'] })).toString('base64url')
			const otherLek = (await other.get(await entriesPath(other, 'limit=1'))).json.data.lek as string
			const topupsLek = (await me.get('/integrator/v1/topups?limit=1')).json.data.lek as string
			for (const bad of [
				`${forged}.${signature}`,
				`${payload}.${signature.slice(0, -2)}AA`,
				'garbage',
				`${payload}`,
				otherLek,
				topupsLek,
				'x'.repeat(600),
			]) {
				expectRefused(await me.get(`${path}&lek=${encodeURIComponent(bad)}`), 400, { message: INVALID_CURSOR_MESSAGE })
			}
			expectRefused(await me.get(`/integrator/v1/topups?lek=${encodeURIComponent(otherLek)}`), 400, {
				code: MONEY_ERROR_CODES.invalidCursor,
				field: 'lek',
			})
		})

		it('a big limit reads everything in few pages (the CSV export)', async () => {
			const me = await withDeposits(12)
			const page = (await me.get(await entriesPath(me, 'limit=1000'))).json.data
			expect(page.items).toHaveLength(12)
			expect(page.lek).toBeNull()
		})
	})

	describe('the funded scenario', () => {
		it('seeds a verified company with balances, months of entries that page and filter, and a ledger that balances', async () => {
			const tag = uniqueSuffix()
			const started = performance.now()
			const seeded = await sandbox.post('/sandbox/v1/control/scenarios/funded', { tag })
			expect(seeded.status).toBe(201)
			expect(performance.now() - started).toBeLessThan(15_000)
			// Seeding again is a reset: the old history goes with the old integrator.
			expect((await sandbox.post('/sandbox/v1/control/scenarios/funded', { tag })).status).toBe(201)
			await expectLedgerBalances(sandbox)

			const email = seeded.json.data.integrators[0].email as string
			const token = await login(sandbox, email, SCENARIO_PASSWORD)
			const accounts = accountListResponseSchema.parse((await sandbox.get('/integrator/v1/accounts', { token })).json).data
			expect(new Set(accounts.map((account) => account.ledgerType))).toEqual(new Set(['funding', 'operational', 'float', 'crypto']))
			for (const currency of ['NGN', 'USD', 'EUR'])
				expect(
					Number(accounts.find((account) => account.ledgerType === 'funding' && account.currency === currency)!.balance),
				).toBeGreaterThan(0)
			expect(accounts.find((account) => account.currency === 'BTC')!.balance).toMatch(/^\d+\.\d{8}$/)

			const ngn = accounts.find((account) => account.ledgerType === 'funding' && account.currency === 'NGN')!
			const seen = new Set<string>()
			const months = new Set<string>()
			let lek: string | null = null
			let pages = 0
			do {
				const answer = await sandbox.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}${lek ? `&lek=${lek}` : ''}`, { token })
				const page = ledgerTransactionsResponseSchema.parse(answer.json).data
				for (const entry of page.items) {
					seen.add(entry.id)
					months.add(entry.createdAt.slice(0, 7))
				}
				lek = page.lek
				pages++
			} while (lek)
			const expected = FUNDED_HISTORY.find((spec) => spec.ledgerType === 'funding' && spec.currency === 'NGN')!.entries
			expect(seen.size).toBe(expected)
			expect(pages).toBe(Math.ceil(expected / 20))
			expect(months.size).toBeGreaterThanOrEqual(6)
			const failed = (await sandbox.get(`/integrator/v1/local-transfers?status=ITF_FAILED&limit=1000`, { token })).json.data.items
			const completed = (await sandbox.get(`/integrator/v1/local-transfers?status=ITF_COMPLETED&limit=1000`, { token })).json.data.items
			expect(completed.length).toBeGreaterThan(10)
			expect(failed.length + completed.length).toBeGreaterThan(20)
			const [firstTopup] = (await sandbox.get('/integrator/v1/topups?currency=NGN&limit=1', { token })).json.data.items
			expect((await sandbox.get(`/integrator/v1/ledger/transaction?id=${firstTopup.transactionId}`, { token })).json.data.topupId).toBe(
				firstTopup.id,
			)

			// The seeded PIN moves money.
			const transfer = await sandbox.post(
				'/integrator/v1/local-transfer',
				{ currency: 'NGN', bankCode: '058', accountNumber: '0123456789', amount: '10', pin: FUNDED_PIN, idempotencyKey: newKey() },
				{ token },
			)
			expect(transfer.status).toBe(201)
			await expectLedgerBalances(sandbox)
		})

		it('writes bulk history on one account for a bench, and refuses what it cannot do @bad-input', async () => {
			const me = await moneyIntegrator(sandbox, clock)
			const path = `/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}/ledger/history`
			const written = await sandbox.post(path, { entries: 250 })
			expect(written.status).toBe(201)
			const ngn = await me.funding('NGN')
			expect(written.json.data).toMatchObject({ accountId: ngn.id, entries: 250 })
			const page = (await me.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}&limit=1000`)).json.data
			expect(page.items).toHaveLength(250)
			expect(page.items[0].balanceAfter).toBe(ngn.balance)
			expectRefused(await sandbox.post(path, { entries: 0 }), 400, { field: 'entries' })
			expectRefused(await sandbox.post(path, { entries: '10' }), 400, { field: 'entries' })
			// Crypto accounts are for verified companies.
			expectRefused(await sandbox.post(path, { entries: 5, ledgerType: 'crypto', currency: 'BTC' }), 400, { field: 'ledgerType' })
			await expectLedgerBalances(sandbox)
		})
	})
})
