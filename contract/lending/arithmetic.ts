import Big from 'big.js'
import { CURRENCY_DECIMALS, type CryptoAsset } from '../money/currency-list.ts'

/**
 * The Lending service's arithmetic, shared by the provider (what it books)
 * and the dashboard (what the request form previews while the amounts are
 * typed). Every figure is an exact decimal (big.js, never a float); amounts
 * in and out are decimal strings as the API writes them, loans are in USD
 * (two decimals) and collateral in its asset's decimals.
 *
 * The rounding rules, stated once:
 *
 * - **Interest** is simple interest on the principal outstanding (never on
 *   unpaid interest), accrued per whole day of the loan. The card's rate is
 *   per month; a day's rate is the monthly rate × 12 ÷ 365. One day's
 *   interest is principal × that rate, **truncated to the cent**; N days at
 *   the same principal are N times one day's interest. Truncation is in the
 *   borrower's favour, as every figure the product shows (docs/product/money.md#amounts-and-dates).
 * - **Collateral value** is collateral × the price, exact; shown truncated
 *   to the cent.
 * - **Loan-to-value** (LTV) is what is owed (principal + unpaid interest)
 *   ÷ the collateral's exact value × 100. A level (the most at request, the
 *   warning, the liquidation) is reached when the exact LTV is **at or above
 *   it**; the figure is shown truncated to two decimals, so the figure shown
 *   never reads past a level the loan has not reached.
 * - **The most one can borrow** against collateral is its exact value × the
 *   maximum LTV at request, truncated to the cent.
 * - **A liquidation** sells the least collateral whose value covers what is
 *   owed: owed ÷ price, **rounded up** to the asset's smallest unit (so the
 *   sale always covers the debt; the fraction of a unit is the provider's).
 *   The sale's proceeds are that collateral × price, truncated to the cent;
 *   what is owed is paid from them and the rest of the collateral is returned.
 * - **The price at which a level is reached** is owed ÷ (collateral ×
 *   level ÷ 100), truncated to the cent: at that price or below, the level
 *   is reached.
 *
 * Divisions keep 40 decimals (then round as above): a quotient of these
 * figures (at most 8 decimals each, 15 digits before the dot) that is not
 * exact differs from its truncation before the 30th decimal, so no rounding
 * above comes out otherwise than with the exact quotient.
 */

/** A Big of our own, so nothing else's settings change: 40 decimals in divisions, rounding down. */
const Dec = Big()
Dec.DP = 40
Dec.RM = Big.roundDown

export type LtvLevels = {
	/** The most a loan may be worth, in % of its collateral's value, when it is requested. */
	max: string
	/** Past this the integrator is reminded (LENDING_LIQUIDATION_REMINDER). */
	warning: string
	/** Past this the collateral is sold to repay the loan. */
	liquidation: string
}

export type LtvZone = 'HEALTHY' | 'WARNING' | 'LIQUIDATION'

const USD_DECIMALS = CURRENCY_DECIMALS.USD

/** A decimal string with exactly `decimals` decimals, truncated (never rounded up). */
const truncated = (value: Big, decimals: number) => value.round(decimals, Big.roundDown).toFixed(decimals)

/** A day's rate in %, from the card's monthly rate in % (monthly × 12 ÷ 365), exact to 40 decimals. */
export function dailyRate(monthlyRatePercent: string): Big {
	return new Dec(monthlyRatePercent).times(12).div(365)
}

/** A day's rate in %, for the page: truncated to 8 decimals ('0.04109589'). */
export const dailyRateText = (monthlyRatePercent: string) =>
	truncated(dailyRate(monthlyRatePercent), 8).replace(/0+$/, '').replace(/\.$/, '')

/** One day's interest on `principal` (USD), truncated to the cent. */
export function dayInterest(principal: string, monthlyRatePercent: string): string {
	return truncated(new Dec(principal).times(monthlyRatePercent).times(12).div(36_500), USD_DECIMALS)
}

/** `days` days of interest on a principal that does not change meanwhile: `days` × one day's. */
export function interestFor(principal: string, monthlyRatePercent: string, days: number): string {
	if (!Number.isInteger(days) || days < 0) throw new Error(`Not a number of days: ${days}`)
	return new Dec(dayInterest(principal, monthlyRatePercent)).times(days).toFixed(USD_DECIMALS)
}

/** The collateral's exact value in USD. */
export const collateralValue = (collateral: string, priceUsd: string): Big => new Dec(collateral).times(priceUsd)

/** The collateral's value as shown: truncated to the cent. */
export const collateralValueText = (collateral: string, priceUsd: string) => truncated(collateralValue(collateral, priceUsd), USD_DECIMALS)

/** What is owed ÷ the collateral's value × 100, exact; null when the collateral is worth nothing. */
export function loanToValue(owed: string, collateral: string, priceUsd: string): Big | null {
	const value = collateralValue(collateral, priceUsd)
	if (value.eq(0)) return null
	return new Dec(owed).times(100).div(value)
}

/** An LTV as shown: two decimals, truncated ('52.31'). */
export const ltvText = (ltv: Big) => truncated(ltv, 2)

/** Whether the exact `ltv` has reached `level` (at or above it). */
export const reached = (ltv: Big, level: string) => ltv.gte(level)

/** Where an LTV stands against the warning and liquidation levels; no collateral value at all is past every level. */
export function zoneOf(ltv: Big | null, levels: Pick<LtvLevels, 'warning' | 'liquidation'>): LtvZone {
	if (ltv === null || reached(ltv, levels.liquidation)) return 'LIQUIDATION'
	return reached(ltv, levels.warning) ? 'WARNING' : 'HEALTHY'
}

/** The most one may borrow against `collateral` at `priceUsd` with `maxPercent` at request: truncated to the cent. */
export function maxBorrow(collateral: string, priceUsd: string, maxPercent: string): string {
	return truncated(collateralValue(collateral, priceUsd).times(maxPercent).div(100), USD_DECIMALS)
}

/** The price of one unit of collateral at or below which the LTV reaches `levelPercent`, truncated to the cent; null when nothing is owed or pledged. */
export function priceAtLevel(owed: string, collateral: string, levelPercent: string): string | null {
	const pledged = new Dec(collateral)
	if (pledged.eq(0) || new Dec(owed).eq(0)) return null
	return truncated(new Dec(owed).times(100).div(pledged.times(levelPercent)), USD_DECIMALS)
}

export type Liquidation = {
	/** Collateral sold, in the asset. */
	sold: string
	/** The sale's proceeds, USD, truncated to the cent. */
	proceeds: string
	/** What the proceeds pay of the debt: all of it, or the proceeds when the collateral did not cover it. */
	repaid: string
	/** Owed and not covered by the sale (written off by the provider); "0.00" when covered. */
	shortfall: string
	/** Collateral given back, in the asset. */
	returned: string
}

/**
 * A liquidation at `priceUsd`: the least collateral whose value covers what
 * is owed (rounded up to the asset's smallest unit, at most all of it), its
 * proceeds, and what is returned.
 */
export function liquidation(owed: string, collateral: string, asset: CryptoAsset, priceUsd: string): Liquidation {
	const decimals = CURRENCY_DECIMALS[asset]
	const pledged = new Dec(collateral)
	const needed = new Dec(owed).div(priceUsd).round(decimals, Big.roundUp)
	const sold = needed.gt(pledged) ? pledged : needed
	const proceeds = new Dec(truncated(sold.times(priceUsd), USD_DECIMALS))
	const repaid = proceeds.gt(owed) ? new Dec(owed) : proceeds
	return {
		sold: sold.toFixed(decimals),
		proceeds: proceeds.toFixed(USD_DECIMALS),
		repaid: repaid.toFixed(USD_DECIMALS),
		shortfall: new Dec(owed).minus(repaid).toFixed(USD_DECIMALS),
		returned: pledged.minus(sold).toFixed(decimals),
	}
}

/**
 * A repayment of `amount` split between unpaid interest (first) and
 * principal. Throws when it is more than is owed (checked before).
 */
export function splitRepayment(amount: string, interest: string, principal: string) {
	const paid = new Dec(amount)
	if (paid.gt(new Dec(interest).plus(principal))) throw new Error('A repayment above what is owed')
	const toInterest = paid.gt(interest) ? new Dec(interest) : paid
	return { interest: toInterest.toFixed(USD_DECIMALS), principal: paid.minus(toInterest).toFixed(USD_DECIMALS) }
}
