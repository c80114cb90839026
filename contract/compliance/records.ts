import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { amountStringSchema } from '../money/amounts.ts'
import { lekSchema, limitSchema, optionalFilter, pageSchema, searchSchema } from '../money/paging.ts'
import { walletNetworkSchema } from '../wallets/network-schemas.ts'
import { WALLET_NETWORKS } from '../wallets/networks.ts'
import { entityRisksSectionSchema, reportSourceSchema } from './entities.ts'
import { riskScoreSectionSchema } from './risk-schemas.ts'
import { LEVEL_FILTERS } from './risk.ts'
import { rejectedRowSchema } from './screening.ts'
import { txnAnalysisSchema } from './txn-analysis.ts'

/**
 * The screenings the compliance service keeps (docs/product/compliance.md#provider-the-screenings-contractcompliancescreeningts-recordsts-entitiests), each the integrator's own (anyone else's id is a 404), with
 * the fee it cost in USD:
 *
 * - transaction analysis (`txa_…`): GET /aml/txn (list), /aml/txn/{id}, /aml/txn/stats
 * - wallet analysis (`wla_…`, the provider's `riskScoreSection.riskScore`, -1 for none):
 *   GET /aml/wallet, /aml/wallet/{id}, /aml/wallet/stats; a batch (`wlb_…`,
 *   its analyses and the rows left out) GET /aml/wallet/batch/{id}
 * - entity report (`edd_…`, the provider's `entityRisksSection.riskLevel`):
 *   GET /aml/entity/report, /aml/entity/report/{id}, /aml/entity/stats
 * - blacklist check (`blc_…`, the provider's `blacklisted` flag): GET /aml/blacklist,
 *   /aml/blacklist/{id}, /aml/blacklist/stats
 *
 * Lists are newest first, 20 a page with a `lek` like the money lists
 * (contract/money/paging.ts), filtered by `q` (the hash, the address or the
 * entity's name, any part, any case), `network`, `level` (LOW, MEDIUM, HIGH,
 * or NONE: no score) and, for blacklist checks, `blacklisted` (true or false).
 * A filter a list has no use for is ignored.
 */

const record = { id: z.string(), fee: amountStringSchema, createdAt: z.string() }

export const txnRecordSchema = txnAnalysisSchema.extend(record)
export type TxnRecord = z.infer<typeof txnRecordSchema>

export const walletRecordSchema = z.object({
	...record,
	/** The batch it was screened in, or null for a single analysis. */
	batchId: z.string().nullable(),
	network: z.enum(WALLET_NETWORKS),
	address: z.string(),
	riskScoreSection: riskScoreSectionSchema,
})
export type WalletRecord = z.infer<typeof walletRecordSchema>

export const walletBatchSchema = z.object({
	id: z.string(),
	fileName: z.string().nullable(),
	items: z.array(walletRecordSchema),
	rejected: z.array(rejectedRowSchema),
	/** The batch's fee: the wallet analysis fee for each address screened. */
	fee: amountStringSchema,
	/** Over the addresses that have a score: -1 left out (docs/product/compliance.md#risk-scores). */
	averageRiskScore: z.string().nullable(),
	createdAt: z.string(),
})
export type WalletBatch = z.infer<typeof walletBatchSchema>

export const entityRecordSchema = z.object({
	...record,
	name: z.string(),
	country: z.string(),
	registrationNumber: z.string(),
	entityRisksSection: entityRisksSectionSchema,
	sources: z.array(reportSourceSchema),
})
export type EntityRecord = z.infer<typeof entityRecordSchema>

export const blacklistRecordSchema = z.object({
	...record,
	network: z.enum(WALLET_NETWORKS),
	address: z.string(),
	blacklisted: z.boolean(),
})
export type BlacklistRecord = z.infer<typeof blacklistRecordSchema>

export const screeningListQuerySchema = z.object({
	limit: limitSchema,
	lek: lekSchema,
	q: searchSchema,
	network: optionalFilter(walletNetworkSchema),
	level: optionalFilter(
		z
			.string()
			.transform((value) => value.toUpperCase())
			.pipe(z.enum(LEVEL_FILTERS, { errorMap: () => ({ message: `level must be one of ${LEVEL_FILTERS.join(', ')}` }) })),
	),
	blacklisted: optionalFilter(
		z
			.enum(['true', 'false'], { errorMap: () => ({ message: 'blacklisted must be true or false' }) })
			.transform((value) => value === 'true'),
	),
})
export type ScreeningListQuery = z.input<typeof screeningListQuerySchema>
export type ScreeningListFilters = Pick<z.output<typeof screeningListQuerySchema>, 'q' | 'network' | 'level' | 'blacklisted'>

/**
 * A check's figures over everything the integrator ever screened with it:
 * how many, what they cost, the scores' average leaving -1 out (docs/product/compliance.md#risk-scores;
 * null with none scored, and for checks without a score), how many per
 * level (NONE: no score), how many addresses were blacklisted, and the three
 * latest results.
 */
const statsBase = z.object({
	count: z.number().int(),
	fees: amountStringSchema,
	lastAt: z.string().nullable(),
	scored: z.number().int(),
	averageRiskScore: z.string().nullable(),
	byLevel: z.object({ LOW: z.number().int(), MEDIUM: z.number().int(), HIGH: z.number().int(), NONE: z.number().int() }),
	blacklisted: z.number().int(),
})
export type ScreeningStatsBase = z.infer<typeof statsBase>
export const LATEST_COUNT = 3

export const txnStatsSchema = statsBase.extend({ latest: z.array(txnRecordSchema) })
export const walletStatsSchema = statsBase.extend({ latest: z.array(walletRecordSchema) })
export const entityStatsSchema = statsBase.extend({ latest: z.array(entityRecordSchema) })
export const blacklistStatsSchema = statsBase.extend({ latest: z.array(blacklistRecordSchema) })

export const txnRecordResponseSchema = envelope(txnRecordSchema)
export const txnRecordsResponseSchema = envelope(pageSchema(txnRecordSchema))
export const txnStatsResponseSchema = envelope(txnStatsSchema)
export const walletRecordResponseSchema = envelope(walletRecordSchema)
export const walletRecordsResponseSchema = envelope(pageSchema(walletRecordSchema))
export const walletStatsResponseSchema = envelope(walletStatsSchema)
export const walletBatchResponseSchema = envelope(walletBatchSchema)
export const entityRecordResponseSchema = envelope(entityRecordSchema)
export const entityRecordsResponseSchema = envelope(pageSchema(entityRecordSchema))
export const entityStatsResponseSchema = envelope(entityStatsSchema)
export const blacklistRecordResponseSchema = envelope(blacklistRecordSchema)
export const blacklistRecordsResponseSchema = envelope(pageSchema(blacklistRecordSchema))
export const blacklistStatsResponseSchema = envelope(blacklistStatsSchema)
