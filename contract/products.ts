import { z } from 'zod'
import { envelope } from './envelope.ts'
import { textSchema } from './fields.ts'
import { SERVICE_NAMES } from './service-names.ts'

/**
 * The services an integrator subscribes to, their subscriptions, the
 * documents a service needs accepted before it goes live, and rate cards.
 * The provider names services in lowercase in subscription calls and in
 * uppercase elsewhere.
 */

export { SERVICE_NAMES, toServiceId, type ServiceName } from './service-names.ts'

export const serviceNameSchema = z.enum(SERVICE_NAMES, {
	errorMap: () => ({ message: `name must be one of ${SERVICE_NAMES.join(', ')}` }),
})

/** GET /integrator/v1/subscriptions */
export const subscriptionSchema = z.object({
	name: serviceNameSchema,
	isApproved: z.boolean(),
	/** true once activated ("status truthy when activated"). */
	status: z.boolean(),
	createdAt: z.string(),
	updatedAt: z.string(),
	approvedAt: z.string().nullable(),
})
export type Subscription = z.infer<typeof subscriptionSchema>
export const subscriptionListResponseSchema = envelope(z.array(subscriptionSchema))

/** POST /integrator/v1/subscriptions, PATCH /integrator/v1/subscription/activate and /deactivate */
export const subscriptionNameRequestSchema = z.object({ name: serviceNameSchema })
export const subscriptionResponseSchema = envelope(subscriptionSchema)

/**
 * GET /integrator/v1/custom-operational-documents (optional `?service=`):
 * the documents an integrator must accept before a service can be activated.
 * A service with no documents activates without this step.
 */
export const operationalDocumentSchema = z.object({
	id: z.string(),
	service: serviceNameSchema,
	title: z.string(),
	version: z.string(),
	/** A short plain-text summary shown beside the acceptance checkbox. */
	summary: z.string(),
	/** Where the full text can be read (an https or sandbox URL). */
	url: z.string().url(),
	/** When this integrator accepted this version; null until then. */
	acceptedAt: z.string().nullable(),
})
export type OperationalDocument = z.infer<typeof operationalDocumentSchema>
export const operationalDocumentListResponseSchema = envelope(z.array(operationalDocumentSchema))

/** POST /integrator/v1/subscription-contract: records the acceptance of a service's documents. */
export const subscriptionContractRequestSchema = z.object({
	name: serviceNameSchema,
	documentIds: z.array(textSchema('the document id', { trim: false }).min(1)).min(1, 'Accept at least one document'),
})
export const subscriptionContractSchema = z.object({
	name: serviceNameSchema,
	acceptedAt: z.string(),
	documents: z.array(z.object({ id: z.string(), version: z.string() })),
})
export const subscriptionContractResponseSchema = envelope(subscriptionContractSchema)

/**
 * Rate cards: GET /{service}/v1/rates/my-rates for each service, and
 * GET /integrator/v1/funding/rates/my-rates for funding.
 */
export const RATE_CARD_SERVICES = [...SERVICE_NAMES, 'funding'] as const
export type RateCardService = (typeof RATE_CARD_SERVICES)[number]

export const RATE_OPERATIONS = ['deposit', 'withdrawal', 'transfer', 'trade', 'loan', 'payout', 'collection', 'check'] as const

export const rateSchema = z.object({
	/** A currency or asset ticker: 'USD', 'NGN', 'BTC', 'USDT'. */
	asset: z.string(),
	assetType: z.enum(['fiat', 'crypto']),
	operation: z.enum(RATE_OPERATIONS),
	/** How the rate is shown: 'Crypto deposit', 'KYC check'. */
	label: z.string(),
	/** Percent of the amount (0.5 means 0.5 %). */
	feePercent: z.number().min(0),
	/** A fixed fee in `feeAsset` units (usually the asset itself). */
	feeFixed: z.number().min(0),
	feeAsset: z.string(),
	/** The unit the minimum, maximum and daily limit are in: the asset itself, or for a loan against BTC the USD lent. */
	limitAsset: z.string(),
	minAmount: z.number().nullable(),
	maxAmount: z.number().nullable(),
	dailyLimit: z.number().nullable(),
	/**
	 * A loan line's loan-to-value levels, in % of the collateral's value: the
	 * most at request, the warning level and the liquidation level
	 * (contract/lending/api.ts). Absent on every other line.
	 */
	loanToValue: z.object({ max: z.number(), warning: z.number(), liquidation: z.number() }).optional(),
})
export type Rate = z.infer<typeof rateSchema>

export const rateCardSchema = z.object({
	service: z.enum(RATE_CARD_SERVICES),
	updatedAt: z.string(),
	rates: z.array(rateSchema),
})
export type RateCard = z.infer<typeof rateCardSchema>
export const rateCardResponseSchema = envelope(rateCardSchema)

/** The path of a rate card call. */
export function rateCardPath(service: RateCardService) {
	return service === 'funding' ? '/integrator/v1/funding/rates/my-rates' : `/${service}/v1/rates/my-rates`
}
