import { afterEach, describe, expect, it } from 'vitest'
import { cardLimitsResponseSchema, LIMIT_ERROR_CODES, LIMIT_MESSAGES } from '#contract/card-limits.ts'
import { accountListResponseSchema } from '#contract/money/accounts.ts'
import { formatMoney } from '#contract/money/format.ts'
import {
	walletResponseSchema,
	walletTransactionResponseSchema,
	walletTransactionsResponseSchema,
	type Wallet,
} from '#contract/wallets/api.ts'
import { WITHDRAWAL_API_MESSAGES } from '#contract/wallets/withdrawal-messages.ts'
import { WITHDRAWAL_ERROR_CODES, withdrawalQuoteResponseSchema, type CreateWithdrawalQuoteRequest } from '#contract/wallets/withdrawals.ts'
import { deposit, expectLedgerBalances, TEST_PIN } from '../ledger/test-client.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'
import { withdrawalCompletedSubject } from './notices.ts'

/** BIP-173's P2WPKH test vector: a valid mainnet Bitcoin address. */
const CLEAN_BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
/** The same with its last character changed: the bech32 checksum fails. */
const MISTYPED_BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'
/** EIP-55's test vector: an Ethereum address. */
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
/** Valid, and ending in the documented blacklist suffix (docs/product/wallets.md). */
const BLACKLISTED_BTC = 'bc1qavds9pjxejaeg3f6x57r9v30vjaxltuwj2dead'

/** A company with WALLETS active, its PIN set, a BTC main wallet holding 0.01 BTC (confirmed). */
async function holder(sandbox: TestSandbox) {
	const answer = await sandbox.post('/sandbox/v1/control/scenarios/settings-ready', { tag: uniqueSuffix() })
	expect(answer.status).toBe(201)
	const email = answer.json.data.integrators[0].email as string
	const token = await login(sandbox, email, SCENARIO_PASSWORD)
	const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
	expect((await send('POST', '/auth/v1/pin', { pin: TEST_PIN, confirmPin: TEST_PIN })).status).toBe(201)
	const created = await send('POST', '/wallets/v1/wallets', { asset: 'BTC' })
	expect(created.status).toBe(201)
	const wallet = walletResponseSchema.parse(created.json).data
	const incoming = await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/wallets/deposits`, {
		asset: 'BTC',
		network: 'BTC',
		amount: '0.01',
	})
	expect(incoming.status).toBe(201)
	const depositId = walletTransactionResponseSchema.parse(incoming.json).data.id
	expect((await sandbox.post(`/sandbox/v1/control/wallets/deposits/${depositId}/confirmations`, { count: 1000 })).status).toBe(200)
	const me = {
		email,
		wallet,
		get: (path: string) => send('GET', path),
		post: (path: string, body: unknown = {}) => send('POST', path, body),
		patch: (path: string, body: unknown) => send('PATCH', path, body),
		quote: (body: Partial<CreateWithdrawalQuoteRequest>) =>
			send('POST', '/wallets/v1/withdrawals/quote', { walletId: wallet.id, network: 'BTC', ...body }),
		async quoteOk(body: Partial<CreateWithdrawalQuoteRequest>) {
			const quoted = await me.quote(body)
			expect(quoted.status, JSON.stringify(quoted.json)).toBe(201)
			return withdrawalQuoteResponseSchema.parse(quoted.json).data
		},
		confirm: (quoteId: string, pin = TEST_PIN) => send('POST', '/wallets/v1/withdrawals', { quoteId, pin }),
		async balances() {
			const accounts = accountListResponseSchema.parse((await send('GET', '/integrator/v1/accounts')).json).data
			const of = (type: string, currency: string) =>
				accounts.find((account) => account.ledgerType === type && account.currency === currency)?.balance
			const current = walletResponseSchema.parse((await send('GET', `/wallets/v1/wallets/${wallet.id}`)).json).data as Wallet
			return { btc: of('crypto', 'BTC'), usd: of('funding', 'USD'), onNetwork: current.networks[0]!.balance }
		},
	}
	return me
}

const control = (sandbox: TestSandbox, id: string, verb: 'broadcast' | 'complete' | 'fail', body: unknown = {}) =>
	sandbox.post(`/sandbox/v1/control/wallets/withdrawals/${id}/${verb}`, body)

describe.each(databaseBackends())('crypto withdrawals on $name', (backend) => {
	const sandbox = useSandbox(backend)
	afterEach(() => expectLedgerBalances(sandbox))

	it('quotes with exact fees, confirms once with the PIN, debits amount and fees, and broadcasts then completes', async () => {
		const me = await holder(sandbox)
		const quote = await me.quoteOk({ address: CLEAN_BTC, amount: '0.005' })
		// Network fee 0.00002000 (contract/wallets/networks.ts), service fee 0.00020000 (the WALLETS rate card).
		expect(quote).toMatchObject({
			status: 'OPEN',
			asset: 'BTC',
			address: CLEAN_BTC,
			amount: '0.00500000',
			networkFee: '0.00002000',
			serviceFee: '0.00020000',
			total: '0.00522000',
			balanceAfter: '0.00478000',
			blacklistCheck: null,
			withdrawalId: null,
		})
		expect(quote.id).toMatch(/^wqt_/)

		const before = await me.balances()
		expectRefused(await me.confirm(quote.id, '000000'), 400, { field: 'pin' })
		expect(await me.balances()).toEqual(before)

		const confirmed = await me.confirm(quote.id)
		expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(201)
		const withdrawal = walletTransactionResponseSchema.parse(confirmed.json).data
		expect(withdrawal).toMatchObject({ type: 'WITHDRAWAL', direction: 'DEBIT', status: 'PENDING', amount: '0.00500000', fee: '0.00022000' })
		expect(await me.balances()).toEqual({ ...before, btc: '0.00478000', onNetwork: '0.00478000' })

		// The quote's id is the idempotency key: confirming again answers the same withdrawal and moves nothing.
		const replay = await me.confirm(quote.id)
		expect(replay.status).toBe(200)
		expect(replay.json.message).toBe(WITHDRAWAL_API_MESSAGES.replayed)
		expect(replay.json.data.id).toBe(withdrawal.id)
		expect(await me.balances()).toEqual({ ...before, btc: '0.00478000', onNetwork: '0.00478000' })
		expect((await me.get(`/wallets/v1/withdrawals/quote/${quote.id}`)).json.data).toMatchObject({
			status: 'USED',
			withdrawalId: withdrawal.id,
		})

		expect((await me.get(`/wallets/v1/withdrawals/${withdrawal.id}`)).json.data.id).toBe(withdrawal.id)
		const list = walletTransactionsResponseSchema.parse((await me.get(`/wallets/v1/wallets/${me.wallet.id}/transactions`)).json).data
		expect(list.items.map((item) => item.id)).toContain(withdrawal.id)

		expectRefused(await control(sandbox, withdrawal.id, 'complete'), 409, { message: WITHDRAWAL_API_MESSAGES.final('PENDING') })
		const broadcast = await control(sandbox, withdrawal.id, 'broadcast')
		expect(broadcast.status).toBe(200)
		expect(broadcast.json.data).toMatchObject({ status: 'BROADCAST', txHash: expect.stringMatching(/^[0-9a-f]{64}$/) })
		const completed = await control(sandbox, withdrawal.id, 'complete')
		expect(completed.json.data.status).toBe('COMPLETED')
		expectRefused(await control(sandbox, withdrawal.id, 'fail'), 409, { message: WITHDRAWAL_API_MESSAGES.final('COMPLETED') })
		expect(await me.balances()).toEqual({ ...before, btc: '0.00478000', onNetwork: '0.00478000' })
		const outbox = (await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(me.email)}`)).json.data as { subject: string }[]
		expect(outbox.map((message) => message.subject)).toContain(withdrawalCompletedSubject({ asset: 'BTC', amount: '0.00500000' }))

		// Another integrator sees none of it.
		const other = await holder(sandbox)
		expectRefused(await other.get(`/wallets/v1/withdrawals/${withdrawal.id}`), 404, { message: WITHDRAWAL_API_MESSAGES.withdrawalNotFound })
		expectRefused(await other.quote({ walletId: me.wallet.id, address: CLEAN_BTC, amount: '0.001' }), 404, { field: 'walletId' })
		expectRefused(await other.confirm(quote.id), 404, { message: WITHDRAWAL_API_MESSAGES.quoteNotFound })
	})

	it('refuses each bad input with a clear message and moves nothing @bad-input', async () => {
		const me = await holder(sandbox)
		const before = await me.balances()
		expectRefused(await me.quote({ address: ETH_ADDRESS, amount: '0.001' }), 400, { field: 'address' })
		expectRefused(await me.quote({ address: MISTYPED_BTC, amount: '0.001' }), 400, { field: 'address' })
		expectRefused(await me.quote({ address: CLEAN_BTC, amount: '0.1' }), 400, {
			message: WITHDRAWAL_API_MESSAGES.insufficientBalance('0.01000000', 'BTC', 'Bitcoin'),
			field: 'amount',
		})
		expectRefused(await me.quote({ address: CLEAN_BTC, amount: '0.00001' }), 400, {
			message: WITHDRAWAL_API_MESSAGES.belowMinimum('0.00010000', 'BTC', 'Bitcoin'),
			field: 'amount',
		})
		expectRefused(await me.quote({ address: CLEAN_BTC, amount: '0.001000001' }), 400, { field: 'amount' })
		expectRefused(await me.quote({ address: CLEAN_BTC, amount: '0.001', network: 'DOGE' }), 400, {
			message: 'DOGE is not a supported network',
		})
		expectRefused(await me.quote({ address: CLEAN_BTC, amount: '0.001', walletId: 'wal_nope' }), 404, { field: 'walletId' })
		expectRefused(await me.quote({ amount: '0.001' }), 400, { message: WITHDRAWAL_API_MESSAGES.addressRequired })

		// Expired: 15 minutes later the quote is refused, and nothing moves.
		const quote = await me.quoteOk({ address: CLEAN_BTC, amount: '0.001' })
		sandbox.advance(16 * 60_000)
		expectRefused(await me.confirm(quote.id), 409, {
			message: WITHDRAWAL_API_MESSAGES.quoteExpired,
			code: WITHDRAWAL_ERROR_CODES.quoteExpired,
		})
		expect(await me.balances()).toEqual(before)

		// Max leaves room for the fees.
		const max = await me.quoteOk({ address: CLEAN_BTC, max: true })
		expect(max).toMatchObject({ amount: '0.00978000', total: '0.01000000', balanceAfter: '0.00000000' })
	})

	it('racing confirmations of a quote to a blacklisted address charge the fee once @race', async () => {
		const me = await holder(sandbox)
		expect((await me.patch('/integrator/v1/settings/withdrawal-blacklist', { checkBlacklistOnWithdrawal: true })).status).toBe(200)
		expect((await deposit(sandbox, me.email, 'USD', '50.00')).status).toBe(201)
		const quote = await me.quoteOk({ address: BLACKLISTED_BTC, amount: '0.001' })
		const answers = await Promise.all(Array.from({ length: 4 }, () => me.confirm(quote.id)))
		for (const answer of answers) expectRefused(answer, 422, { code: WITHDRAWAL_ERROR_CODES.addressBlacklisted })
		expect(await me.balances()).toMatchObject({ usd: '45.00', btc: '0.01000000' })
	})

	it('saves a new address with the quote (once, in its checksummed form) and quotes it by its id', async () => {
		const me = await holder(sandbox)
		const quote = await me.quoteOk({
			address: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
			amount: '0.001',
			save: { description: 'Cold storage', paymentBeneficiaryType: 'FIRST_PARTY' },
		})
		expect(quote.address).toBe(CLEAN_BTC)
		expect(quote.addressId).toEqual(expect.any(String))
		const again = await me.quoteOk({ address: CLEAN_BTC, amount: '0.001', save: { paymentBeneficiaryType: 'FIRST_PARTY' } })
		expect(again.addressId).toBe(quote.addressId)
		const saved = (await me.get('/integrator/v1/withdrawal-addresses')).json.data as { addressId: string; address: string }[]
		expect(saved.filter((item) => item.address === CLEAN_BTC)).toEqual([
			expect.objectContaining({ addressId: quote.addressId, description: 'Cold storage', asset: 'BTC', network: 'BTC' }),
		])
		expectRefused(await me.quote({ addressId: quote.addressId!, amount: '0.001', save: { paymentBeneficiaryType: 'FIRST_PARTY' } }), 400, {
			message: WITHDRAWAL_API_MESSAGES.saveSavedAddress,
		})
		// A refused quote saves nothing.
		expectRefused(
			await me.quote({ address: ETH_ADDRESS, network: 'BTC', amount: '0.001', save: { paymentBeneficiaryType: 'FIRST_PARTY' } }),
			400,
			{ field: 'address' },
		)
		expect(((await me.get('/integrator/v1/withdrawal-addresses')).json.data as unknown[]).length).toBe(saved.length)
	})

	it('racing confirmations of one quote make one withdrawal and debit once @race', async () => {
		const me = await holder(sandbox)
		const quote = await me.quoteOk({ address: CLEAN_BTC, amount: '0.001' })
		const answers = await Promise.all(Array.from({ length: 4 }, () => me.confirm(quote.id)))
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
		expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true)
		expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1)
		expect((await me.balances()).btc).toBe('0.00878000')
	})

	it('a failed withdrawal returns amount and fees exactly once under racing fail calls @race', async () => {
		const me = await holder(sandbox)
		const before = await me.balances()
		const quote = await me.quoteOk({ address: CLEAN_BTC, amount: '0.002' })
		const withdrawal = walletTransactionResponseSchema.parse((await me.confirm(quote.id)).json).data
		expect(await control(sandbox, withdrawal.id, 'broadcast')).toMatchObject({ status: 200 })
		const answers = await Promise.all(Array.from({ length: 6 }, () => control(sandbox, withdrawal.id, 'fail', { reason: 'Dropped' })))
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
		expect(await me.balances()).toEqual(before)
		expect((await me.get(`/wallets/v1/withdrawals/${withdrawal.id}`)).json.data).toMatchObject({ status: 'FAILED', reason: 'Dropped' })
	})

	it('with the blacklist check on: an empty USD balance is refused before any charge; blacklisted is refused and charged $5; clean is charged $5 and goes @bad-input', async () => {
		const me = await holder(sandbox)
		expect((await me.patch('/integrator/v1/settings/withdrawal-blacklist', { checkBlacklistOnWithdrawal: true })).status).toBe(200)
		const saved = await me.post('/integrator/v1/withdrawal-address', {
			address: BLACKLISTED_BTC,
			asset: 'BTC',
			network: 'BTC',
			description: 'Blacklisted',
			paymentBeneficiaryType: 'THIRD_PARTY',
			isContractSigned: true,
		})
		expect(saved.status, JSON.stringify(saved.json)).toBe(201)
		const blacklistedQuote = await me.quoteOk({ addressId: saved.json.data.addressId as string, amount: '0.001' })
		// The quote says the check will run and its fee, never its verdict (that is what the fee pays for).
		expect(blacklistedQuote).toMatchObject({ blacklistCheck: { feeUsd: '5.00' }, refusal: null })
		expect(JSON.stringify(blacklistedQuote)).not.toContain('blacklisted')

		const empty = await me.balances()
		expectRefused(await me.confirm(blacklistedQuote.id), 400, {
			message: WITHDRAWAL_API_MESSAGES.blacklistFeeUnpaid,
			code: WITHDRAWAL_ERROR_CODES.blacklistFeeUnpaid,
		})
		expect(await me.balances()).toEqual(empty)

		expect((await deposit(sandbox, me.email, 'USD', '12.00')).status).toBe(201)
		const funded = await me.balances()
		expectRefused(await me.confirm(blacklistedQuote.id), 422, {
			message: WITHDRAWAL_API_MESSAGES.blacklisted,
			code: WITHDRAWAL_ERROR_CODES.addressBlacklisted,
		})
		expect(await me.balances()).toEqual({ ...funded, usd: '7.00' })
		// The quote is REFUSED: posted again (a double click, Back, a replay) it is refused the same way, before the PIN, with no second fee.
		expect((await me.get(`/wallets/v1/withdrawals/quote/${blacklistedQuote.id}`)).json.data).toMatchObject({
			status: 'REFUSED',
			refusal: WITHDRAWAL_API_MESSAGES.blacklisted,
			withdrawalId: null,
		})
		const replays = await Promise.all([me.confirm(blacklistedQuote.id), me.confirm(blacklistedQuote.id, '000000')])
		for (const replay of replays) expectRefused(replay, 422, { code: WITHDRAWAL_ERROR_CODES.addressBlacklisted })
		expect(await me.balances()).toEqual({ ...funded, usd: '7.00' })

		const clean = await me.quoteOk({ address: CLEAN_BTC, amount: '0.001' })
		expect(clean.blacklistCheck).toEqual({ feeUsd: '5.00' })
		expect((await me.confirm(clean.id)).status).toBe(201)
		expect(await me.balances()).toEqual({ usd: '2.00', btc: '0.00878000', onNetwork: '0.00878000' })
	})

	it('enforces the card’s daily limit of BTC withdrawals over the UTC day: at quote, at confirmation, under a lock; a failed one gives back', async () => {
		const me = await holder(sandbox)
		const incoming = await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}/wallets/deposits`, {
			asset: 'BTC',
			network: 'BTC',
			amount: '45',
		})
		expect(incoming.status).toBe(201)
		const depositId = walletTransactionResponseSchema.parse(incoming.json).data.id
		expect((await sandbox.post(`/sandbox/v1/control/wallets/deposits/${depositId}/confirmations`, { count: 1000 })).status).toBe(200)
		const limits = async () => cardLimitsResponseSchema.parse((await me.get('/wallets/v1/withdrawals/limits?asset=BTC')).json).data
		const daily = (left: string) => ({
			message: LIMIT_MESSAGES.dailyLimit('withdrawal', '20.00 BTC', formatMoney(left, 'BTC')),
			code: LIMIT_ERROR_CODES.dailyLimit,
			field: 'amount',
		})
		const before = await me.balances()
		expectRefused(await me.quote({ address: CLEAN_BTC, amount: '20.00000001' }), 400, daily('20.00000000'))
		expect(await me.balances()).toEqual(before)
		expect(await limits()).toEqual({
			minAmount: null,
			maxAmount: null,
			dailyLimit: '20.00000000',
			usedToday: '0.00000000',
			leftToday: '20.00000000',
		})

		// 12 goes; 8.00000001 more is refused; exactly 8 ends the day on its limit and goes.
		expect((await me.confirm((await me.quoteOk({ address: CLEAN_BTC, amount: '12' })).id)).status).toBe(201)
		expectRefused(await me.quote({ address: CLEAN_BTC, amount: '8.00000001' }), 400, daily('8.00000000'))
		const atLimit = await me.confirm((await me.quoteOk({ address: CLEAN_BTC, amount: '8' })).id)
		expect(atLimit.status).toBe(201)
		expect(await limits()).toMatchObject({ usedToday: '20.00000000', leftToday: '0.00000000' })
		// A failed withdrawal gives its amount back to the day.
		expect((await control(sandbox, atLimit.json.data.id, 'fail', { reason: 'Rejected' })).status).toBe(200)
		expect(await limits()).toMatchObject({ usedToday: '12.00000000', leftToday: '8.00000000' })

		// Two quoted while 8 was left, confirmed at once: one goes, the other is refused with nothing moved for it.
		const [first, second] = [await me.quoteOk({ address: CLEAN_BTC, amount: '5' }), await me.quoteOk({ address: CLEAN_BTC, amount: '5' })]
		const answers = await Promise.all([me.confirm(first.id), me.confirm(second.id)])
		expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
		expect(answers.find((answer) => answer.status === 400)!.json.errors[0]).toMatchObject(daily('3.00000000'))
		expect(await limits()).toMatchObject({ usedToday: '17.00000000', leftToday: '3.00000000' })
	})
})
