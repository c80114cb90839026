import type { Context } from 'hono'
import { APPROVAL_MESSAGES, type ApprovalKind } from '#contract/approvals/api.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { Currency } from '#contract/money/currencies.ts'
import { recordAudit } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { ok } from '../responses.ts'
import { findRequestByQuote, needsApproval, requestApproval, toApprovalRequest, withHeld, type Person } from './approvals.ts'
import { notifyApprovalRequested } from './notices.ts'

type Ctx = Context<AppEnv>

/** Who acts: the member the token names (record 129), never the business. */
export const personOf = (c: Ctx): Person => {
	const login = c.get('login')
	return { pk: login.pk, name: `${login.firstName} ${login.lastName}`.trim(), email: login.email }
}

/** The quote's request as the 202 every kind's confirmation answers (record 134). */
const answer = async (ctx: SandboxContext, c: Ctx, request: NonNullable<Awaited<ReturnType<typeof findRequestByQuote>>>) => {
	const [found] = await withHeld(ctx.db, request.integratorPk, [request])
	return ok(c, APPROVAL_MESSAGES.requested, toApprovalRequest(found!.request, found!.held, ctx.now()), 202)
}

/** A quote that waits for approval answers its request, whatever is clicked again; null when none was made of it. */
export async function answerAsked(ctx: SandboxContext, c: Ctx, integratorPk: string, quoteId: string) {
	const asked = await findRequestByQuote(ctx.db, integratorPk, quoteId)
	return asked ? answer(ctx, c, asked) : null
}

/**
 * Two keys for money (records 134, 136), called by each kind's confirmation
 * once the PIN and code have passed: when a rule of the kind holds one of the
 * amounts (a batch has one per currency), the quote waits as a request (one
 * per quote), the approvers are told, and the answer is the 202; null when no
 * rule applies and the confirmation sends it as always.
 */
export async function askIfRuled(
	ctx: SandboxContext,
	c: Ctx,
	quote: { integratorPk: string; kind: ApprovalKind; quoteId: string; amounts: { currency: Currency; amount: bigint }[] },
) {
	const ruled = await Promise.all(
		quote.amounts.map((item) => needsApproval(ctx.db, quote.integratorPk, quote.kind, item.currency, item.amount)),
	)
	const first = quote.amounts.find((_, index) => ruled[index])
	if (!first) return null
	const by = personOf(c)
	const asked = await ctx.db.transaction(async (tx) => {
		const made = await requestApproval(tx, quote, by, ctx.now())
		if (made.created)
			await recordAudit(tx, c, {
				kind: 'approvals.requested',
				amount: { value: fromMinorUnits(first.amount, first.currency), currency: first.currency },
				after: { request: made.row.id, kind: made.row.kind },
			})
		return made
	})
	if (!asked.created) return answer(ctx, c, asked.row)
	const [found] = await withHeld(ctx.db, quote.integratorPk, [asked.row])
	const view = toApprovalRequest(found!.request, found!.held, ctx.now())
	await notifyApprovalRequested(ctx, quote.integratorPk, by.pk, view)
	return ok(c, APPROVAL_MESSAGES.requested, view, 202)
}
