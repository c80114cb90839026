import type { Entry, Transaction } from '#contract/money/ledger.ts'

/**
 * Which way a movement moved the integrator's money, and its amount with
 * that sign, for the screens and the CSV files alike: outgoing money always
 * carries a minus, so a list read in a hurry, in black and white, or by a
 * spreadsheet cannot take a payout for a deposit.
 */

export type MovementWay = 'out' | 'in' | 'within'

/** The words beside an amount, so its colour is never the only cue. */
export const WAY_LABELS: Readonly<Record<MovementWay, string>> = {
	out: 'Money out',
	in: 'Money in',
	within: 'Between your accounts',
}

/**
 * An entry says its way (a debit goes out). A transaction is read by its
 * type: a transfer and its fee leave, a top-up and a reversal come in, and
 * an internal transfer moves between the integrator's own accounts, as a
 * trade's side does (its other currency moves the other way).
 */
export function movementWay(movement: Pick<Entry, 'direction'> | Pick<Transaction, 'type'>): MovementWay {
	if ('direction' in movement) return movement.direction === 'DEBIT' ? 'out' : 'in'
	switch (movement.type) {
		// A loan's costs too: a repayment leaves the funding balance, interest adds to the debt, a liquidation takes collateral.
		case 'TRANSFER':
		case 'FEE':
		case 'REPAYMENT':
		case 'INTEREST':
		case 'LIQUIDATION':
			return 'out'
		case 'TOPUP':
		case 'REVERSAL':
		case 'LOAN':
			return 'in'
		case 'INTERNAL_TRANSFER':
		case 'TRADE':
			return 'within'
	}
}

/** The provider's exact amount (always positive) with a minus when the money went out: '-1500.25'. */
export function signedAmount(movement: (Pick<Entry, 'direction'> | Pick<Transaction, 'type'>) & { amount: string }) {
	return movementWay(movement) === 'out' ? `-${movement.amount}` : movement.amount
}
