/**
 * What every screening shares: the risk score (0 to 100, or -1 when the
 * provider has none), its level, the exposure categories and their
 * colours (docs/product/compliance.md#risk-scores), and the sandbox's documented test suffixes.
 * No zod and no big.js here: the pages that name a level or a category import this module on their
 * first visit; the shapes that read a result are in risk-schemas.ts, the average that leaves -1 out in
 * risk-average.ts (docs/decisions/120-light-forms.md).
 */

export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]
export const RISK_LEVEL_LABELS: Readonly<Record<RiskLevel, string>> = { LOW: 'Low risk', MEDIUM: 'Medium risk', HIGH: 'High risk' }

/** -1: the provider has no score (left out of averages, docs/product/compliance.md#risk-scores). */
export const NO_SCORE = -1

/** `level` of a history's filter: a risk level, or NONE for the screenings without a score. */
export const LEVEL_FILTERS = [...RISK_LEVELS, 'NONE'] as const
export type LevelFilter = (typeof LEVEL_FILTERS)[number]

/** LOW under 40, MEDIUM 40 to 69, HIGH from 70; no level without a score. */
export function riskLevelOf(score: number): RiskLevel | null {
	if (score < 0) return null
	if (score >= 70) return 'HIGH'
	return score >= 40 ? 'MEDIUM' : 'LOW'
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

/**
 * The sandbox's documented test values (docs/product/compliance.md): a
 * transaction hash or an address whose last four characters (any case) are
 * one of these scores that way; anything else scores a stable 0 to 69 from
 * its SHA-256. The four spell the same in hex, bech32 and base58, so every
 * network can have an address of each (contract/compliance/test-values.ts).
 * An address ending in `dead` is also on the blacklist (BLACKLISTED_ADDRESS_SUFFIX).
 */
export const SCREENING_TEST_SUFFIXES = { high: 'dead', medium: 'cafe', low: 'face', noScore: 'fade' } as const
