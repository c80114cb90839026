import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { lendingTerms } from '#contract/lending/api.ts'
import { loanRequestSchema } from '#app/lib/lending/forms.ts'
import { loanPath, REQUEST_LOAN_INTENT } from '#app/lib/lending/labels.ts'
import { LOAN_FIELDS, previewLoan, readLoanFields } from '#app/lib/lending/loan-preview.ts'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { replyForm } from '../action-reply.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import { newIdempotencyKey, replyMoneyRefusal } from './forms.server.ts'

/**
 * /product/lending-service/loans/new?collateralAsset=&collateralAmount=&currency=&amount=:
 * the loan the URL describes (its 'Update' form is a GET), measured against
 * the card's terms, the collateral wallet and the current price: its
 * loan-to-value on the gauge with the three levels, its interest, what is
 * wrong with it; and the request form (PIN, the code with 2FA on, a new
 * idempotency key). The wallets, the rate card and the profile are asked for
 * beside the guard's subscriptions (one provider round trip).
 */
export async function loadNewLoan(request: Request, context: AppLoadContext) {
	const { loading } = await requireServiceWith(request, context, 'lending', (user) => ({
		loading: Promise.all([user.api.lending.getWallets(), user.api.products.getRateCard('lending'), user.profile]),
	}))
	const [wallets, card, profile] = await loading
	const terms = lendingTerms(card)
	const fields = readLoanFields(new URL(request.url).searchParams, terms)
	return {
		terms,
		wallets,
		fields,
		preview: previewLoan(fields, terms, wallets),
		pinExists: profile.pinExists,
		twoFAEnabled: profile.twoFAEnabled,
		idempotencyKey: newIdempotencyKey(),
	}
}

/**
 * The request: its figures checked for shape here and against the terms by
 * the provider, whose refusals (above the loan-to-value allowed, above the
 * collateral wallet's balance, a wrong PIN) go under their fields, 4xx.
 * Made (or made before with this key): the loan's page.
 */
export async function handleRequestLoan(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'lending')
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const submission = parseWithZod(form, { schema: loanRequestSchema(profile.twoFAEnabled, null) })
	if (submission.status !== 'success') return replyForm(REQUEST_LOAN_INTENT, submission.reply({ hideFields: SECRET_FIELDS }))
	let answer
	try {
		answer = await user.api.lending.requestLoan(submission.value)
	} catch (error) {
		const reply = replyMoneyRefusal(REQUEST_LOAN_INTENT, submission, error, LOAN_FIELDS)
		if (!reply) throw error
		return reply
	}
	return redirectWithToast(loanPath(answer.data.id), { type: 'success', title: 'Loan requested', description: answer.message })
}
