import Big from 'big.js'
import { NO_SCORE } from './risk.ts'

/* Apart from risk.ts: only the provider averages, and big.js would otherwise load with every compliance page. */

/**
 * The average of the scores that are scores: -1 (no score) is left out
 * (docs/product/compliance.md#risk-scores), so a batch of 80, -1 and 40 averages 60.0, not 39.7. One
 * decimal, rounded half up (42.25 → 42.3), computed exactly (big.js); null
 * when nothing was scored.
 */
export function averageRiskScore(scores: readonly number[]): string | null {
	const scored = scores.filter((score) => score !== NO_SCORE)
	return averageOf(
		scored.reduce((sum, score) => sum + score, 0),
		scored.length,
	)
}

/** The same rule from a sum and a count of scores (what a database aggregate gives). */
export function averageOf(sum: number, count: number): string | null {
	if (count === 0) return null
	return new Big(sum).div(count).round(1, Big.roundHalfUp).toFixed(1)
}
