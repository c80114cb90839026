import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { WALLET_TRANSACTION_TYPES } from '../wallets/kinds.ts'
import { walletNetworkSchema } from '../wallets/network-schemas.ts'
import { isTransactionHash, NETWORKS, WALLET_NETWORKS, type WalletNetwork } from '../wallets/networks.ts'
import { riskScoreSectionSchema } from './risk-schemas.ts'

/**
 * Crypto transaction analysis (`POST /compliance/v1/aml/txn/single`, docs/product/compliance.md#the-wallet-services-transaction-report):
 * the risk score of one transaction, 0 to 100, or -1 when there is none
 * (docs/product/compliance.md#risk-scores), its level, the reasons and where the funds were
 * traced (exposure, as shares of 100 %).
 *
 * Which service must be active: WALLETS or COMPLIANCE, either one. The product
 * puts the report page (/crypto/crypto-transaction-analysis-report) under the
 * Wallet service's guard, linked from every crypto transaction, while the call
 * lives under /compliance/v1, whose own pages (crypto-transaction-analysis)
 * sit under the Compliance guard. Requiring COMPLIANCE alone would break the
 * Wallet service's own report for a holder who never subscribed to
 * compliance; requiring WALLETS alone would lock the compliance service out of
 * its own call. So the sandbox answers when either is active and refuses (409,
 * with the Wallet service's reason) when neither is.
 *
 * That body is the free report, not kept. The same path with `{ quoteId }`
 * confirms the compliance service's paid analysis, which is kept
 * (screening.ts; docs/decisions/089).
 */

/** What crosses a chain: a wallet's deposits and withdrawals (an internal transfer never leaves the provider, and has no hash to analyse). */
export const TXN_TYPES = WALLET_TRANSACTION_TYPES
export type TxnType = (typeof TXN_TYPES)[number]

/** A hash of `network`'s shape ending in `suffix` (SCREENING_TEST_SUFFIXES, for tests and demos). */
export const testTransactionHash = (network: WalletNetwork, suffix: string) => `${network === 'ETH' ? '0x' : ''}${suffix.padStart(64, '0')}`

export const TXN_ANALYSIS_MESSAGES = {
	txIdRequired: 'Transaction hash is required',
	badHash: (network: WalletNetwork) =>
		`This is not a valid ${NETWORKS[network].label} transaction hash (${network === 'ETH' ? '0x and 64 hexadecimal digits' : '64 hexadecimal digits'})`,
	txTypeRequired: 'Transaction type is required',
	unknownTxType: (value: string) => `${value} is not a transaction type (DEPOSIT or WITHDRAWAL)`,
	analysed: 'Transaction analysed',
} as const

export const txTypeSchema = z
	.string({ required_error: TXN_ANALYSIS_MESSAGES.txTypeRequired, invalid_type_error: TXN_ANALYSIS_MESSAGES.txTypeRequired })
	.trim()
	.min(1, TXN_ANALYSIS_MESSAGES.txTypeRequired)
	.transform((value) => value.toUpperCase())
	.pipe(z.enum(TXN_TYPES, { errorMap: (_issue, ctx) => ({ message: TXN_ANALYSIS_MESSAGES.unknownTxType(String(ctx.data)) }) }))

export const txIdSchema = z
	.string({ required_error: TXN_ANALYSIS_MESSAGES.txIdRequired, invalid_type_error: TXN_ANALYSIS_MESSAGES.txIdRequired })
	.trim()
	.min(1, TXN_ANALYSIS_MESSAGES.txIdRequired)

/** The hash checked for its network's shape, the message on `txId` (a superRefine for any object with both). */
export function refineTxHash(value: { network: WalletNetwork; txId: string }, ctx: z.RefinementCtx) {
	if (!isTransactionHash(value.network, value.txId))
		ctx.addIssue({ code: 'custom', path: ['txId'], message: TXN_ANALYSIS_MESSAGES.badHash(value.network) })
}

/** The request: a network, a hash of its shape and the transaction's direction. */
export const txnAnalysisRequestSchema = z
	.object({
		network: walletNetworkSchema,
		txId: txIdSchema,
		txType: txTypeSchema,
	})
	.superRefine(refineTxHash)
export type TxnAnalysisRequest = z.infer<typeof txnAnalysisRequestSchema>

export const txnAnalysisSchema = z.object({
	network: z.enum(WALLET_NETWORKS),
	txId: z.string(),
	txType: z.enum(TXN_TYPES),
	...riskScoreSectionSchema.shape,
})
export type TxnAnalysis = z.infer<typeof txnAnalysisSchema>
export const txnAnalysisResponseSchema = envelope(txnAnalysisSchema)
