import type { FiatCurrency } from '../money/currency-list.ts'
import { decimalParts, formatMoney } from '../money/format.ts'

/**
 * A payout's fee rule and its words, apart from the fee schemas and their
 * arithmetic (contract/fiat/fees.ts re-exports both): the receipt and the
 * quote only show the rule, and load neither zod nor big.js for it
 * (docs/decisions/121-a-lighter-frame.md).
 */
export type FeeRule = {
	/** Percent of the amount as a decimal string: '0.5' is 0.5 %. */
	feePercent: string
	/** The fixed part, an amount of the currency. */
	feeFixed: string
}

/** Whether a decimal string is more than zero, read exactly ('0.00' is not, '0.001' is). */
function isPositive(amount: string) {
	const parts = decimalParts(amount)
	return !parts.negative && /[1-9]/.test(parts.int + parts.frac)
}

/** '0.5% + €2.00', '€2.00', 'No fee': the rule in words, as the payout form and the quote show it. */
export function feeRuleText(rule: FeeRule, currency: FiatCurrency) {
	const parts = []
	if (isPositive(rule.feePercent)) parts.push(`${rule.feePercent}%`)
	if (isPositive(rule.feeFixed)) parts.push(formatMoney(rule.feeFixed, currency))
	return parts.length ? parts.join(' + ') : 'No fee'
}
