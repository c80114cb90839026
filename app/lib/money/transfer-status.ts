/**
 * How a transfer's status reads on screen. The provider's ITF_COMPLETED is
 * what a user calls 'Successful'. A status the dashboard does not know yet
 * reads 'Unknown' rather than breaking the page.
 */

export const TRANSFER_STATUSES = [
	'ITF_PENDING',
	'ITF_PROCESSING',
	'ITF_APPROVED',
	'ITF_COMPLETED',
	'ITF_FAILED',
	'ITF_REJECTED',
	'ITF_CANCELLED',
	'ITF_UNKNOWN',
] as const
export type TransferStatus = (typeof TRANSFER_STATUSES)[number]

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
	ITF_PENDING: 'Pending',
	ITF_PROCESSING: 'Processing',
	ITF_APPROVED: 'Approved',
	ITF_COMPLETED: 'Successful',
	ITF_FAILED: 'Failed',
	ITF_REJECTED: 'Rejected',
	ITF_CANCELLED: 'Cancelled',
	ITF_UNKNOWN: 'Unknown',
}

export type StatusTone = 'neutral' | 'progress' | 'success' | 'failure'

const TONES: Record<TransferStatus, StatusTone> = {
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
	return TRANSFER_STATUS_LABELS[known(status)]
}

export function transferStatusTone(status: string): StatusTone {
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

/** The statuses the list filter offers, in the order a user thinks of them. */
export const TRANSFER_STATUS_FILTERS = ['ITF_PENDING', 'ITF_PROCESSING', 'ITF_COMPLETED', 'ITF_FAILED'] as const satisfies readonly TransferStatus[]
