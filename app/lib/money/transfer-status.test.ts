import { expect, test } from 'vitest'
import { isFinalTransferStatus, TRANSFER_STATUSES, transferStatusLabel, transferStatusTone } from './transfer-status.ts'

test('each status has its label; completed reads Successful', () => {
	expect(TRANSFER_STATUSES.map(transferStatusLabel)).toEqual([
		'Pending',
		'Processing',
		'Approved',
		'Successful',
		'Failed',
		'Rejected',
		'Cancelled',
		'Unknown',
	])
})

test('a status the dashboard does not know reads Unknown and is not final @bad-input', () => {
	expect(transferStatusLabel('ITF_SOMETHING_NEW')).toBe('Unknown')
	expect(transferStatusTone('ITF_SOMETHING_NEW')).toBe('neutral')
	expect(isFinalTransferStatus('ITF_SOMETHING_NEW')).toBe(false)
})

test('only completed, failed, rejected and cancelled are final', () => {
	const final = TRANSFER_STATUSES.filter(isFinalTransferStatus)
	expect(final).toEqual(['ITF_COMPLETED', 'ITF_FAILED', 'ITF_REJECTED', 'ITF_CANCELLED'])
	expect(transferStatusTone('ITF_COMPLETED')).toBe('success')
	expect(transferStatusTone('ITF_FAILED')).toBe('failure')
	expect(transferStatusTone('ITF_PROCESSING')).toBe('progress')
})
