import { randomBytes } from 'node:crypto'

/** Lending ids say what they name: 'lon_' a loan, 'lev_' a statement line, 'lrp_' a repayment, 'ltr_' a collateral transfer. */
export const newLendingId = (prefix: 'lon' | 'lev' | 'lrp' | 'ltr') => `${prefix}_${randomBytes(10).toString('hex')}`

/** A loan's reference as a statement prints it: 'LN-20261201-3FA9C2'. */
export function newLoanReference(nowMs: number) {
	const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '')
	return `LN-${day}-${randomBytes(3).toString('hex').toUpperCase()}`
}
