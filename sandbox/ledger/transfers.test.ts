import { describe, expect, it } from 'vitest'
import { MONEY_ERROR_CODES, MONEY_MESSAGES } from '#contract/money/errors.ts'
import { ledgerTransactionsResponseSchema } from '#contract/money/ledger.ts'
import {
	banksResponseSchema,
	chargeResponseSchema,
	localTransferResponseSchema,
	localTransfersResponseSchema,
	QUOTE_LIFETIME_MINUTES,
	quoteResponseSchema,
} from '#contract/money/transfers.ts'
import { SETTINGS_ERROR_CODES } from '#contract/settings/credentials.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, newIntegrator, withClock } from '../test-support/integrator-client.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'
import { expectLedgerBalances, moneyIntegrator, newKey, TEST_PIN, transferBody } from './test-client.ts'

async function outboxSubjects(sandbox: TestSandbox, to: string) {
	return ((await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(to)}`)).json.data as { subject: string }[]).map(
		(message) => message.subject,
	)
}

describe.each(databaseBackends())('ledger: local transfers on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	describe('local transfers', () => {
		const funded = async (amount = '1000.00') => {
			const me = await moneyIntegrator(sandbox, clock)
			expect((await me.deposit('NGN', amount)).status).toBe(201)
			return me
		}

		it('lists banks and quotes a transfer with the fee and the resolved name', async () => {
			const me = await funded()
			const banks = banksResponseSchema.parse((await me.get('/integrator/v1/local-transfer/banks?currency=NGN')).json).data
			expect(banks.map((bank) => bank.code)).toContain('058')
			expectRefused(await me.get('/integrator/v1/local-transfer/banks?currency=XYZ'), 400, { message: 'XYZ is not a supported currency' })
			const query = 'currency=NGN&bankCode=058&accountNumber=0123456789&amount=250.5'
			const charge = chargeResponseSchema.parse((await me.get(`/integrator/v1/local-transfer/charge?${query}`)).json).data
			expect(charge).toMatchObject({
				amount: '250.50',
				fee: '50.00',
				total: '300.50',
				currency: 'NGN',
				bankName: 'Guaranty Trust Bank',
				accountNumber: '0123456789',
			})
			// The same number resolves to the same holder every time.
			expect((await me.get(`/integrator/v1/local-transfer/charge?${query}`)).json.data.accountName).toBe(charge.accountName)
			expectRefused(await me.get('/integrator/v1/local-transfer/charge?currency=NGN&bankCode=058&accountNumber=0123450000&amount=1'), 422, {
				code: MONEY_ERROR_CODES.accountNotFound,
				field: 'accountNumber',
			})
			expectRefused(await me.get('/integrator/v1/local-transfer/charge?currency=NGN&bankCode=999&accountNumber=0123456789&amount=1'), 400, {
				code: MONEY_ERROR_CODES.unknownBank,
			})
			expectRefused(await me.get('/integrator/v1/local-transfer/charge?currency=NGN&bankCode=058&accountNumber=12345&amount=1'), 400, {
				message: 'Account number must be exactly 10 digits',
			})
			expectRefused(
				await me.get('/integrator/v1/local-transfer/charge?currency=NGN&bankCode=058&accountNumber=0123456789&amount=951'),
				400,
				{ message: MONEY_MESSAGES.insufficientBalance },
			)
		})

		it('a quote keeps every figure under an id, makes one transfer however often it is confirmed, and expires', async () => {
			const me = await funded()
			const fields = { currency: 'NGN', bankCode: '058', accountNumber: '0123456789', amount: '12.34', narration: 'Rent' }
			const created = await me.post('/integrator/v1/local-transfer/quote', fields)
			expect(created.status).toBe(201)
			const quote = quoteResponseSchema.parse(created.json).data
			expect(quote).toMatchObject({
				status: 'OPEN',
				amount: '12.34',
				fee: '50.00',
				total: '62.34',
				balanceAfter: '937.66',
				narration: 'Rent',
				transferId: null,
			})
			expect(quote.id).toMatch(/^qte_[0-9a-f]{20}$/)
			expect(Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)).toBe(QUOTE_LIFETIME_MINUTES * 60_000)
			expect((await me.get(`/integrator/v1/local-transfer/quote/${quote.id}`)).json.data).toEqual(quote)

			// Refused as the charge is, and nothing is kept.
			expectRefused(await me.post('/integrator/v1/local-transfer/quote', { ...fields, bankCode: '999' }), 400, {
				code: MONEY_ERROR_CODES.unknownBank,
			})
			expectRefused(await me.post('/integrator/v1/local-transfer/quote', { ...fields, amount: '951' }), 400, {
				code: MONEY_ERROR_CODES.insufficientBalance,
				field: 'amount',
			})
			expectRefused(await me.post('/integrator/v1/local-transfer/quote', { ...fields, amount: '1.234' }), 400, { field: 'amount' })

			const confirm = (body: Record<string, unknown> = {}) =>
				me.post('/integrator/v1/local-transfer', { quoteId: quote.id, pin: TEST_PIN, ...body })
			expectRefused(await confirm({ pin: '000000' }), 400, { field: 'pin' })
			const first = await confirm()
			expect(first.status).toBe(201)
			const again = await confirm()
			expect(again.status).toBe(200)
			expect(again.json.data.id).toBe(first.json.data.id)
			expect(first.json.data).toMatchObject({ amount: '12.34', fee: '50.00', total: '62.34', narration: 'Rent' })
			expect((await me.funding('NGN')).balance).toBe('937.66')
			expect((await me.get('/integrator/v1/local-transfers')).json.data.items).toHaveLength(1)
			expect((await me.get(`/integrator/v1/local-transfer/quote/${quote.id}`)).json.data).toMatchObject({
				status: 'USED',
				transferId: first.json.data.id,
			})

			// Another integrator's quote, an unknown one and a malformed id are not found.
			const other = await funded()
			expectRefused(await other.get(`/integrator/v1/local-transfer/quote/${quote.id}`), 404)
			expectRefused(await other.post('/integrator/v1/local-transfer', { quoteId: quote.id, pin: TEST_PIN }), 404)
			expectRefused(await me.get('/integrator/v1/local-transfer/quote/qte_nope'), 404)
			expectRefused(await me.post('/integrator/v1/local-transfer', { quoteId: 'qte_nope', pin: TEST_PIN }), 400, { field: 'quoteId' })

			const late = quoteResponseSchema.parse((await me.post('/integrator/v1/local-transfer/quote', fields)).json).data
			clock.advance(QUOTE_LIFETIME_MINUTES * 60_000)
			expect((await me.get(`/integrator/v1/local-transfer/quote/${late.id}`)).json.data.status).toBe('EXPIRED')
			expectRefused(await me.post('/integrator/v1/local-transfer', { quoteId: late.id, pin: TEST_PIN }), 409, {
				code: MONEY_ERROR_CODES.quoteExpired,
			})
			expect((await me.funding('NGN')).balance).toBe('937.66')
			await expectLedgerBalances(sandbox)
		})

		it('moves a transfer from processing to successful, with amount and fee debited once', async () => {
			const me = await funded()
			const transfer = await me.transferOk({ amount: '100.00', narration: 'Invoice 7' })
			expect(transfer).toMatchObject({
				status: 'ITF_PROCESSING',
				amount: '100.00',
				fee: '50.00',
				total: '150.00',
				narration: 'Invoice 7',
				reason: null,
			})
			expect((await me.funding('NGN')).balance).toBe('850.00')
			const shown = localTransferResponseSchema.parse((await me.get(`/integrator/v1/local-transfer/${transfer.id}`)).json).data
			expect(shown.status).toBe('ITF_PROCESSING')

			const settled = await sandbox.post(`/sandbox/v1/control/transfers/${transfer.id}/settle`, {})
			expect(settled.status).toBe(200)
			expect(settled.json.data.status).toBe('ITF_COMPLETED')
			expect((await me.get(`/integrator/v1/local-transfer/${transfer.id}`)).json.data.status).toBe('ITF_COMPLETED')
			expect((await me.funding('NGN')).balance).toBe('850.00')
			expect(await outboxSubjects(sandbox, me.email)).toContain('Transfer of ₦100.00 completed')

			// Settled is final: neither settle nor fail again.
			expectRefused(await sandbox.post(`/sandbox/v1/control/transfers/${transfer.id}/fail`, {}), 409, {
				code: MONEY_ERROR_CODES.transferFinal,
			})
			expectRefused(await sandbox.post(`/sandbox/v1/control/transfers/${transfer.id}/settle`, {}), 409, {
				message: 'This transfer is already final (ITF_COMPLETED)',
			})
			expectRefused(await sandbox.post('/sandbox/v1/control/transfers/trf_nope/settle', {}), 404)

			const ngn = await me.funding('NGN')
			const entries = ledgerTransactionsResponseSchema.parse((await me.get(`/integrator/v1/ledger/transactions?accountId=${ngn.id}`)).json)
				.data.items
			expect(entries.map((entry) => [entry.type, entry.direction, entry.amount, entry.balanceAfter, entry.status])).toEqual([
				['FEE', 'DEBIT', '50.00', '850.00', 'ITF_COMPLETED'],
				['TRANSFER', 'DEBIT', '100.00', '900.00', 'ITF_COMPLETED'],
				['TOPUP', 'CREDIT', '1000.00', '1000.00', 'ITF_COMPLETED'],
			])
			const list = localTransfersResponseSchema.parse((await me.get('/integrator/v1/local-transfers?status=ITF_COMPLETED')).json).data
			expect(list.items.map((item) => item.id)).toEqual([transfer.id])
			expect((await me.get('/integrator/v1/transfers')).json.data.items).toHaveLength(1)
			await expectLedgerBalances(sandbox)
		})

		it('a failed transfer returns amount and fee by a reversal, and cannot be settled after @bad-input', async () => {
			const me = await funded()
			const transfer = await me.transferOk({ amount: '200.00' })
			expect((await me.funding('NGN')).balance).toBe('750.00')
			const failed = await sandbox.post(`/sandbox/v1/control/transfers/${transfer.id}/fail`, { reason: 'Beneficiary account closed' })
			expect(failed.status).toBe(200)
			expect(failed.json.data).toMatchObject({ status: 'ITF_FAILED', reason: 'Beneficiary account closed' })
			expect((await me.funding('NGN')).balance).toBe('1000.00')
			expectRefused(await sandbox.post(`/sandbox/v1/control/transfers/${transfer.id}/settle`, {}), 409, {
				message: 'This transfer is already final (ITF_FAILED)',
			})
			expectRefused(await sandbox.post(`/sandbox/v1/control/transfers/${transfer.id}/fail`, {}), 409)
			expect((await me.funding('NGN')).balance).toBe('1000.00')
			const entries = (await me.get(`/integrator/v1/ledger/transactions?accountId=${(await me.funding('NGN')).id}&limit=1`)).json.data.items
			expect(entries[0]).toMatchObject({ type: 'REVERSAL', direction: 'CREDIT', amount: '250.00', balanceAfter: '1000.00' })
			expect(await outboxSubjects(sandbox, me.email)).toContain('Transfer of ₦200.00 failed')
			await expectLedgerBalances(sandbox)
		})

		it('sends no transfer e-mail when LOCAL_TRANSFER is off', async () => {
			const me = await funded()
			expect(
				(
					await me.patch('/integrator/v1/email-notifications', {
						notificationSettings: [{ emailSetting: 'LOCAL_TRANSFER', active: false }],
					})
				).status,
			).toBe(200)
			const transfer = await me.transferOk()
			await sandbox.post(`/sandbox/v1/control/transfers/${transfer.id}/settle`, {})
			expect((await outboxSubjects(sandbox, me.email)).filter((subject) => subject.startsWith('Transfer of'))).toEqual([])
		})

		it('the same idempotency key makes one transfer; with another request it is refused @bad-input', async () => {
			const me = await funded()
			const body = { ...transferBody(), amount: '100' }
			const first = await me.transfer(body)
			expect(first.status).toBe(201)
			const again = await me.transfer({ ...body, amount: '100.00' })
			expect(again.status).toBe(200)
			expect(again.json.data.id).toBe(first.json.data.id)
			// A replay is recognised even when it carries a wrong PIN: it does not move money again.
			expect((await me.transfer({ ...body, pin: '000000' })).json.data.id).toBe(first.json.data.id)
			expectRefused(await me.transfer({ ...body, amount: '101' }), 409, {
				code: MONEY_ERROR_CODES.idempotencyConflict,
				message: MONEY_MESSAGES.idempotencyConflict,
			})
			expectRefused(await me.transfer({ ...body, accountNumber: '0123456788' }), 409)
			// The header works too, and must agree with the field.
			const headerKey = newKey()
			const viaHeader = (key: string, body: Record<string, unknown>) =>
				sandbox.request('/integrator/v1/local-transfer', {
					method: 'POST',
					token: me.token,
					headers: { 'content-type': 'application/json', 'idempotency-key': key },
					body: JSON.stringify(body),
				})
			const { idempotencyKey: _unused, ...withoutKey } = transferBody()
			expect((await viaHeader(headerKey, withoutKey)).status).toBe(201)
			expect((await viaHeader(headerKey, withoutKey)).status).toBe(200)
			expect((await viaHeader(headerKey, { ...withoutKey, idempotencyKey: newKey() })).status).toBe(400)
			expectRefused(await me.transfer({ ...transferBody(), idempotencyKey: undefined }), 400, {
				field: 'idempotencyKey',
				message: 'idempotencyKey is required',
			})
			expectRefused(await me.transfer({ ...transferBody(), idempotencyKey: 'short' }), 400, { field: 'idempotencyKey' })
			expect((await me.funding('NGN')).balance).toBe('700.00')
			expect((await me.get('/integrator/v1/local-transfers')).json.data.items).toHaveLength(2)
			await expectLedgerBalances(sandbox)
		})

		it('refuses bad amounts and currencies with nothing moved @bad-input', async () => {
			const me = await funded('100.00')
			const cases: [Record<string, unknown>, number, string][] = [
				[{ amount: '51' }, 400, MONEY_MESSAGES.insufficientBalance],
				[{ amount: '50.01' }, 400, MONEY_MESSAGES.insufficientBalance],
				[{ amount: '-10' }, 400, 'Amount must be greater than zero'],
				[{ amount: '0' }, 400, 'Amount must be greater than zero'],
				[{ amount: '0.00000000000000000001' }, 400, 'NGN amounts can have at most 2 decimals'],
				[{ amount: '1.' + '5'.repeat(20) }, 400, 'NGN amounts can have at most 2 decimals'],
				[{ amount: 'ten' }, 400, 'Enter the amount with digits and one dot only, e.g. 1500.25'],
				[{ amount: 10 }, 400, 'Enter the amount with digits and one dot only, e.g. 1500.25'],
				[{ currency: 'JPY' }, 400, 'JPY is not a supported currency'],
				[{ currency: 'BTC' }, 400, 'BTC is not a supported currency'],
				[{ currency: 'USD' }, 400, MONEY_MESSAGES.unknownBank],
				[{ accountNumber: '01234a6789' }, 400, 'Account number must contain digits only'],
				[{ pin: '12' }, 400, 'PIN must be exactly 6 digits'],
			]
			for (const [change, status, message] of cases) expectRefused(await me.transfer(change), status, { message })
			expect((await me.funding('NGN')).balance).toBe('100.00')
			// Exactly the balance (amount plus fee) is allowed.
			expect((await me.transfer({ amount: '50' })).status).toBe(201)
			expect((await me.funding('NGN')).balance).toBe('0.00')
			expect((await me.get('/integrator/v1/local-transfers')).json.data.items).toHaveLength(1)
			await expectLedgerBalances(sandbox)
		})

		it('needs the PIN (five wrong lock it) and, with 2FA on, a fresh authenticator code @bad-input', async () => {
			const me = await funded()
			for (let attempt = 1; attempt <= 4; attempt++)
				expectRefused(await me.transfer({ pin: '111111' }), 400, {
					code: SETTINGS_ERROR_CODES.wrongPin,
					field: 'pin',
					message: new RegExp(`^${MONEY_MESSAGES.wrongPin}\\. ${5 - attempt} attempts? left`),
				})
			expectRefused(await me.transfer({ pin: '111111' }), 429, { code: SETTINGS_ERROR_CODES.pinLocked })
			expectRefused(await me.transfer({ pin: TEST_PIN }), 429, { code: SETTINGS_ERROR_CODES.pinLocked })
			expect((await me.funding('NGN')).balance).toBe('1000.00')
			clock.advance(31 * 60_000)

			await me.enable2FA()
			expectRefused(await me.transfer({}), 400, { code: SETTINGS_ERROR_CODES.totpRequired, field: 'token' })
			expectRefused(await me.transfer({ token: '000000' }), 400, { code: SETTINGS_ERROR_CODES.invalidTotp })
			const token = me.nextCode()
			expect((await me.transfer({ token })).status).toBe(201)
			// The code was spent by that transfer; a new transfer needs a new one.
			expectRefused(await me.transfer({ token }), 400, { field: 'token' })
			expect((await me.funding('NGN')).balance).toBe('850.00')
		})

		it("refuses without a PIN set, and shows nobody else's transfer @bad-input", async () => {
			const me = await funded()
			const other = await funded()
			const theirs = await other.transferOk()
			expectRefused(await me.get(`/integrator/v1/local-transfer/${theirs.id}`), 404, { message: MONEY_MESSAGES.transferNotFound })
			expect((await me.get('/integrator/v1/local-transfers')).json.data.items).toEqual([])
			const pinless = await newIntegrator(sandbox, clock)
			expect(
				(await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(pinless.email)}/funding/NGN/deposits`, { amount: '500' }))
					.status,
			).toBe(201)
			expectRefused(await pinless.post('/integrator/v1/local-transfer', transferBody()), 400, { code: MONEY_ERROR_CODES.pinNotSet })
		})
	})

	// Racing requests: on PostgreSQL they really run at once on separate
	// connections; on PGlite (one connection) they queue, with the same answers.
	describe('concurrent movements', () => {
		it('ten parallel transfers of 30 % of the balance each: three pass, the balance never goes negative @race', async () => {
			const me = await moneyIntegrator(sandbox, clock)
			await me.deposit('NGN', '1000')
			// 250 plus the 50 fee: 300 each.
			const answers = await Promise.all(Array.from({ length: 10 }, () => me.transfer({ ...transferBody(), amount: '250' })))
			const statuses = answers.map((answer) => answer.status).sort()
			expect(statuses).toEqual([201, 201, 201, 400, 400, 400, 400, 400, 400, 400])
			expect(
				answers.filter((answer) => answer.status === 400).every((answer) => answer.json.errors[0].code === 'INSUFFICIENT_BALANCE'),
			).toBe(true)
			expect((await me.funding('NGN')).balance).toBe('100.00')
			await expectLedgerBalances(sandbox)
		})

		it('the same idempotency key sent five times at once makes one transfer @race', async () => {
			const me = await moneyIntegrator(sandbox, clock)
			await me.deposit('NGN', '1000')
			const body = { ...transferBody(), idempotencyKey: newKey() }
			const answers = await Promise.all(Array.from({ length: 5 }, () => me.transfer(body)))
			expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201])
			expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1)
			expect((await me.funding('NGN')).balance).toBe('850.00')
			await expectLedgerBalances(sandbox)
		})

		it('deposits, transfers and failures racing over the same accounts all land @race', async () => {
			const me = await moneyIntegrator(sandbox, clock)
			await me.deposit('NGN', '1000')
			const transfers = await Promise.all(Array.from({ length: 3 }, () => me.transferOk({ amount: '100' })))
			const moves = await Promise.all([
				...transfers.map((transfer) => sandbox.post(`/sandbox/v1/control/transfers/${transfer.id}/fail`, {})),
				...Array.from({ length: 3 }, () => me.deposit('NGN', '10')),
				...Array.from({ length: 3 }, () => me.transfer({ amount: '10' })),
				// A settle racing the fail of the same transfer: exactly one of them wins.
				sandbox.post(`/sandbox/v1/control/transfers/${transfers[0]!.id}/settle`, {}),
			])
			expect(moves.filter((answer) => answer.status >= 500)).toEqual([])
			const settledFirst = moves.at(-1)!.status === 200
			const expected = 1000 + 30 - 3 * 60 - (settledFirst ? 150 : 0)
			expect((await me.funding('NGN')).balance).toBe(`${expected}.00`)
			await expectLedgerBalances(sandbox)
		})
	})
})
