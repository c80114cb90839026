import { feeRuleOf, type FeeRule } from '#contract/fiat/fees.ts'
import type { PayoutService } from '#contract/fiat/payouts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import type { Db } from '../db/database.ts'
import { loadRateCard } from '../products/rate-cards.ts'

const CARDS = { FCAT: 'fcat', PAYMENT: 'payment' } as const

/** The payout line of the service's rate card for the currency, as the fee rule (contract/fiat/fees.ts); none: no fee. */
export async function payoutFeeRule(
	db: Db,
	integratorPk: string,
	service: PayoutService,
	currency: FiatCurrency,
	nowMs: number,
): Promise<FeeRule> {
	const card = await loadRateCard(db, integratorPk, CARDS[service], nowMs)
	return feeRuleOf(
		card.rates.find((rate) => rate.operation === 'payout' && rate.asset === currency),
		currency,
	)
}
