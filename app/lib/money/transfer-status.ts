import { TRANSFER_STATUSES, type TransferStatus } from '#contract/money/vocabulary.ts'
import { STATUS_LABELS } from './labels.ts'

/**
 * How a transfer's status reads on screen and whether it can still change.
 * The labels are the money area's ('Successful' for ITF_COMPLETED); a status
 * the dashboard does not know yet reads 'Unknown' rather than breaking the
 * page. For a transfer, ITF_APPROVED is still on its way.
 */

export { TRANSFER_STATUSES, type TransferStatus }

export type TransferTone = 'neutral' | 'progress' | 'success' | 'failure'

const TONES: Record<TransferStatus, TransferTone> = {
	ITF_PENDING: 'progress',
	ITF_PROCESSING: 'progress',
	ITF_APPROVED: 'progress',
	ITF_COMPLETED: 'success',
	ITF_FAILED: 'failure',
	ITF_REJECTED: 'failure',
	ITF_CANCELLED: 'failure',
	ITF_UNKNOWN: 'neutral',
}

function known(status: string): TransferStatus {
	return (TRANSFER_STATUSES as readonly string[]).includes(status) ? (status as TransferStatus) : 'ITF_UNKNOWN'
}

export function transferStatusLabel(status: string) {
	return STATUS_LABELS[known(status)]
}

export function transferStatusTone(status: string): TransferTone {
	return TONES[known(status)]
}

/**
 * A final status never changes again: the transfer page stops refreshing.
 * 'Unknown' is not final: the next look may know more.
 */
export function isFinalTransferStatus(status: string) {
	const tone = transferStatusTone(status)
	return tone === 'success' || tone === 'failure'
}
