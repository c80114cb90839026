import { feeRuleOf, type FeeRule } from '#contract/fiat/fees.ts'
import type { PayoutService } from '#contract/fiat/payouts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import type { Db } from '../db/database.ts'
import { cardLimits } from '../products/limits.ts'
import { loadRateCard } from '../products/rate-cards.ts'

/** The rate card each paying service's payouts are priced and limited by. */
export const PAYOUT_CARDS = { FCAT: 'fcat', PAYMENT: 'payment' } as const

/** The payout line of the service's rate card for the currency, as the fee rule (contract/fiat/fees.ts); none: no fee. */
export async function payoutFeeRule(
	db: Db,
	integratorPk: string,
	service: PayoutService,
	currency: FiatCurrency,
	nowMs: number,
): Promise<FeeRule> {
	const card = await loadRateCard(db, integratorPk, PAYOUT_CARDS[service], nowMs)
	return feeRuleOf(
		card.rates.find((rate) => rate.operation === 'payout' && rate.asset === currency),
		currency,
	)
}

/** The minimum, maximum and daily limit of the same line (contract/card-limits.ts). */
export const payoutLimits = (db: Db, integratorPk: string, service: PayoutService, currency: FiatCurrency, nowMs: number) =>
	cardLimits(db, integratorPk, PAYOUT_CARDS[service], 'payout', currency, nowMs)
