import { z } from 'zod'
import { envelope } from './envelope.ts'
import { amountStringSchema, fromMinorUnits, toMinorUnits } from './money/amounts.ts'
import { CURRENCY_DECIMALS, type Currency } from './money/currencies.ts'
import { formatMinorUnits } from './money/format.ts'
import type { Rate } from './products.ts'

/**
 * The minimum, maximum and daily limit a rate card line shows, as the
 * provider enforces them on the movement the line prices (a payout, a bulk
 * row, a crypto withdrawal; trades keep their own words in
 * contract/trading/api.ts). One rule everywhere
 * (docs/decisions/107-rate-card-limits-enforced.md):
 *
 * - an amount below the minimum or above the maximum is refused; exactly at
 *   a bound passes;
 * - the daily limit counts the amounts (not the fees) of the movements of
 *   the same kind, service and currency made since 00:00 UTC, but those that
 *   failed (a failed payout or withdrawal gives its amount back); a movement
 *   that would take the day past the limit is refused, one that ends exactly
 *   on it passes;
 * - checked when quoted (the form says why) and again when confirmed, under
 *   the integrator's rate card row lock, so two movements at once cannot
 *   both pass the day's limit.
 */

export const LIMIT_ERROR_CODES = {
	belowMinimum: 'BELOW_MINIMUM',
	aboveMaximum: 'ABOVE_MAXIMUM',
	dailyLimit: 'DAILY_LIMIT',
} as const
export type LimitErrorCode = (typeof LIMIT_ERROR_CODES)[keyof typeof LIMIT_ERROR_CODES]

/** An amount with its currency as every message writes it: '₦10,000,000.00', '20.00 BTC' (docs/decisions/111-one-money-format.md). */
export const limitMoney = (units: bigint, currency: Currency) => formatMinorUnits(units, currency)

export const LIMIT_MESSAGES = {
	belowMinimum: (what: string, minimum: string) => `The smallest ${what} is ${minimum}`,
	aboveMaximum: (what: string, maximum: string) => `The largest ${what} is ${maximum}`,
	dailyLimit: (what: string, limit: string, left: string) =>
		`This ${what} would pass your daily limit of ${limit}: ${left} left today (UTC)`,
} as const

/** A line's limits in minor units of the currency; null: the card sets none. */
export type CardLimits = { min: bigint | null; max: bigint | null; daily: bigint | null }
export const NO_LIMITS: CardLimits = { min: null, max: null, daily: null }

/** A card figure (a short decimal kept as a JSON number) as minor units: written with the currency's decimals it is exact. */
const cardUnits = (value: number | null, currency: Currency) =>
	value === null ? null : toMinorUnits(value.toFixed(CURRENCY_DECIMALS[currency]), currency)

export function limitsOfLine(line: Pick<Rate, 'minAmount' | 'maxAmount' | 'dailyLimit'> | undefined, currency: Currency): CardLimits {
	if (!line) return NO_LIMITS
	return { min: cardUnits(line.minAmount, currency), max: cardUnits(line.maxAmount, currency), daily: cardUnits(line.dailyLimit, currency) }
}

/** What is left of today's limit after `used` (never below zero); null without a daily limit. */
export const leftToday = (limits: CardLimits, used: bigint) =>
	limits.daily === null ? null : limits.daily > used ? limits.daily - used : 0n

export type LimitIssue = { code: LimitErrorCode; message: string }

/**
 * Why `amount` may not move today, given what the day has `used` already
 * (the same kind, service and currency); null when it may. `what` names the
 * movement in the message ('payout', 'withdrawal of BTC').
 */
export function limitIssue(limits: CardLimits, amount: bigint, used: bigint, currency: Currency, what: string): LimitIssue | null {
	if (limits.min !== null && amount < limits.min)
		return { code: LIMIT_ERROR_CODES.belowMinimum, message: LIMIT_MESSAGES.belowMinimum(what, limitMoney(limits.min, currency)) }
	if (limits.max !== null && amount > limits.max)
		return { code: LIMIT_ERROR_CODES.aboveMaximum, message: LIMIT_MESSAGES.aboveMaximum(what, limitMoney(limits.max, currency)) }
	if (limits.daily !== null && used + amount > limits.daily)
		return {
			code: LIMIT_ERROR_CODES.dailyLimit,
			message: LIMIT_MESSAGES.dailyLimit(what, limitMoney(limits.daily, currency), limitMoney(leftToday(limits, used)!, currency)),
		}
	return null
}

/** The limits as an API answer shows them beside a form: the bounds, and today's use and what is left of it (UTC day). */
export const cardLimitsSchema = z.object({
	minAmount: amountStringSchema.nullable(),
	maxAmount: amountStringSchema.nullable(),
	dailyLimit: amountStringSchema.nullable(),
	usedToday: amountStringSchema,
	leftToday: amountStringSchema.nullable(),
})
export type CardLimitsView = z.infer<typeof cardLimitsSchema>
export const cardLimitsResponseSchema = envelope(cardLimitsSchema)

export function cardLimitsView(limits: CardLimits, used: bigint, currency: Currency): CardLimitsView {
	const money = (units: bigint | null) => (units === null ? null : fromMinorUnits(units, currency))
	return {
		minAmount: money(limits.min),
		maxAmount: money(limits.max),
		dailyLimit: money(limits.daily),
		usedToday: fromMinorUnits(used, currency),
		leftToday: money(leftToday(limits, used)),
	}
}
