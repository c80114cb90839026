import { randomBytes } from 'node:crypto'

/** Ids say what they name ('acc_', 'txn_', 'ent_', 'trf_', 'top_', 'qte_'), so a log or a support ticket reads at a glance. */
export const newId = (prefix: 'acc' | 'txn' | 'ent' | 'trf' | 'top' | 'qte') => `${prefix}_${randomBytes(10).toString('hex')}`

/** A human reference as banks print it: a prefix, the day and six random characters. */
export function newReference(prefix: 'LT' | 'TU' | 'RV', nowMs: number) {
	const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '')
	return `${prefix}-${day}-${randomBytes(3).toString('hex').toUpperCase()}`
}
