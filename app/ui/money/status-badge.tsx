import type { TransferStatus } from '#contract/money/ledger.ts'
import { STATUS_LABELS, statusTone } from '#app/lib/money/labels.ts'
import { StatusBadge as KitStatusBadge } from '../kit/status-badge.tsx'

/** A ledger transfer's status, in the kit's badge (its tones are the kit's). */
export function StatusBadge({ status }: { status: TransferStatus }) {
	return <KitStatusBadge label={STATUS_LABELS[status]} tone={statusTone(status)} />
}
