import { parseWithZod } from '@conform-to/zod'
import { redirect, type AppLoadContext } from '@remix-run/node'
import type { ScreeningCheck } from '#contract/compliance/screening-checks.ts'
import { SCREENING_ERROR_CODES, screeningQuoteIdSchema } from '#contract/compliance/screening.ts'
import { toMinorUnits } from '#contract/money/amounts.ts'
import { confirmFormSchema } from '#app/lib/compliance/forms.ts'
import { CONFIRM_INTENT, quotePath, reportPath, TOOLS, toolOfCheck, type ScreeningTool } from '#app/lib/compliance/tools.ts'
import { formatExactMoney } from '#app/lib/money/format.ts'
import { replyForm, replyProviderError } from '../action-reply.server.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { requireTool } from './screening.server.ts'

/**
 * A screening's quote page (/product/compliance/<tool>/quote/:quoteId) and
 * its confirmation (docs/product/money.md#quote-then-confirm, docs/decisions/088): what will be screened,
 * the fee, the USD funding balance it comes from, and 'Confirm', whose form
 * carries the quote's id, the idempotency key: however often it is posted,
 * the quote is screened and charged once, and opens its report.
 */

/** The quote id a URL names; anything that cannot be one is the 404 page. */
export function requireQuoteId(value: string | undefined) {
	const id = screeningQuoteIdSchema.safeParse(value)
	return id.success ? id.data : notFound()
}

/**
 * The quote and the USD funding balance, in one round with the guard. A
 * used quote opens its report (Back never offers to pay again); a quote of
 * another tool opens under its own.
 */
export async function loadScreeningQuote(request: Request, context: AppLoadContext, quoteParam: string | undefined) {
	const tool = requireTool(request)
	const quoteId = requireQuoteId(quoteParam)
	const { loading } = await requireServiceWith(request, context, 'compliance', (user) => ({
		loading: Promise.all([
			findOr404(() => user.api.compliance.getQuote(quoteId)),
			user.api.money.getFundingAccount('USD').catch(() => null),
		]),
	}))
	const [quote, usdFunding] = await loading
	const owner = toolOfCheck(quote.check)
	if (owner !== tool) throw redirect(quotePath(owner, quote.id))
	if (quote.status === 'USED' && quote.resultId) throw redirect(reportPath(tool, quote.resultId))
	const usdBalance = usdFunding?.balance ?? '0.00'
	// Said before anything is charged: the provider would refuse the confirmation.
	return { tool, quote, usdBalance, payable: toMinorUnits(usdBalance, 'USD') >= toMinorUnits(quote.fee, 'USD') }
}

/** The confirmation of each check, at its own path of the provider. */
function confirmCall(user: User, check: ScreeningCheck, quoteId: string): Promise<{ id: string }> {
	const api = user.api.compliance
	const calls: Record<ScreeningCheck, (id: string) => Promise<{ id: string }>> = {
		TXN: api.confirmTxn,
		WALLET: api.confirmWallet,
		WALLET_BATCH: api.confirmWalletBatch,
		ENTITY: api.confirmEntity,
		BLACKLIST: api.confirmBlacklist,
	}
	return calls[check](quoteId)
}

const DONE: Readonly<Record<ScreeningTool, string>> = {
	txn: 'Transaction analysed',
	wallet: 'Wallet analysis done',
	entity: 'Report ready',
	blacklist: 'Blacklist check done',
}

/**
 * Confirm: the quote the URL names, whose id the form carries too (a form
 * of another quote is refused). The quote is read with the guard, then
 * confirmed at its check's path; a refusal (the fee cannot be paid) comes
 * back on the form, an expired quote to its page, which says so.
 */
export async function handleConfirmScreening(request: Request, context: AppLoadContext, quoteParam: string | undefined) {
	const tool = requireTool(request)
	const quoteId = requireQuoteId(quoteParam)
	const form = await request.formData()
	const submission = parseWithZod(form, { schema: confirmFormSchema })
	const { user, loading } = await requireServiceWith(request, context, 'compliance', (user) => ({
		loading: findOr404(() => user.api.compliance.getQuote(quoteId)),
	}))
	const quote = await loading
	if (submission.status !== 'success') return replyForm(CONFIRM_INTENT, submission.reply())
	if (submission.value.quoteId !== quoteId)
		return replyForm(CONFIRM_INTENT, submission.reply({ formErrors: ['This form is for another quote: open that quote to confirm it'] }))
	let result: { id: string }
	try {
		result = await confirmCall(user, quote.check, quoteId)
	} catch (error) {
		if (error instanceof ProviderError && error.status === 404) notFound()
		const code = error instanceof ProviderError ? error.body.errors?.find((item) => item.code)?.code : undefined
		if (code === SCREENING_ERROR_CODES.quoteExpired) return redirect(quotePath(tool, quoteId))
		const reply = replyProviderError(CONFIRM_INTENT, submission, error, [])
		if (!reply) throw error
		return reply
	}
	return redirectWithToast(reportPath(toolOfCheck(quote.check), result.id), {
		type: 'success',
		title: DONE[tool],
		description: `${TOOLS[tool].title}: ${formatExactMoney(quote.fee, 'USD')} charged to your USD funding balance.`,
	})
}
