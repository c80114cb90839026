import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { countryCodeSchema } from '../fields.ts'
import { RISK_LEVELS } from './risk.ts'
import { entityNameSchema } from './screening.ts'

/**
 * Entity due diligence (`/compliance/v1/aml/entity/*`):
 *
 * - GET /aml/entity/search?name=&country= → EntityCandidate[] (free): the
 *   registered entities whose name matches, in that country; an empty list
 *   when none does. Their risk is not said: the report is what is paid for.
 * - GET /aml/entity/indicators → EntityIndicator[]: every indicator a report
 *   may raise, with what it means (reference data).
 * - A report is ordered with a quote `{ check: 'ENTITY', name, country }`
 *   (screening.ts) and made by POST /aml/entity/report `{ quoteId }`;
 *   GET /aml/entity/report lists them, GET /aml/entity/report/{id} opens one
 *   (records.ts).
 */

export const INDICATOR_SEVERITIES = RISK_LEVELS
export const entityIndicatorSchema = z.object({
	code: z.string(),
	label: z.string(),
	description: z.string(),
	severity: z.enum(INDICATOR_SEVERITIES),
})
export type EntityIndicator = z.infer<typeof entityIndicatorSchema>
export const entityIndicatorsResponseSchema = envelope(z.array(entityIndicatorSchema))

export const entitySearchQuerySchema = z.object({ name: entityNameSchema, country: countryCodeSchema })
export type EntitySearchQuery = z.input<typeof entitySearchQuerySchema>

export const entityCandidateSchema = z.object({
	name: z.string(),
	country: z.string(),
	registrationNumber: z.string(),
	/** The year of incorporation, four digits. */
	incorporated: z.string(),
})
export type EntityCandidate = z.infer<typeof entityCandidateSchema>
export const entitySearchResponseSchema = envelope(z.array(entityCandidateSchema))

/** An indicator a report raised, with what was found. */
export const raisedIndicatorSchema = z.object({
	code: z.string(),
	label: z.string(),
	severity: z.enum(INDICATOR_SEVERITIES),
	detail: z.string(),
})
export type RaisedIndicator = z.infer<typeof raisedIndicatorSchema>

/** A source the report consulted: a list, a registry, a news archive. */
export const reportSourceSchema = z.object({ name: z.string(), url: z.string().nullable(), checkedAt: z.string() })
export type ReportSource = z.infer<typeof reportSourceSchema>

/** The provider's `entityRisksSection`: the report's verdict. */
export const entityRisksSectionSchema = z.object({
	riskLevel: z.enum(RISK_LEVELS),
	summary: z.string(),
	indicators: z.array(raisedIndicatorSchema),
})
export type EntityRisksSection = z.infer<typeof entityRisksSectionSchema>
