import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { WALLET_TRANSACTION_TYPES } from '../wallets/api.ts'
import { isTransactionHash, NETWORKS, WALLET_NETWORKS, walletNetworkSchema, type WalletNetwork } from '../wallets/networks.ts'

/**
 * Crypto transaction analysis (SPEC §7 `POST /compliance/v1/aml/txn/single`):
 * the risk score of one transaction, 0 to 100, or -1 when there is none
 * (SPEC §3 "-1 means none"), its level, the reasons and where the funds were
 * traced (exposure, as shares of 100 %).
 *
 * Which service must be active: WALLETS or COMPLIANCE, either one. SPEC §2
 * puts the report page (/crypto/crypto-transaction-analysis-report) under the
 * Wallet service's guard, linked from every crypto transaction, while the call
 * lives under /compliance/v1, whose own pages (crypto-transaction-analysis)
 * sit under the Compliance guard. Requiring COMPLIANCE alone would break the
 * Wallet service's own report for a holder who never subscribed to
 * compliance; requiring WALLETS alone would lock the compliance service out of
 * its own call. So the sandbox answers when either is active and refuses (409,
 * with the Wallet service's reason) when neither is.
 */

export const TXN_TYPES = WALLET_TRANSACTION_TYPES
export type TxnType = (typeof TXN_TYPES)[number]

export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]

/** -1: the provider has no score for the transaction (left out of averages, SPEC §9). */
export const NO_SCORE = -1

/**
 * The sandbox's documented test values (docs/product/wallets.md): a hash
 * ending in `dead` scores HIGH, one ending in `f00d` has no score (-1); any
 * other hash scores a stable LOW or MEDIUM from its bytes.
 */
export const TXN_TEST_SUFFIXES = { high: 'dead', noScore: 'f00d' } as const
/** A hash of `network`'s shape ending in `suffix` (for tests and demos). */
export const testTransactionHash = (network: WalletNetwork, suffix: string) => `${network === 'ETH' ? '0x' : ''}${suffix.padStart(64, '0')}`

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

export const TXN_ANALYSIS_MESSAGES = {
	txIdRequired: 'Transaction hash is required',
	badHash: (network: WalletNetwork) =>
		`This is not a valid ${NETWORKS[network].label} transaction hash (${network === 'ETH' ? '0x and 64 hexadecimal digits' : '64 hexadecimal digits'})`,
	txTypeRequired: 'Transaction type is required',
	unknownTxType: (value: string) => `${value} is not a transaction type (DEPOSIT or WITHDRAWAL)`,
	analysed: 'Transaction analysed',
} as const

const txTypeSchema = z
	.string({ required_error: TXN_ANALYSIS_MESSAGES.txTypeRequired, invalid_type_error: TXN_ANALYSIS_MESSAGES.txTypeRequired })
	.trim()
	.min(1, TXN_ANALYSIS_MESSAGES.txTypeRequired)
	.transform((value) => value.toUpperCase())
	.pipe(z.enum(TXN_TYPES, { errorMap: (_issue, ctx) => ({ message: TXN_ANALYSIS_MESSAGES.unknownTxType(String(ctx.data)) }) }))

/** The request: a network, a hash of its shape and the transaction's direction. */
export const txnAnalysisRequestSchema = z
	.object({
		network: walletNetworkSchema,
		txId: z
			.string({ required_error: TXN_ANALYSIS_MESSAGES.txIdRequired, invalid_type_error: TXN_ANALYSIS_MESSAGES.txIdRequired })
			.trim()
			.min(1, TXN_ANALYSIS_MESSAGES.txIdRequired),
		txType: txTypeSchema,
	})
	.superRefine((value, ctx) => {
		if (!isTransactionHash(value.network, value.txId))
			ctx.addIssue({ code: 'custom', path: ['txId'], message: TXN_ANALYSIS_MESSAGES.badHash(value.network) })
	})
export type TxnAnalysisRequest = z.infer<typeof txnAnalysisRequestSchema>

/** A share of the funds, a decimal string with 2 decimals ('12.50'); the shares sum to exactly 100.00. */
export const exposureSchema = z.object({
	category: z.enum(EXPOSURE_CATEGORIES),
	share: z.string().regex(/^\d{1,3}\.\d{2}$/),
})
export type Exposure = z.infer<typeof exposureSchema>

export const txnAnalysisSchema = z.object({
	network: z.enum(WALLET_NETWORKS),
	txId: z.string(),
	txType: z.enum(TXN_TYPES),
	/** 0 to 100, or -1 (NO_SCORE). */
	riskScore: z.number().int().min(NO_SCORE).max(100),
	/** Null with no score. */
	riskLevel: z.enum(RISK_LEVELS).nullable(),
	reasons: z.array(z.string()),
	/** Empty with no score. */
	exposure: z.array(exposureSchema),
})
export type TxnAnalysis = z.infer<typeof txnAnalysisSchema>
export const txnAnalysisResponseSchema = envelope(txnAnalysisSchema)

/** LOW under 40, MEDIUM 40 to 69, HIGH from 70. */
export function riskLevelOf(score: number): RiskLevel | null {
	if (score < 0) return null
	if (score >= 70) return 'HIGH'
	return score >= 40 ? 'MEDIUM' : 'LOW'
}
