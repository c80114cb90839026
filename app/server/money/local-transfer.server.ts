import { randomUUID } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { unsupportedCurrencyMessage } from '#contract/money/currencies.ts'
import {
	confirmTransferSchema,
	DEFAULT_TRANSFER_CURRENCY,
	parseTransferCurrency,
	readTransferFields,
	SECRET_FIELDS,
	TRANSFER_CURRENCIES,
	TRANSFER_FIELDS,
	transferFormSchema,
	type TransferFields,
} from '#app/lib/money/local-transfer.ts'
import { replyForm, replyProviderError, sortRefusal } from '../action-reply.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/**
 * The local transfer's steps: the form (/local-transfer), the quote
 * (/local-transfer/quote?<the form's fields>, a GET, so it can be reloaded
 * and shared with support) and the confirm post, which creates the transfer
 * once however often it arrives.
 */

const FORM_FIELDS: readonly string[] = TRANSFER_FIELDS

type FormErrors = Partial<Record<string, string[]>>

/** The form page: the fields as the URL gives them (from 'Edit'), the currencies, and the chosen currency's banks. */
export async function loadTransferForm(request: Request, user: User) {
	const fields = readTransferFields(new URL(request.url).searchParams)
	return formPage(user, fields, {})
}

async function formPage(user: User, fields: TransferFields, errors: FormErrors) {
	const currency = parseTransferCurrency(fields.currency)
	if (!currency) errors = { ...errors, currency: [unsupportedCurrencyMessage(fields.currency.toUpperCase())] }
	const [banks, account] = await Promise.all([
		user.api.money.listBanks(currency ?? DEFAULT_TRANSFER_CURRENCY),
		user.api.money.getFundingAccount(currency ?? DEFAULT_TRANSFER_CURRENCY),
	])
	return {
		step: 'form' as const,
		fields: { ...fields, currency: currency ?? DEFAULT_TRANSFER_CURRENCY },
		currencies: TRANSFER_CURRENCIES,
		banks,
		balance: account?.balance ?? null,
		errors,
	}
}

/**
 * The quote: the form's fields checked with the form's schema, then the
 * provider's charge (fee, total, the account holder's name). Anything
 * wrong shows the form again, filled in, with the reason under its field
 * (400). A new idempotency key is minted for each quote shown: the confirm
 * form carries it, so a double click or a replayed post is one transfer.
 */
export async function loadTransferQuote(request: Request, user: User) {
	const fields = readTransferFields(new URL(request.url).searchParams)
	const currency = parseTransferCurrency(fields.currency)
	const banks = currency ? await user.api.money.listBanks(currency) : []
	const parsed = transferFormSchema(banks).safeParse(fields)
	if (!parsed.success) return data(await formPage(user, fields, parsed.error.flatten().fieldErrors), { status: 400 })
	const transfer = parsed.data
	const { currency: code, bankCode, accountNumber, amount } = transfer
	let answers
	try {
		answers = await Promise.all([
			user.api.money.getTransferCharge({ currency: code, bankCode, accountNumber, amount }),
			user.profile,
			user.api.money.getFundingAccount(code),
		])
	} catch (error) {
		const errors = providerFieldErrors(error)
		if (!errors) throw error
		return data(await formPage(user, fields, errors), { status: 400 })
	}
	const [quote, profile, account] = answers
	return {
		step: 'quote' as const,
		fields: { ...fields, amount: transfer.amount, narration: transfer.narration ?? '' },
		quote,
		balance: account?.balance ?? null,
		idempotencyKey: randomUUID(),
		pinExists: profile.pinExists,
		twoFAEnabled: profile.twoFAEnabled,
	}
}

/** A provider refusal of the quote as field errors (the rest under 'form'), or null when it is not a refusal. */
function providerFieldErrors(error: unknown): FormErrors | null {
	const refusal = sortRefusal(error, FORM_FIELDS)
	return refusal && { ...refusal.fieldErrors, ...(refusal.formErrors.length ? { form: refusal.formErrors } : {}) }
}

/**
 * Confirm: the quoted fields again (hidden, checked again), the key, the
 * PIN and, with 2FA on, the code. The provider answers the same transfer for
 * a key it has seen, so the second of two posts lands on the same page.
 * Wrong PIN, lockout, wrong code, too little money: on the form, 4xx.
 */
export async function handleConfirmTransfer(request: Request, user: User) {
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const submission = parseWithZod(form, { schema: confirmTransferSchema(null, profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm('confirm', submission.reply({ hideFields: SECRET_FIELDS }))
	const { currency, bankCode, accountNumber, amount, narration, pin, idempotencyKey } = submission.value
	const token = 'token' in submission.value ? submission.value.token : undefined
	let transfer
	try {
		transfer = await user.api.money.createLocalTransfer({ currency, bankCode, accountNumber, amount, narration, pin, token, idempotencyKey })
	} catch (error) {
		const reply = replyProviderError('confirm', submission, error, [...FORM_FIELDS, ...SECRET_FIELDS], { hideFields: SECRET_FIELDS })
		if (!reply) throw error
		return reply
	}
	return redirectWithToast(`/local-transfers/${encodeURIComponent(transfer.id)}`, {
		type: 'success',
		title: 'Transfer submitted',
		description: `Your transfer to ${transfer.accountName} is on its way.`,
	})
}
