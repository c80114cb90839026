import Big from 'big.js'
import { z } from 'zod'
import { cardLimitsSchema } from '../card-limits.ts'
import { envelope } from '../envelope.ts'
import { amountSchema, amountStringSchema, fromMinorUnits, toMinorUnits } from '../money/amounts.ts'
import { CURRENCY_DECIMALS, FIAT_CURRENCIES, fiatCurrencySchema, type FiatCurrency } from '../money/currencies.ts'
import { optionalFilter } from '../money/paging.ts'
import type { FeeRule } from './fee-rule.ts'

/**
 * A payout's fee: the integrator's rate card line for payouts in the
 * currency (the Fiat wallet's card, `fcat`), a fixed part plus a percent of
 * the amount. The one rounding rule: the percent part is truncated to the
 * currency's minor unit (never rounded up: amounts are truncated, docs/product/money.md#amounts-and-dates), then
 * the fixed part is added; the fee is charged on top of the amount
 * (total = amount + fee). A currency without a payout line pays no fee.
 *
 * GET /integrator/v1/fiat/fee?currency=&amount= → FiatFee: the rule, and
 * with an amount its fee and total (the quote charges exactly these); and
 * the same line's limits with what is left of today's (contract/card-limits.ts),
 * which the quote and the confirmation enforce.
 */

export type { FeeRule } from './fee-rule.ts'

/** No payout line: no fee. */
export const NO_FEE = (currency: FiatCurrency): FeeRule => ({ feePercent: '0', feeFixed: fromMinorUnits(0n, currency) })

/** The rate card's figures (JSON numbers with a few decimals) as the rule's exact strings. */
export function feeRuleOf(line: { feePercent: number; feeFixed: number } | undefined, currency: FiatCurrency): FeeRule {
	if (!line) return NO_FEE(currency)
	const decimals = CURRENCY_DECIMALS[currency]
	return {
		feePercent: new Big(line.feePercent).toString(),
		feeFixed: new Big(line.feeFixed).round(decimals, Big.roundDown).toFixed(decimals),
	}
}

/** The fee of `amount` (minor units) under `rule`, in minor units: fixed + ⌊amount × percent / 100⌋. */
export function payoutFee(amount: bigint, rule: FeeRule, currency: FiatCurrency): bigint {
	const percentPart = new Big(amount.toString()).times(rule.feePercent).div(100).round(0, Big.roundDown)
	return toMinorUnits(rule.feeFixed, currency) + BigInt(percentPart.toFixed(0))
}

export const feeQuerySchema = z.object({ currency: fiatCurrencySchema, amount: optionalFilter(amountSchema) })

export const fiatFeeSchema = z.object({
	currency: z.enum(FIAT_CURRENCIES),
	feePercent: z.string(),
	feeFixed: amountStringSchema,
	/** With `amount` asked: the amount, its fee and amount + fee; null otherwise. */
	amount: amountStringSchema.nullable(),
	fee: amountStringSchema.nullable(),
	total: amountStringSchema.nullable(),
	/** The payout line's minimum, maximum and daily limit, today's payouts and what is left of the day (UTC). */
	limits: cardLimitsSchema,
})
export type FiatFee = z.infer<typeof fiatFeeSchema>
export const fiatFeeResponseSchema = envelope(fiatFeeSchema)
