import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '#contract/approvals/words.ts'
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx'

/** A request's status, on the list and on its own page (which so loads none of the list's table). */
const APPROVAL_TONES: Record<ApprovalStatus, StatusTone> = {
	PENDING: 'pending',
	APPROVED: 'success',
	REJECTED: 'failed',
	EXPIRED: 'neutral',
}

export const ApprovalStatusBadge = ({ status }: { status: ApprovalStatus }) => (
	<StatusBadge label={APPROVAL_STATUS_LABELS[status]} tone={APPROVAL_TONES[status]} testId="approval-status" />
)
