import { expect, test } from 'vitest'
import { WITHDRAWAL_QUOTE_LIFETIME_MINUTES } from '#contract/wallets/withdrawals.ts'
import { quoteWithdrawFields } from '#app/lib/wallets/withdraw-fields.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { GUARD_CALLS, inRounds } from '#tests/support/provider-rounds.server.ts'
import { postToProvider, providerCallsDuring, signedInScenario, useProvider } from '#tests/support/provider-session.server.ts'
import {
	handleAskWithdrawalQuote,
	handleConfirmWithdrawal,
	loadWithdrawalPage,
	loadWithdrawalQuotePage,
	loadWithdrawForm,
} from './withdraw.server.ts'

/**
 * A crypto withdrawal's steps against the real sandbox: each page and the
 * quote post cost one provider round trip (their calls all leave before any
 * answer comes back, counted by `inRounds`,
 * docs/decisions/133-round-trips-counted-not-timed.md; how long a round takes
 * is `npm run bench`'s); an expired quote comes back to its page, and 'Get a
 * new quote' posts its fields for a new one; a confirmation posted again
 * opens the same withdrawal.
 */

const PIN = '135790'
/** BIP-173's P2WPKH test vector: a valid mainnet Bitcoin address. */
const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
let clockOffsetMs = 0
const provider = useProvider({ now: () => Date.now() + clockOffsetMs })

/** A wallets-active company (BTC main wallet 0.5234 BTC) with its transaction PIN set, signed in to the dashboard. */
async function walletsCompany() {
	const { token, at, form } = await signedInScenario(provider.url, 'wallets-active')
	expect((await postToProvider(provider.url, '/auth/v1/pin', { pin: PIN, confirmPin: PIN }, token)).status).toBe(201)
	return { at, form }
}

const locationOf = (answer: unknown) => (answer as Response).headers.get('Location')!

/** The guard's own calls (the profile and the subscriptions), which every service post makes. */
const notTheGuard = (call: string) => call !== 'GET /integrator/v1' && call !== 'GET /integrator/v1/subscriptions'
const FIELDS = { network: 'BTC', address: ADDRESS, amount: '0.01', intent: 'quote' }

test('the form, the quote post, the quote and the withdrawal each cost one provider round trip', { timeout: 60_000 }, async () => {
	const { at, form } = await walletsCompany()
	const path = '/product/wallet-service/BTC/withdraw'

	const shown = await inRounds('the form', () => loadWithdrawForm(at(path), getLoadContext(), 'BTC'), [
		...GUARD_CALLS,
		'GET /wallets/v1/main-wallets/BTC',
		'GET /integrator/v1/withdrawal-addresses',
		'GET /wallets/v1/withdrawals/limits',
	])
	expect(shown).toMatchObject({ asset: 'BTC', wallet: { asset: 'BTC', kind: 'MAIN', balance: '0.52340000' } })
	// The form names its wallet (a hidden field): the quote is asked for at once.
	const wallet = shown.wallet!.id

	const asked = await inRounds(
		'asking for the quote',
		() => handleAskWithdrawalQuote(form(path, { ...FIELDS, wallet }), getLoadContext(), 'BTC'),
		[...GUARD_CALLS, 'POST /wallets/v1/withdrawals/quote'],
	)
	const quotePath = locationOf(asked)
	expect(quotePath).toMatch(/^\/product\/wallet-service\/BTC\/withdraw\/wqt_[0-9a-f]{20}$/)
	const quoteId = quotePath.split('/').pop()!

	// A refused quote asks for the form's data only once refused (record 125): the quote's round, then the form's.
	const refused = await inRounds(
		'the refused quote',
		() => handleAskWithdrawalQuote(form(path, { ...FIELDS, wallet, amount: '5' }), getLoadContext(), 'BTC'),
		[...GUARD_CALLS, 'POST /wallets/v1/withdrawals/quote'],
		[`GET /wallets/v1/wallets/${wallet}`, 'GET /integrator/v1/withdrawal-addresses', 'GET /wallets/v1/withdrawals/limits'],
	)
	expect(JSON.stringify(refused)).toContain("Amount and fees are more than this wallet's balance on Bitcoin: 0.5234 BTC")

	const opened = await inRounds('the quote', () => loadWithdrawalQuotePage(at(quotePath), getLoadContext(), 'BTC', quoteId), [
		...GUARD_CALLS,
		`GET /wallets/v1/withdrawals/quote/${quoteId}`,
		'GET /integrator/v1/funding-account',
	])
	expect(opened.quote).toMatchObject({ status: 'OPEN', amount: '0.01000000', total: '0.01022000', balanceAfter: '0.51318000' })

	const confirmed = await handleConfirmWithdrawal(form(quotePath, { pin: PIN }), getLoadContext(), 'BTC', quoteId)
	const withdrawalPath = locationOf(confirmed)
	expect(withdrawalPath).toMatch(/^\/product\/wallet-service\/BTC\/withdrawals\/wtx_/)
	const followed = await inRounds(
		'the withdrawal',
		() => loadWithdrawalPage(at(withdrawalPath), getLoadContext(), 'BTC', withdrawalPath.split('/').pop()),
		[...GUARD_CALLS, `GET /wallets/v1/withdrawals/${withdrawalPath.split('/').pop()}`],
	)
	expect(followed.withdrawal).toMatchObject({ status: 'PENDING', amount: '0.01000000', fee: '0.00022000' })
})

test('a confirmation posted again opens the same withdrawal; the used quote opens it too', { timeout: 60_000 }, async () => {
	const { at, form } = await walletsCompany()
	const quotePath = locationOf(
		await handleAskWithdrawalQuote(form('/product/wallet-service/BTC/withdraw', FIELDS), getLoadContext(), 'BTC'),
	)
	const quoteId = quotePath.split('/').pop()!
	const answers = await Promise.all(
		[1, 2, 3].map(() => handleConfirmWithdrawal(form(quotePath, { pin: PIN }), getLoadContext(), 'BTC', quoteId)),
	)
	const places = new Set(answers.map(locationOf))
	expect(places.size).toBe(1)
	const reopened = await loadWithdrawalQuotePage(at(quotePath), getLoadContext(), 'BTC', quoteId).catch((thrown: unknown) => thrown)
	expect(locationOf(reopened)).toBe([...places][0])
})

test(
	'an expired quote says so on its page, confirming it comes back there, and its fields ask for a new one @bad-input',
	{ timeout: 60_000 },
	async () => {
		const { at, form } = await walletsCompany()
		const quotePath = locationOf(
			await handleAskWithdrawalQuote(form('/product/wallet-service/BTC/withdraw', FIELDS), getLoadContext(), 'BTC'),
		)
		const quoteId = quotePath.split('/').pop()!
		clockOffsetMs += WITHDRAWAL_QUOTE_LIFETIME_MINUTES * 60_000
		try {
			const expired = (await loadWithdrawalQuotePage(at(quotePath), getLoadContext(), 'BTC', quoteId)).quote
			expect(expired.status).toBe('EXPIRED')
			const answer = await handleConfirmWithdrawal(form(quotePath, { pin: PIN }), getLoadContext(), 'BTC', quoteId)
			expect(locationOf(answer)).toBe(quotePath)
			// 'Get a new quote' posts the expired quote's fields (its hidden inputs): a new quote, open, of the same figures.
			const renewed = locationOf(
				await handleAskWithdrawalQuote(
					form('/product/wallet-service/BTC/withdraw', { ...quoteWithdrawFields(expired), intent: 'quote' }),
					getLoadContext(),
					'BTC',
				),
			)
			expect(renewed).not.toBe(quotePath)
			const again = await loadWithdrawalQuotePage(at(renewed), getLoadContext(), 'BTC', renewed.split('/').pop())
			expect(again.quote).toMatchObject({ status: 'OPEN', amount: expired.amount, address: expired.address, walletId: expired.walletId })
		} finally {
			clockOffsetMs = 0
		}
	},
)

test('a withdrawal quote that is made asks the provider for the quote alone; a refused one then asks for what the form shows', async () => {
	const { at, form } = await walletsCompany()
	const path = '/product/wallet-service/BTC/withdraw'
	const wallet = (await loadWithdrawForm(at(path), getLoadContext(), 'BTC')).wallet!.id
	const made = await providerCallsDuring(() => handleAskWithdrawalQuote(form(path, { ...FIELDS, wallet }), getLoadContext(), 'BTC'))
	expect(locationOf(made.value)).toMatch(/^\/product\/wallet-service\/BTC\/withdraw\/wqt_/)
	expect(made.calls.filter(notTheGuard)).toEqual(['POST /wallets/v1/withdrawals/quote'])

	const refused = await providerCallsDuring(() =>
		handleAskWithdrawalQuote(form(path, { ...FIELDS, wallet, amount: '5' }), getLoadContext(), 'BTC'),
	)
	expect(JSON.stringify(refused.value)).toContain("Amount and fees are more than this wallet's balance on Bitcoin")
	expect(refused.calls.filter(notTheGuard).sort()).toEqual(
		[
			'POST /wallets/v1/withdrawals/quote',
			`GET /wallets/v1/wallets/${wallet}`,
			'GET /integrator/v1/withdrawal-addresses',
			'GET /wallets/v1/withdrawals/limits',
		].sort(),
	)
})
