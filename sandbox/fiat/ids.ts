import { randomBytes } from 'node:crypto'

/**
 * The Fiat wallet's ids say what they name: 'fbn_' a beneficiary, 'fpq_' a
 * payout quote, 'fpo_' a payout, 'fdp_' a deposit, 'fit_' an internal transfer.
 */
export const newFiatId = (prefix: 'fbn' | 'fpq' | 'fpo' | 'fdp' | 'fit') => `${prefix}_${randomBytes(10).toString('hex')}`

/** A human reference as banks print it ('PO-20261201-3F9A2C'): PO a payout, FD a deposit, IT an internal transfer. */
export function newFiatReference(prefix: 'PO' | 'FD' | 'IT', nowMs: number) {
	const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '')
	return `${prefix}-${day}-${randomBytes(3).toString('hex').toUpperCase()}`
}
