import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { LoanEvent } from '#contract/lending/api.ts'
import { lekSchema, PAGE_SIZE } from '#contract/money/paging.ts'
import { REPAY_FIELDS, repaySchema } from '#app/lib/lending/forms.ts'
import { EVENT_LABELS, loanPath, REPAY_FULL_INTENT, REPAY_INTENT, statementCsvPath } from '#app/lib/lending/labels.ts'
import type { CsvColumn } from '#app/lib/money/csv.ts'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { readIntent, replyForm, replyUnknownIntent } from '../action-reply.server.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { BAD_CURSOR_NOTICE, fetchListPage, notFoundOnProvider404 } from '../http/list-page.server.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import { newIdempotencyKey, replyMoneyRefusal } from './forms.server.ts'

/** What a loan id can look like; anything else names nothing and is never sent. */
const LOAN_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The loan id a URL names; anything that cannot be one is the 404 page. */
export function requireLoanId(value: string | undefined) {
	return value && LOAN_ID.test(value) ? value : notFound()
}

const pageHref = (id: string, lek: string) => `${loanPath(id)}?${new URLSearchParams({ lek })}`

/**
 * /product/lending-service/loans/:loanId: the loan (its figures to the
 * loan's day, its loan-to-value at the current price on the gauge), its
 * statement (20 lines a page, oldest first), the USD funding balance it is
 * repaid from and the profile (PIN set? 2FA on?), asked for together beside
 * the guard's subscriptions (one provider round trip). Another integrator's
 * loan, or one that does not exist, is the 404 page.
 */
export async function loadLoan(request: Request, context: AppLoadContext, param: string | undefined) {
	const id = requireLoanId(param)
	const parsed = lekSchema.safeParse(new URL(request.url).searchParams.get('lek') ?? undefined)
	const lek = parsed.success ? parsed.data : undefined
	const { loading } = await requireServiceWith(request, context, 'lending', (user) => ({
		loading: Promise.all([
			findOr404(() => user.api.lending.getLoan(id)),
			fetchListPage(lek, (cursor?: string) => user.api.lending.getStatement(id, { lek: cursor, limit: PAGE_SIZE })).catch(
				notFoundOnProvider404,
			),
			user.profile,
			user.api.money.getFundingAccount('USD').catch(() => null),
		]),
	}))
	const [loan, { page, notice }, profile, funding] = await loading
	return {
		loan,
		statement: page.items,
		list: {
			notice: parsed.success ? notice : BAD_CURSOR_NOTICE,
			nextHref: page.lek ? pageHref(id, page.lek) : null,
			previousHref: page.prevLek ? pageHref(id, page.prevLek) : null,
			exportHref: statementCsvPath(id),
		},
		fundingBalance: funding?.balance ?? '0.00',
		pinExists: profile.pinExists,
		twoFAEnabled: profile.twoFAEnabled,
		idempotencyKey: newIdempotencyKey(),
	}
}

const intents = z.enum([REPAY_INTENT, REPAY_FULL_INTENT])

/**
 * 'Repay' (an amount) or 'Repay in full': the PIN, the code with 2FA on,
 * and the key the form was rendered with (posted twice, it takes the money
 * once). Refusals (above what is owed or the funding balance, a wrong PIN,
 * a loan no longer active) go under the amount, 4xx; done: the loan's page
 * with the provider's message.
 */
export async function handleRepay(request: Request, context: AppLoadContext, param: string | undefined) {
	const id = requireLoanId(param)
	const { user } = await requireServiceWith(request, context, 'lending')
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const intent = readIntent(form, intents)
	if (!intent) return replyUnknownIntent()
	const submission = parseWithZod(form, { schema: repaySchema(profile.twoFAEnabled, null) })
	if (submission.status !== 'success') return replyForm(intent, submission.reply({ hideFields: SECRET_FIELDS }))
	let answer
	try {
		answer = await user.api.lending.repay(id, submission.value)
	} catch (error) {
		if (error instanceof ProviderError && error.status === 404) notFound()
		const reply = replyMoneyRefusal(intent, submission, error, REPAY_FIELDS)
		if (!reply) throw error
		return reply
	}
	return redirectWithToast(loanPath(id), { type: 'success', title: 'Repayment made', description: answer.message })
}

const STATEMENT_COLUMNS: CsvColumn<LoanEvent>[] = [
	{ header: 'Date (UTC)', value: (row) => row.createdAt },
	{ header: 'Day', value: (row) => String(row.day) },
	{ header: 'Event', value: (row) => EVENT_LABELS[row.kind] },
	{ header: 'Description', value: (row) => row.description },
	{ header: 'Amount', value: (row) => row.amount ?? '' },
	{ header: 'Currency', value: (row) => row.currency ?? '' },
	{ header: 'Principal after', value: (row) => row.principal },
	{ header: 'Interest after', value: (row) => row.interest },
	{ header: 'Collateral after', value: (row) => row.collateralAmount },
	{ header: 'Price', value: (row) => row.price ?? '' },
	{ header: 'Loan-to-value (%)', value: (row) => row.ltv ?? '' },
	{ header: 'Transaction ID', value: (row) => row.transactionId ?? '' },
]

/** The loan's whole statement as CSV (all pages, oldest first); another integrator's loan is the 404 page. */
export async function exportStatement(request: Request, context: AppLoadContext, param: string | undefined) {
	const id = requireLoanId(param)
	const { user } = await requireServiceWith(request, context, 'lending')
	const loan = await findOr404(() => user.api.lending.getLoan(id))
	return csvResponse({
		fileName: `loan-${loan.reference}.csv`,
		columns: STATEMENT_COLUMNS,
		fetchPage: (lek: string | undefined, limit: number) => user.api.lending.getStatement(id, { lek, limit }),
	})
}
