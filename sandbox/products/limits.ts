import { and, eq } from 'drizzle-orm'
import { limitsOfLine, type CardLimits } from '#contract/card-limits.ts'
import type { Currency } from '#contract/money/currencies.ts'
import type { Rate, RateCardService } from '#contract/products.ts'
import type { Db } from '../db/database.ts'
import { loadRateCard } from './rate-cards.ts'
import { rateCards } from './schema.ts'

/**
 * The rate card's limits as the services enforce them
 * (contract/card-limits.ts, docs/decisions/107-rate-card-limits-enforced.md).
 */

/** The limits of the card's line for `operation` in `currency` (none without a line). */
export async function cardLimits(
	db: Db,
	integratorPk: string,
	service: RateCardService,
	operation: Rate['operation'],
	currency: Currency,
	nowMs: number,
): Promise<CardLimits> {
	const card = await loadRateCard(db, integratorPk, service, nowMs)
	return limitsOfLine(
		card.rates.find((rate) => rate.operation === operation && rate.asset === currency),
		currency,
	)
}

/**
 * Takes the integrator's card row lock for the rest of the transaction
 * (the card exists: cardLimits read it first). Every movement a daily
 * limit counts takes it after its own locks and before it sums the day, so
 * two movements at once take turns and the second counts the first: a
 * read-then-write without it lets both pass (record 107).
 */
export async function lockRateCard(tx: Db, integratorPk: string, service: RateCardService) {
	await tx
		.select({ id: rateCards.id })
		.from(rateCards)
		.where(and(eq(rateCards.integratorPk, integratorPk), eq(rateCards.service, service)))
		.for('update')
}
