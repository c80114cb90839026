import { and, eq, inArray, ne } from 'drizzle-orm'
import { APPROVAL_KIND_NOUNS, approvalDestination, type ApprovalRequest } from '#contract/approvals/api.ts'
import { formatMoney } from '#contract/money/format.ts'
import { integrators } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import { raiseEvent } from '../events/events.ts'
import { sendMessage } from '../outbox/outbox.ts'
import { memberships } from '../team/schema.ts'

/**
 * What approvals tell people and receivers (docs/product/approvals.md): an
 * e-mail to every member who may decide (never the one who asked), and an
 * `approval.*` webhook event as a request is made and as it ends.
 */

export const approvalRequestedSubject = (request: Pick<ApprovalRequest, 'kind' | 'amount' | 'currency'>) =>
	`A ${APPROVAL_KIND_NOUNS[request.kind]} of ${formatMoney(request.amount, request.currency)} waits for your approval`

/** The active Owner, Admins and Finance members of the business, but the one who asked. */
async function approvers(ctx: SandboxContext, businessPk: string, requesterPk: string) {
	return ctx.db
		.select({ email: integrators.email, firstName: integrators.firstName })
		.from(memberships)
		.innerJoin(integrators, eq(integrators.pk, memberships.loginPk))
		.where(
			and(
				eq(memberships.businessPk, businessPk),
				eq(memberships.status, 'ACTIVE'),
				inArray(memberships.role, ['OWNER', 'ADMIN', 'FINANCE']),
				ne(memberships.loginPk, requesterPk),
			),
		)
}

export async function notifyApprovalRequested(ctx: SandboxContext, businessPk: string, requesterPk: string, request: ApprovalRequest) {
	const link = ctx.dashboardUrl ? `${ctx.dashboardUrl.replace(/\/$/, '')}/approvals/${request.id}` : null
	for (const to of await approvers(ctx, businessPk, requesterPk))
		await sendMessage(ctx, {
			channel: 'email',
			to: to.email,
			subject: approvalRequestedSubject(request),
			text: [
				`Hello ${to.firstName},`,
				'',
				`${request.requestedBy.name} asks to send ${formatMoney(request.amount, request.currency)} to ${approvalDestination(request.to)} (fee ${formatMoney(request.fee, request.currency)}, total ${formatMoney(request.total, request.currency)}).`,
				`It needs a second member's approval before ${request.expiresAt}; after that it expires and nothing is sent.`,
				...(link ? ['Approve or reject it here:', link] : ['Approve or reject it under Approvals on the dashboard.']),
			].join('\n'),
			links: link ? [link] : [],
		})
	await raiseEvent(ctx, businessPk, 'approval.requested', request)
}

export const notifyApprovalDecided = (
	ctx: SandboxContext,
	businessPk: string,
	request: ApprovalRequest,
	type: 'approval.approved' | 'approval.rejected' | 'approval.expired',
) => raiseEvent(ctx, businessPk, type, request)
