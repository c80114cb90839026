import { APPROVAL_KIND_NOUNS, approvalDestination, type ApprovalRequest } from '#contract/approvals/api.ts'
import { formatExactMoney } from '#contract/money/format.ts'
import { approvalPath } from '#app/lib/approvals/paths.ts'
import { redirectWithToast } from '../toast.server.ts'

/**
 * Two keys for money (docs/product/approvals.md, records 134 and 136): a
 * confirmation the provider answered with an approval request (its 202) ends
 * on the request's page, whichever kind of money it was.
 */
export const isApprovalRequest = <T extends object>(answer: T | ApprovalRequest): answer is ApprovalRequest =>
	'requestedBy' in answer && 'expiresAt' in answer

export const redirectToApproval = (request: ApprovalRequest) =>
	redirectWithToast(approvalPath(request.id), {
		type: 'success',
		title: 'Sent for approval',
		description: `The ${APPROVAL_KIND_NOUNS[request.kind]} of ${formatExactMoney(request.amount, request.currency)} to ${approvalDestination(request.to)} waits for another member's approval.`,
	})
