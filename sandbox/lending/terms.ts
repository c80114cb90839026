import { lendingTerms, type LendingTerms } from '#contract/lending/api.ts'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import type { Db } from '../db/database.ts'
import { DEFAULT_RATE_CARDS, loadRateCard } from '../products/rate-cards.ts'

/**
 * What the integrator's rate card lends against (contract/lending/api.ts
 * `lendingTerms`). A card copied before the loan lines had their
 * loan-to-value levels lends on the default card's terms instead, so a
 * sandbox kept from before still lends.
 */
export async function loadTerms(db: Db, integratorPk: string, nowMs: number): Promise<LendingTerms[]> {
	const terms = lendingTerms(await loadRateCard(db, integratorPk, 'lending', nowMs))
	return terms.length ? terms : lendingTerms({ rates: DEFAULT_RATE_CARDS.lending })
}

export async function termsFor(db: Db, integratorPk: string, asset: CryptoAsset, nowMs: number): Promise<LendingTerms | null> {
	return (await loadTerms(db, integratorPk, nowMs)).find((terms) => terms.asset === asset) ?? null
}
