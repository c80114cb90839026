import { expect, test } from 'vitest'
import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import { QUOTE_LIFETIME_MINUTES } from '#contract/money/transfers.ts'
import { quoteFields } from '#app/lib/money/transfer-fields.ts'
import { authenticator } from '#app/server/auth/authenticator.server.ts'
import { startUserSession } from '#app/server/auth.server.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { requestLoginLink } from '#app/server/provider/auth.server.ts'
import { ProviderError } from '#app/server/provider/client.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { inRounds } from '#tests/support/provider-rounds.server.ts'
import { requestWithCookies, useProvider } from '#tests/support/provider-session.server.ts'
import { withAttemptsLeft } from '../action-reply.server.ts'
import { handleAskQuote, handleConfirmQuote, loadQuotePage } from './local-transfer.server.ts'

/**
 * One provider round trip per step of the local transfer: asking for a
 * quote and opening it each make their calls at once, however many
 * (counted by `inRounds`, docs/decisions/133-round-trips-counted-not-timed.md;
 * how long a round takes is `npm run bench`'s, section f).
 */

let clockOffsetMs = 0
const provider = useProvider({ now: () => Date.now() + clockOffsetMs })
const APP = 'http://localhost:3000'

async function signedInRequest() {
	const email = `quote-${Math.random().toString(36).slice(2)}@example.test`
	const registered = await fetch(`${provider.url}/integrator/v1/register`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({
			accountType: 'COMPANY',
			businessName: 'Quote Co',
			firstName: 'Quinn',
			lastName: 'Quote',
			email,
			country: 'NG',
			password: 'Quote.Passw0rd-1',
		}),
	})
	expect(registered.status).toBe(201)
	const deposited = await fetch(`${provider.url}/sandbox/v1/control/integrators/${encodeURIComponent(email)}/funding/NGN/deposits`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...provider.controlHeaders },
		body: JSON.stringify({ amount: '1000.00' }),
	})
	expect(deposited.status).toBe(201)
	await requestLoginLink({ email, callbackUrl: `${APP}/auth/verify` }, null)
	const outbox = (await (
		await fetch(`${provider.url}/sandbox/v1/outbox?to=${encodeURIComponent(email)}`, { headers: provider.controlHeaders })
	).json()) as {
		data: Array<{ links: string[] }>
	}
	const token = new URL(outbox.data[0]!.links.find((link) => link.includes('token='))!).searchParams.get('token')!
	const auth = await authenticator.authenticate('magic-link', new Request(`${APP}/auth/verify?token=${token}`))
	const session = await startUserSession(new Request(`${APP}/auth/verify`), auth, '/')
	return (path: string) => requestWithCookies(`${APP}${path}`, session)
}

type At = Awaited<ReturnType<typeof signedInRequest>>

/** The form's 'Get quote': its fields posted to /local-transfer/quote, as the signed-in user. */
async function askQuote(at: At, fields: Record<string, string>) {
	const signed = at('/local-transfer/quote')
	const post = new Request(signed.url, { method: 'POST', headers: signed.headers, body: new URLSearchParams(fields) })
	return handleAskQuote(post, await requireUser(post, getLoadContext()))
}

const FIELDS = { currency: 'NGN', bankCode: '058', accountNumber: '0123456789' }
/** A quote post's calls: the profile, the quote, and beside it what the form shows again if the quote is refused. */
const ASK_CALLS = [
	'GET /integrator/v1',
	'POST /integrator/v1/local-transfer/quote',
	'GET /integrator/v1/local-transfer/banks',
	'GET /integrator/v1/funding-account',
]

test('asking for a quote and opening it cost one provider round trip each', { timeout: 60_000 }, async () => {
	const at = await signedInRequest()
	const asked = await inRounds('asking for the quote', async () => askQuote(at, { ...FIELDS, amount: '12.34' }), ASK_CALLS)
	const location = (asked as Response).headers.get('Location')!
	expect(location).toMatch(/^\/local-transfer\/quote\/qte_/)

	const open = at(location)
	const opened = await inRounds(
		'opening the quote',
		async () => loadQuotePage(location.split('/').pop()!, await requireUser(open, getLoadContext())),
		['GET /integrator/v1', `GET /integrator/v1/local-transfer/quote/${location.split('/').pop()}`],
	)
	expect(opened.quote).toMatchObject({ amount: '12.34', total: '62.34', balanceAfter: '937.66', status: 'OPEN' })

	// A refusal shows the form again, with its banks and balance, in the same single round.
	const shown = await inRounds(
		'the refused quote',
		async () => askQuote(at, { ...FIELDS, accountNumber: '0123450000', amount: '12.34' }),
		ASK_CALLS,
	)
	expect(JSON.stringify(shown)).toContain('No account with this number at the chosen bank')
})

test('a wrong PIN says how many attempts are left when the provider counts them, and stays as it was when it does not @bad-input', () => {
	const wrong = (extra: object) =>
		new ProviderError(400, {
			message: 'Your PIN is not correct',
			errors: [{ message: 'Your PIN is not correct', code: MONEY_ERROR_CODES.wrongPin, field: 'pin', ...extra }],
		})
	const counted = withAttemptsLeft(wrong({ attemptsLeft: 3 })) as ProviderError
	expect(counted.body.errors?.[0]).toMatchObject({ field: 'pin', message: 'Your PIN is not correct: 3 attempts left.' })
	expect((withAttemptsLeft(wrong({ attemptsLeft: 1 })) as ProviderError).body.errors?.[0]?.message).toBe(
		'Your PIN is not correct: 1 attempt left.',
	)
	expect((withAttemptsLeft(wrong({})) as ProviderError).body.errors?.[0]?.message).toBe('Your PIN is not correct')
})

test(
	'an expired quote says so on its page, and confirming it comes back there instead of sending anything @bad-input',
	{ timeout: 60_000 },
	async () => {
		const at = await signedInRequest()
		const location = ((await askQuote(at, { ...FIELDS, amount: '5' })) as Response).headers.get('Location')!
		const quoteId = location.split('/').pop()!
		clockOffsetMs += QUOTE_LIFETIME_MINUTES * 60_000
		try {
			const open = at(location)
			const expired = (await loadQuotePage(quoteId, await requireUser(open, getLoadContext()))).quote
			expect(expired.status).toBe('EXPIRED')
			const post = at(location)
			const confirm = new Request(post.url, { method: 'POST', headers: post.headers, body: new URLSearchParams({ pin: '123456' }) })
			const answer = (await handleConfirmQuote(confirm, quoteId, await requireUser(confirm, getLoadContext()))) as Response
			expect(answer.headers.get('Location')).toBe(location)
			// 'Get a new quote' posts the expired quote's fields (its hidden inputs): a new quote, open, of the same figures.
			const renewed = ((await askQuote(at, quoteFields(expired))) as Response).headers.get('Location')!
			expect(renewed).toMatch(/^\/local-transfer\/quote\/qte_/)
			expect(renewed).not.toBe(location)
			const again = await loadQuotePage(renewed.split('/').pop()!, await requireUser(at(renewed), getLoadContext()))
			expect(again.quote).toMatchObject({ status: 'OPEN', amount: expired.amount, accountNumber: expired.accountNumber })
		} finally {
			clockOffsetMs = 0
		}
	},
)
