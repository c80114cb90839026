import type { z } from 'zod'
import { entityIndicatorsResponseSchema, entitySearchResponseSchema, type EntitySearchQuery } from '#contract/compliance/entities.ts'
import {
	blacklistRecordResponseSchema,
	blacklistRecordsResponseSchema,
	blacklistStatsResponseSchema,
	entityRecordResponseSchema,
	entityRecordsResponseSchema,
	entityStatsResponseSchema,
	txnRecordResponseSchema,
	txnRecordsResponseSchema,
	txnStatsResponseSchema,
	walletBatchResponseSchema,
	walletRecordResponseSchema,
	walletRecordsResponseSchema,
	walletStatsResponseSchema,
	type ScreeningListQuery,
} from '#contract/compliance/records.ts'
import { screeningQuoteResponseSchema, type ScreeningQuoteRequest } from '#contract/compliance/screening.ts'
import { txnAnalysisResponseSchema, type TxnAnalysisRequest } from '#contract/compliance/txn-analysis.ts'
import type { ProviderCall } from './call.server.ts'

/** An answer schema of the envelope's shape: `{ message, data }`. */
type Enveloped = z.ZodObject<{ message: z.ZodString; data: z.ZodTypeAny }>

/** A list's query as sent: every filter a string, absent or empty for none. */
export type ScreeningListParams = { [K in keyof ScreeningListQuery]?: string }

/**
 * The compliance service's calls (`/compliance/v1`, contract/compliance/):
 * the Wallet service's free transaction report (WALLETS or COMPLIANCE
 * active), and the screenings, each quoted then confirmed with the quote's
 * id (COMPLIANCE active; 409 SERVICE_NOT_ACTIVE otherwise), kept, listed and
 * added up. Another integrator's quote or result is a 404.
 */
export function complianceApi(call: ProviderCall) {
	const get = <S extends Enveloped>(path: string, schema: S, query?: Record<string, string | undefined>): Promise<z.output<S>['data']> =>
		call(`/compliance/v1${path}`, { schema, query }).then((answer) => answer.data)
	const post = <S extends Enveloped>(path: string, body: unknown, schema: S): Promise<z.output<S>['data']> =>
		call(`/compliance/v1${path}`, { method: 'POST', body, schema }).then((answer) => answer.data)
	const id = (value: string) => encodeURIComponent(value)
	return {
		/** The risk score (or -1), level, reasons and exposure of one transaction, free and not kept; a hash not of the network's shape is a 400. */
		analyseTransaction: (body: TxnAnalysisRequest) => post('/aml/txn/single', body, txnAnalysisResponseSchema),

		// screening: quote, confirm (the quote's id the idempotency key), results, lists, figures
		createQuote: (body: ScreeningQuoteRequest) => post('/aml/quotes', body, screeningQuoteResponseSchema),
		getQuote: (quoteId: string) => get(`/aml/quotes/${id(quoteId)}`, screeningQuoteResponseSchema),
		confirmTxn: (quoteId: string) => post('/aml/txn/single', { quoteId }, txnRecordResponseSchema),
		confirmWallet: (quoteId: string) => post('/aml/wallet/single', { quoteId }, walletRecordResponseSchema),
		confirmWalletBatch: (quoteId: string) => post('/aml/wallet/batch', { quoteId }, walletBatchResponseSchema),
		confirmEntity: (quoteId: string) => post('/aml/entity/report', { quoteId }, entityRecordResponseSchema),
		confirmBlacklist: (quoteId: string) => post('/aml/blacklist', { quoteId }, blacklistRecordResponseSchema),

		getTxn: (recordId: string) => get(`/aml/txn/${id(recordId)}`, txnRecordResponseSchema),
		getWallet: (recordId: string) => get(`/aml/wallet/${id(recordId)}`, walletRecordResponseSchema),
		getWalletBatch: (batchId: string) => get(`/aml/wallet/batch/${id(batchId)}`, walletBatchResponseSchema),
		getEntityReport: (recordId: string) => get(`/aml/entity/report/${id(recordId)}`, entityRecordResponseSchema),
		getBlacklist: (recordId: string) => get(`/aml/blacklist/${id(recordId)}`, blacklistRecordResponseSchema),

		listTxn: (query: ScreeningListParams = {}) => get('/aml/txn', txnRecordsResponseSchema, query),
		listWallet: (query: ScreeningListParams = {}) => get('/aml/wallet', walletRecordsResponseSchema, query),
		listEntity: (query: ScreeningListParams = {}) => get('/aml/entity/report', entityRecordsResponseSchema, query),
		listBlacklist: (query: ScreeningListParams = {}) => get('/aml/blacklist', blacklistRecordsResponseSchema, query),

		txnStats: () => get('/aml/txn/stats', txnStatsResponseSchema),
		walletStats: () => get('/aml/wallet/stats', walletStatsResponseSchema),
		entityStats: () => get('/aml/entity/stats', entityStatsResponseSchema),
		blacklistStats: () => get('/aml/blacklist/stats', blacklistStatsResponseSchema),

		/** The registry's entities named so in a country (free; their risk is the report's). */
		searchEntities: (query: EntitySearchQuery) => get('/aml/entity/search', entitySearchResponseSchema, query),
		getEntityIndicators: () => get('/aml/entity/indicators', entityIndicatorsResponseSchema),
	}
}
