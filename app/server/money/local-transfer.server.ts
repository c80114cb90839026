import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect } from '@remix-run/node'
import { z } from 'zod'
import { fiatCurrencySchema } from '#contract/money/currencies.ts'
import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import { quoteIdSchema, type Quote } from '#contract/money/transfers.ts'
import { confirmQuoteSchema, parseTransferCurrency, transferFormSchema } from '#app/lib/money/local-transfer.ts'
import {
	DEFAULT_TRANSFER_CURRENCY,
	readTransferFields,
	TRANSFER_CURRENCIES,
	TRANSFER_FIELDS,
	type TransferFields,
} from '#app/lib/money/transfer-fields.ts'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { replyForm, replyProviderError, withAttemptsLeft } from '../action-reply.server.ts'
import { isApprovalRequest, redirectToApproval } from '../approvals/sent.server.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/**
 * The local transfer's steps (docs/decisions/049-transfer-quote-object.md):
 * the form (/local-transfer, or /local-transfer/quote?<the form's fields>:
 * a GET only shows the form), asking for a quote (the form's post to
 * /local-transfer/quote: the provider keeps the quote, and the answer is a
 * redirect to it), the quote's page (/local-transfer/quote/:id) and its
 * confirm post, which makes the quote's one transfer however often it comes.
 */

/** The form's fields, and the secrets of the confirm form: where a provider refusal can be shown beside its field. */
const FORM_FIELDS: readonly string[] = TRANSFER_FIELDS

type FormPage = {
	step: 'form'
	fields: TransferFields
	currencies: typeof TRANSFER_CURRENCIES
	banks: Awaited<ReturnType<User['api']['money']['listBanks']>>
	balance: string | null
	/** Without a PIN the form says so first: the quote could not be confirmed (docs/product/money.md). */
	pinExists: boolean
	/** Why the signed-in role may not move money (docs/product/team.md): said instead of the form; null when it may. */
	moneyRefusal: string | null
	/** Why the fields were refused, as conform shows it (a currency the URL names, or the refused quote post). */
	lastResult: SubmissionResult<string[]> | null
}

/**
 * The form page: the fields as the URL gives them (from 'Edit', or an old
 * link to /local-transfer/quote?<fields>: a GET makes no quote, docs/product/money.md#quote-then-confirm),
 * the currencies, and the chosen currency's banks.
 */
export async function loadTransferForm(request: Request, user: User) {
	const params = new URL(request.url).searchParams
	const fields = readTransferFields(params)
	// A currency the URL names but nobody supports is said under the field.
	const currency = parseWithZod(params, { schema: z.object({ currency: fiatCurrencySchema }) })
	return formPage(user, fields, currency.status === 'success' ? null : currency.reply())
}

/** The banks and the funding balance of the fields' currency (the default one when it is not supported), whether a PIN is set: one round. */
function formData(user: User, fields: TransferFields) {
	const currency = parseTransferCurrency(fields.currency) ?? DEFAULT_TRANSFER_CURRENCY
	const answers = Promise.all([user.api.money.listBanks(currency), user.api.money.getFundingAccount(currency), user.profile])
	// Started before it is known to be needed: a quote that is made never awaits it.
	answers.catch(() => {})
	return { currency, answers }
}

async function formPage(
	user: User,
	fields: TransferFields,
	lastResult: SubmissionResult<string[]> | null,
	started = formData(user, fields),
): Promise<FormPage> {
	const [banks, account, profile] = await started.answers
	return {
		step: 'form',
		fields: { ...fields, currency: started.currency },
		currencies: TRANSFER_CURRENCIES,
		banks,
		balance: account?.balance ?? null,
		pinExists: profile.pinExists,
		moneyRefusal: roleRefusal(profile.member.role, 'money.move'),
		lastResult,
	}
}

/**
 * Asking for a quote (the form's post): the fields checked with the form's
 * schema, then the provider makes the quote (it checks the bank, the account and the
 * balance), and the answer is a redirect to the quote's page. The form's
 * banks and balance are asked for at the same time, so a refusal shows the
 * form again, filled in, with the reason under its field (400), without a
 * second round to the provider.
 */
export async function handleAskQuote(request: Request, user: User) {
	const form = await request.formData()
	const fields = readTransferFields(form)
	const submission = parseWithZod(form, { schema: transferFormSchema(null) })
	if (submission.status !== 'success') return data(await formPage(user, fields, submission.reply()), { status: 400 })
	const { currency, bankCode, accountNumber, amount, narration } = submission.value
	const started = formData(user, fields)
	let quote: Quote
	try {
		quote = await user.api.money.createTransferQuote({ currency, bankCode, accountNumber, amount, narration })
	} catch (error) {
		const reply = replyProviderError('quote', submission, error, FORM_FIELDS)
		if (!reply) throw error
		return data(await formPage(user, fields, reply.data.result, started), reply.init ?? { status: 400 })
	}
	return redirect(quotePath(quote.id))
}

/** The quote id a URL names; anything that cannot be one is the 404 page. */
export function requireQuoteId(value: string | undefined) {
	const id = quoteIdSchema.safeParse(value)
	return id.success ? id.data : notFound()
}

export const quotePath = (id: string) => `/local-transfer/quote/${encodeURIComponent(id)}`
const transferPath = (id: string) => `/local-transfers/${encodeURIComponent(id)}`

/**
 * The quote's page: the quote and the profile (PIN set? 2FA on?) in one
 * round. A quote already used opens the transfer it made, so a page brought
 * back by the browser's Back never offers to send it again.
 */
export async function loadQuotePage(quoteId: string, user: User) {
	const [quote, profile] = await Promise.all([findOr404(() => user.api.money.getTransferQuote(quoteId)), user.profile])
	if (quote.status === 'USED' && quote.transferId) throw redirect(transferPath(quote.transferId))
	return { quote, pinExists: profile.pinExists, twoFAEnabled: profile.twoFAEnabled }
}

/**
 * Confirm: the PIN and, with 2FA on, the code, for the quote the URL names.
 * The provider makes the quote's transfer once: a second post (a double
 * click, Back and Confirm again, a replay) opens the same transfer. An
 * expired quote comes back to its page, which says so and offers a new one.
 * Wrong PIN, lockout, wrong code, too little money: on the form, 4xx.
 */
export async function handleConfirmQuote(request: Request, quoteId: string, user: User) {
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const submission = parseWithZod(form, { schema: confirmQuoteSchema(profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm('confirm', submission.reply({ hideFields: SECRET_FIELDS }))
	const token = 'token' in submission.value ? submission.value.token : undefined
	let transfer
	try {
		transfer = await user.api.money.confirmTransferQuote({ quoteId, pin: submission.value.pin, token })
	} catch (error) {
		if (error instanceof ProviderError && error.status === 404) notFound()
		if (error instanceof ProviderError && error.body.errors?.some((item) => item.code === MONEY_ERROR_CODES.quoteExpired))
			return redirect(quotePath(quoteId))
		const reply = replyProviderError('confirm', submission, withAttemptsLeft(error), [...FORM_FIELDS, ...SECRET_FIELDS], {
			hideFields: SECRET_FIELDS,
		})
		if (!reply) throw error
		return reply
	}
	// Two keys for money (record 136): at or above the rule's amount it waits on its request's page.
	if (isApprovalRequest(transfer)) return redirectToApproval(transfer)
	return redirectWithToast(transferPath(transfer.id), {
		type: 'success',
		title: 'Transfer submitted',
		description: `Your transfer to ${transfer.accountName} is on its way.`,
	})
}
