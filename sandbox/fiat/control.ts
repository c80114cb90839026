import { PAYOUT_ERROR_CODES, PAYOUT_MESSAGES, type Payout } from '#contract/fiat/payouts.ts'
import { findIntegratorByPk } from '../auth/integrators.ts'
import type { Answer } from '../http/refusal.ts'
import type { MessageContext } from '../outbox/outbox.ts'
import { notifyPayoutFinished } from './notices.ts'
import { finishPayout, toPayout } from './payouts.ts'

/** The bank's side of a payout, shared by the control API and the CLI: it settles, or fails with its money returned once. */

export const DEFAULT_FAILURE_REASON = 'Declined by the beneficiary bank'

export async function settleOrFailPayout(
	ctx: MessageContext,
	id: string,
	outcome: { settle: true } | { settle: false; reason?: string },
): Promise<Answer<Payout>> {
	const result = await finishPayout(
		ctx.db,
		id,
		outcome.settle ? { settle: true } : { settle: false, reason: outcome.reason ?? DEFAULT_FAILURE_REASON },
		ctx.now,
	)
	if (!result.ok) {
		if (result.reason === 'not-found') return { ok: false, status: 404, message: PAYOUT_MESSAGES.payoutNotFound }
		const message = PAYOUT_MESSAGES.final(result.status)
		return { ok: false, status: 409, message, errors: [{ message, code: PAYOUT_ERROR_CODES.transferFinal }] }
	}
	const payout = toPayout(result.row)
	const integrator = await findIntegratorByPk(ctx.db, result.row.integratorPk)
	if (integrator) await notifyPayoutFinished(ctx, integrator, payout)
	return { ok: true, data: payout }
}
