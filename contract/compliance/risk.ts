import Big from 'big.js'
import { z } from 'zod'

/**
 * What every screening shares: the risk score (0 to 100, or -1 when the
 * provider has none), its level, the exposure categories and their
 * colours, the average that
 * leaves -1 out (docs/product/compliance.md#risk-scores), and the sandbox's documented test suffixes.
 */

export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]
export const RISK_LEVEL_LABELS: Readonly<Record<RiskLevel, string>> = { LOW: 'Low risk', MEDIUM: 'Medium risk', HIGH: 'High risk' }

/** -1: the provider has no score (left out of averages, docs/product/compliance.md#risk-scores). */
export const NO_SCORE = -1

/** LOW under 40, MEDIUM 40 to 69, HIGH from 70; no level without a score. */
export function riskLevelOf(score: number): RiskLevel | null {
	if (score < 0) return null
	if (score >= 70) return 'HIGH'
	return score >= 40 ? 'MEDIUM' : 'LOW'
}

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

export const EXPOSURE_CATEGORIES = ['exchange', 'merchant', 'gambling', 'mixer', 'darknet', 'sanctioned'] as const
export type ExposureCategory = (typeof EXPOSURE_CATEGORIES)[number]
export const EXPOSURE_LABELS: Readonly<Record<ExposureCategory, string>> = {
	exchange: 'Exchange',
	merchant: 'Merchant services',
	gambling: 'Gambling',
	mixer: 'Mixer',
	darknet: 'Darknet market',
	sanctioned: 'Sanctioned entity',
}
/**
 * The category colours (the provider names them as reference data and gives no
 * values; these are ours: docs/product/compliance.md#risk-scores): the clean sources cool, the risky ones warm to
 * red. Never the only cue: every bar carries its label and share in text.
 * Each passes 3:1 against white (WCAG 1.4.11, graphics).
 */
export const EXPOSURE_COLOURS: Readonly<Record<ExposureCategory, string>> = {
	exchange: '#1d4ed8',
	merchant: '#0f766e',
	gambling: '#b45309',
	mixer: '#7e22ce',
	darknet: '#374151',
	sanctioned: '#b91c1c',
}

/** A share of the funds, a decimal string with 2 decimals ('12.50'); the shares sum to exactly 100.00. */
export const exposureSchema = z.object({
	category: z.enum(EXPOSURE_CATEGORIES),
	share: z.string().regex(/^\d{1,3}\.\d{2}$/),
})
export type Exposure = z.infer<typeof exposureSchema>

/** A score, its level, why, and where the funds were traced: the result of a transaction's or an address's screening. */
export const riskScoreSectionSchema = z.object({
	/** 0 to 100, or -1 (NO_SCORE). */
	riskScore: z.number().int().min(NO_SCORE).max(100),
	/** Null with no score. */
	riskLevel: z.enum(RISK_LEVELS).nullable(),
	reasons: z.array(z.string()),
	/** Empty with no score. */
	exposure: z.array(exposureSchema),
})
export type RiskScoreSection = z.infer<typeof riskScoreSectionSchema>

/**
 * The sandbox's documented test values (docs/product/compliance.md): a
 * transaction hash or an address whose last four characters (any case) are
 * one of these scores that way; anything else scores a stable 0 to 69 from
 * its SHA-256. The four spell the same in hex, bech32 and base58, so every
 * network can have an address of each (contract/compliance/test-values.ts).
 * An address ending in `dead` is also on the blacklist (BLACKLISTED_ADDRESS_SUFFIX).
 */
export const SCREENING_TEST_SUFFIXES = { high: 'dead', medium: 'cafe', low: 'face', noScore: 'fade' } as const
