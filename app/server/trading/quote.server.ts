import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { formatMoney } from '#contract/money/format.ts'
import { TRADING_ERROR_CODES, tradingQuoteIdSchema, type TradingQuote } from '#contract/trading/api.ts'
import { confirmQuoteSchema } from '#app/lib/money/local-transfer.ts'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { orderPath, quotePath, tradeTitle } from '#app/lib/trading/labels.ts'
import { QUOTE_FIELDS, readQuoteFields, type QuoteFields, type QuoteFormPage } from '#app/lib/trading/quote-fields.ts'
import { quoteFormSchema } from '#app/lib/trading/quote.ts'
import { replyForm, replyProviderError, withAttemptsLeft } from '../action-reply.server.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/**
 * A request for quote's pages (app/lib/trading/quote.ts): the form and its
 * post, which has the provider make a firm quote; the quote's page and its
 * accept post, which settles the quote once however often it comes. Each is
 * guarded by the TRADING service, its calls started beside the guard's (one
 * provider round trip).
 */

/** The provider's field names as the form's: the amount's currency is said by `amountIn`. */
const formFieldOf = (field: string) => (field === 'amountCurrency' ? 'amountIn' : field)

/**
 * What the form shows besides its fields: the pairs with their prices and limits, the trading wallets and whether a
 * transaction PIN is set (said above the form before it is filled: docs/product/trading.md).
 */
function formData(user: User) {
	return Promise.all([user.api.trading.getPairs(), user.api.trading.getWallets(), user.profile.then((profile) => profile.pinExists)])
}

async function formPage(
	fields: QuoteFields,
	answers: ReturnType<typeof formData>,
	lastResult: SubmissionResult<string[]> | null,
): Promise<QuoteFormPage> {
	const [pairs, wallets, pinExists] = await answers
	return { fields, pairs, wallets, pinExists, lastResult }
}

/** /product/trading/quote: the form, filled in from the URL ('Edit', a support link). A GET never makes a quote. */
export async function loadQuoteForm(request: Request, context: AppLoadContext) {
	const fields = readQuoteFields(new URL(request.url).searchParams)
	const { loading } = await requireServiceWith(request, context, 'trading', (user) => ({ loading: formPage(fields, formData(user), null) }))
	return await loading
}

/**
 * The form's post: checked with the form's schema, then the provider makes
 * the quote (it checks the pair, the limits and the balance again) and its
 * page opens. The quote is asked for beside the guard's subscriptions (the
 * provider refuses it itself while the service is not active, and a quote
 * moves nothing): a quote that is made costs one round trip and asks for
 * nothing else. A refusal shows the form again with the reason under its
 * field (400); only then is the form's data asked for, a second round
 * (record 125).
 */
export async function handleAskQuote(request: Request, context: AppLoadContext) {
	const form = await request.formData()
	const fields = readQuoteFields(form)
	const submission = parseWithZod(form, { schema: quoteFormSchema })
	const { user, quoting } = await requireServiceWith(request, context, 'trading', (user) => ({
		quoting: submission.status === 'success' ? user.api.trading.createQuote(submission.value) : Promise.resolve(null),
	}))
	// What the form shows is asked for only when it is drawn again: a quote that is made asks for nothing else (record 125).
	const again = async (lastResult: SubmissionResult<string[]>, init: ResponseInit = { status: 400 }) =>
		data(await formPage(fields, formData(user), lastResult), init)
	if (submission.status !== 'success') return again(submission.reply())
	let quote: TradingQuote | null
	try {
		quote = await quoting
	} catch (error) {
		const reply = replyProviderError('quote', submission, error, QUOTE_FIELDS, { fieldOf: formFieldOf })
		if (!reply) throw error
		return again(reply.data.result, reply.init ?? { status: 400 })
	}
	return redirect(quotePath(quote!.id))
}

/** The quote id a URL names; anything that cannot be one is the 404 page. */
export function requireQuoteId(value: string | undefined) {
	const id = tradingQuoteIdSchema.safeParse(value)
	return id.success ? id.data : notFound()
}

/**
 * The quote's page: the quote and the profile (PIN set? 2FA on?) in one
 * round. A settled quote opens its order, so a page brought back by Back
 * never offers to accept it again. `serverNow` lets the countdown start from
 * the server's clock (kept in time with the provider's), not the browser's,
 * which may be minutes off.
 */
export async function loadQuotePage(request: Request, context: AppLoadContext, param: string | undefined) {
	const id = requireQuoteId(param)
	const { loading } = await requireServiceWith(request, context, 'trading', (user) => ({
		loading: Promise.all([findOr404(() => user.api.trading.getQuote(id)), user.profile]),
	}))
	const [quote, profile] = await loading
	if (quote.status === 'SETTLED') throw redirect(orderPath(quote.id))
	return { quote, pinExists: profile.pinExists, twoFAEnabled: profile.twoFAEnabled, serverNow: Date.now() }
}

/**
 * Accept: the PIN and, with 2FA on, the code, for the quote the URL names.
 * The provider settles it once: a second post (a double click, Back and
 * Accept again, a replay) opens the same order. An expired quote comes back
 * to its page, which says so and offers a new one. Wrong PIN, lockout, a
 * wallet that no longer holds the money: on the form, 4xx.
 */
export async function handleAcceptQuote(request: Request, context: AppLoadContext, param: string | undefined) {
	const id = requireQuoteId(param)
	const { user } = await requireServiceWith(request, context, 'trading')
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const submission = parseWithZod(form, { schema: confirmQuoteSchema(profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm('accept', submission.reply({ hideFields: SECRET_FIELDS }))
	const token = 'token' in submission.value ? submission.value.token : undefined
	let settled: TradingQuote
	try {
		settled = await user.api.trading.acceptQuote(id, { pin: submission.value.pin, token })
	} catch (error) {
		if (error instanceof ProviderError && error.status === 404) notFound()
		const code = error instanceof ProviderError ? error.body.errors?.find((item) => item.code)?.code : undefined
		if (code === TRADING_ERROR_CODES.quoteExpired) return redirect(quotePath(id))
		const reply = replyProviderError('accept', submission, withAttemptsLeft(error), SECRET_FIELDS, { hideFields: SECRET_FIELDS })
		if (!reply) throw error
		return reply
	}
	return redirectWithToast(orderPath(settled.id), {
		type: 'success',
		title: 'Trade settled',
		description: `${tradeTitle(settled.side, settled.base, settled.quote)}: you received ${formatMoney(settled.receive.amount, settled.receive.currency)}.`,
	})
}
