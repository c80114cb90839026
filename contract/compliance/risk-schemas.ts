import { z } from 'zod'
import { EXPOSURE_CATEGORIES, NO_SCORE, RISK_LEVELS } from './risk.ts'

/** The shapes of a screening's result (risk.ts holds its levels, labels and rules, without zod). */

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
