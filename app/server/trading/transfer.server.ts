import { randomUUID } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type AppLoadContext } from '@remix-run/node'
import { formatMoney } from '#contract/money/format.ts'
import type { TradingCurrency } from '#contract/trading/pairs.ts'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { counterpartLabel, TRADING_PATH } from '#app/lib/trading/labels.ts'
import {
	readTransferFields,
	TRANSFER_FORM_FIELDS,
	transferFormSchema,
	type TransferFormFields,
	type TransferFormPage,
} from '#app/lib/trading/transfer.ts'
import { replyProviderError, withAttemptsLeft } from '../action-reply.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/**
 * /product/trading/transfer: money between a trading wallet and the same
 * currency's main wallet or funding balance. The form carries an
 * idempotency key made when it is drawn (kept when a refused post draws it
 * again: nothing was made with it), so the provider moves the money once
 * however often the post comes.
 */

/** What the form shows: the trading wallets and the funding balances, and whether it asks for the 2FA code. */
function formData(user: User) {
	return Promise.all([user.api.trading.getWallets(), user.api.money.getAccounts(), user.profile])
}

async function formPage(
	fields: TransferFormFields,
	answers: ReturnType<typeof formData>,
	lastResult: SubmissionResult<string[]> | null,
): Promise<TransferFormPage> {
	const [wallets, accounts, profile] = await answers
	return {
		fields: { ...fields, idempotencyKey: fields.idempotencyKey || `ttk-${randomUUID()}` },
		wallets,
		funding: accounts.filter((account) => account.ledgerType === 'funding').map(({ currency, balance }) => ({ currency, balance })),
		pinExists: profile.pinExists,
		twoFAEnabled: profile.twoFAEnabled,
		lastResult,
	}
}

export async function loadTransferForm(request: Request, context: AppLoadContext) {
	const fields = { ...readTransferFields(new URL(request.url).searchParams), idempotencyKey: '' }
	const { loading } = await requireServiceWith(request, context, 'trading', (user) => ({ loading: formPage(fields, formData(user), null) }))
	return await loading
}

/** The post: the form's schema, then the provider's transfer; refused, the form again with the reason (4xx); done, the overview. */
export async function handleTradingTransfer(request: Request, context: AppLoadContext) {
	const form = await request.formData()
	const fields = readTransferFields(form)
	const { user, answers } = await requireServiceWith(request, context, 'trading', (user) => ({ answers: formData(user) }))
	const profile = await user.profile
	const submission = parseWithZod(form, { schema: transferFormSchema(profile.twoFAEnabled) })
	const again = async (lastResult: SubmissionResult<string[]>, init: ResponseInit = { status: 400 }) =>
		data(await formPage(fields, answers, lastResult), init)
	if (submission.status !== 'success') return again(submission.reply({ hideFields: SECRET_FIELDS }))
	const { currency, direction, amount, idempotencyKey, pin } = submission.value
	const token = 'token' in submission.value ? (submission.value.token as string) : undefined
	try {
		await user.api.trading.transfer({ currency, direction, amount, idempotencyKey, pin, token })
	} catch (error) {
		const reply = replyProviderError('transfer', submission, withAttemptsLeft(error), [...TRANSFER_FORM_FIELDS, ...SECRET_FIELDS], {
			hideFields: SECRET_FIELDS,
		})
		if (!reply) throw error
		return again(reply.data.result, reply.init ?? { status: 400 })
	}
	const other = counterpartLabel(currency as TradingCurrency)
	return redirectWithToast(TRADING_PATH, {
		type: 'success',
		title: 'Transfer completed',
		description:
			direction === 'IN'
				? `${formatMoney(amount, currency)} moved from your ${other} to your trading wallet.`
				: `${formatMoney(amount, currency)} moved from your trading wallet to your ${other}.`,
	})
}
