import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { PAYOUT_ERROR_CODES, payoutQuoteIdSchema, type PayoutQuote } from '#contract/fiat/payouts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import { FIAT_INTENTS, payoutQuotePath, receiptPath } from '#app/lib/fiat/labels.ts'
import { confirmPayoutSchema, payoutFormSchema, readPayoutFields, type PayoutFormFields } from '#app/lib/fiat/payout.ts'
import { formatExactMoney } from '#app/lib/money/format.ts'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { replyForm, replyProviderError, replyUnknownIntent, withAttemptsLeft } from '../action-reply.server.ts'
import { isApprovalRequest, redirectToApproval } from '../approvals/sent.server.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { findWallet, requireActionCurrency, requireFiatCurrencyWith } from './wallet.server.ts'

/**
 * A payout's pages (app/lib/fiat/payout.ts): the form and its post, which
 * has the provider make a quote; the quote's page, which asks 'Send again?'
 * when the same payout went out less than ten minutes ago, and its confirm
 * post, which makes the quote's one payout however often it comes; then the
 * receipt follows it (receipt.server.ts). Each is guarded by the FCAT
 * service, its calls started beside the guard's (one round trip).
 */

/**
 * What the form shows besides its fields: the wallet, the currency's beneficiaries, the fee rule and whether a
 * transaction PIN is set (said above the form before it is filled: docs/product/fiat.md), asked for at once.
 */
function formData(user: User, currency: FiatCurrency) {
	return Promise.all([findWallet(user, currency), user.api.fiat.listBeneficiaries(currency), user.api.fiat.getFee(currency), user.profile])
}

async function formPage(
	currency: FiatCurrency,
	fields: PayoutFormFields,
	answers: ReturnType<typeof formData>,
	lastResult: SubmissionResult<string[]> | null,
) {
	const [wallet, beneficiaries, fee, profile] = await answers
	const moneyRefusal = roleRefusal(profile.member.role, 'money.move')
	if (!wallet) return { currency, wallet: null, refusal: moneyRefusal } as const
	return { currency, wallet, beneficiaries, fee, pinExists: profile.pinExists, moneyRefusal, fields, lastResult }
}

/**
 * /product/fiat-wallet-service/payout?currency=: the form, filled in from
 * the URL ('Edit', 'Pay' from a beneficiary, a support link). A GET makes
 * no quote. No wallet in the currency: the page offers to open it.
 */
export async function loadPayoutForm(request: Request, context: AppLoadContext) {
	const fields = readPayoutFields(new URL(request.url).searchParams)
	const { form } = await requireFiatCurrencyWith(request, context, (user, currency) => ({
		form: formPage(currency, fields, formData(user, currency), null),
	}))
	return form
}

const FORM_FIELDS = ['beneficiary', 'amount', 'narration']
const formFieldOf = (field: string) => (field === 'beneficiaryId' ? 'beneficiary' : field)

/**
 * The form's post: checked with the form's schema, then the provider makes
 * the quote (it checks the beneficiary, the fee and the balance again) and
 * the answer is a redirect to the quote's page. The quote is asked for
 * beside the guard's subscriptions (the provider refuses it while the
 * service is not active, and a quote moves nothing): a quote that is made
 * costs one round trip and asks for nothing else. A refusal shows the form
 * again, filled in, with the reason under its field (400); only then is
 * what the form shows asked for, a second round (record 125).
 */
export async function handlePayoutQuote(request: Request, context: AppLoadContext) {
	const currency = await requireActionCurrency(request, context)
	const form = await request.formData()
	const fields = readPayoutFields(form)
	const submission = parseWithZod(form, { schema: payoutFormSchema(currency, null) })
	const { user, quoting } = await requireServiceWith(request, context, 'fcat', (user) => ({
		quoting: submission.status === 'success' ? user.api.fiat.createPayoutQuote(submission.value) : Promise.resolve(null),
	}))
	// What the form shows is asked for only when it is drawn again: a quote that is made asks for nothing else (record 125).
	const again = async (lastResult: SubmissionResult<string[]>, init: ResponseInit = { status: 400 }) =>
		data(await formPage(currency, fields, formData(user, currency), lastResult), init)
	if (submission.status !== 'success') return again(submission.reply())
	let quote: PayoutQuote | null
	try {
		quote = await quoting
	} catch (error) {
		const reply = replyProviderError(FIAT_INTENTS.quote, submission, error, FORM_FIELDS, { fieldOf: formFieldOf })
		if (!reply) throw error
		return again(reply.data.result, reply.init ?? { status: 400 })
	}
	if (!quote) return again(submission.reply())
	return redirect(payoutQuotePath(quote.id))
}

/** The quote id a URL names; anything that cannot be one is the 404 page. */
export function requirePayoutQuoteId(value: string | undefined) {
	const id = payoutQuoteIdSchema.safeParse(value)
	return id.success ? id.data : notFound()
}

/**
 * The quote's page: the quote and the profile (PIN set? 2FA on?) in one
 * round. A used quote opens its payout's receipt, so Back never offers to
 * send it again. `?again=yes` is the answer to 'Send again?' (the
 * question's post leads there): only then does a quote with a recent
 * payout show the confirm form.
 */
export async function loadPayoutQuotePage(request: Request, context: AppLoadContext, quoteParam: string | undefined) {
	const quoteId = requirePayoutQuoteId(quoteParam)
	const { loading } = await requireServiceWith(request, context, 'fcat', (user) => ({
		loading: Promise.all([findOr404(() => user.api.fiat.getPayoutQuote(quoteId)), user.profile]),
	}))
	const [quote, profile] = await loading
	if (quote.status === 'USED' && quote.payoutId)
		throw redirect(receiptPath({ currency: quote.currency, id: quote.payoutId, service: quote.service }))
	return {
		quote,
		pinExists: profile.pinExists,
		twoFAEnabled: profile.twoFAEnabled,
		sendAgain: new URL(request.url).searchParams.get('again') === 'yes',
	}
}

/**
 * The quote page's posts. 'Send again' answers the question (nothing
 * moves: the page opens with the confirm form). Confirm: the PIN and, with
 * 2FA on, the code; the provider makes the quote's payout once, so a second
 * post (a double click, Back and Confirm again, a replay) opens the same
 * receipt. An expired quote, and a recent payout not yet answered, come
 * back to the quote's page, which says so; a wrong PIN, a lockout, a wrong
 * code or a balance spent since are said on the form.
 */
/** The confirm form's fields a refusal can name: the PIN and code, and the box of a name mismatch (record 109). */
const CONFIRM_FIELDS = [...SECRET_FIELDS, 'confirmNameMismatch']

export async function handlePayoutQuoteAction(request: Request, context: AppLoadContext, quoteParam: string | undefined) {
	const quoteId = requirePayoutQuoteId(quoteParam)
	const { user } = await requireServiceWith(request, context, 'fcat')
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const intent = form.get('intent') ?? FIAT_INTENTS.confirm
	if (intent === FIAT_INTENTS.sendAgain) return redirect(payoutQuotePath(quoteId, { again: 'yes' }))
	if (intent !== FIAT_INTENTS.confirm) return replyUnknownIntent('Confirm the payout, or answer whether to send it again.')
	const submission = parseWithZod(form, { schema: confirmPayoutSchema(profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm(FIAT_INTENTS.confirm, submission.reply({ hideFields: SECRET_FIELDS }))
	const { pin, sendAgain, confirmNameMismatch } = submission.value
	const token = 'token' in submission.value ? (submission.value.token as string) : undefined
	let payout
	try {
		payout = await user.api.fiat.confirmPayout({
			quoteId,
			pin,
			token,
			sendAgain: sendAgain === 'yes',
			...(confirmNameMismatch === 'on' ? { confirmNameMismatch: true } : {}),
		})
	} catch (error) {
		if (error instanceof ProviderError && error.status === 404) notFound()
		const code = error instanceof ProviderError ? error.body.errors?.find((item) => item.code)?.code : undefined
		if (code === PAYOUT_ERROR_CODES.quoteExpired || code === PAYOUT_ERROR_CODES.recentPayout) return redirect(payoutQuotePath(quoteId))
		const reply = replyProviderError(FIAT_INTENTS.confirm, submission, withAttemptsLeft(error), CONFIRM_FIELDS, {
			hideFields: SECRET_FIELDS,
		})
		if (!reply) throw error
		return reply
	}
	// Two keys for money (record 134): a payout at or above the rule's amount waits on its request's page.
	if (isApprovalRequest(payout)) return redirectToApproval(payout)
	return redirectWithToast(receiptPath(payout), {
		type: 'success',
		title: 'Payout submitted',
		description: `${formatExactMoney(payout.amount, payout.currency)} to ${payout.beneficiary.name} is on its way.`,
	})
}
