import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { amountSchema, amountStringSchema } from '../money/amounts.ts'
import { CRYPTO_ASSETS } from '../money/currencies.ts'
import { lekSchema, limitSchema, optionalFilter, pageSchema, searchSchema } from '../money/paging.ts'
import { addressTextSchema, withCheckedAddress } from './addresses.ts'
import { WALLET_KINDS, WALLET_MOVEMENT_TYPES, WALLET_TRANSACTION_STATUSES } from './kinds.ts'
import { walletAssetSchema, walletNetworkSchema } from './network-schemas.ts'
import { isAssetOnNetwork, WALLET_MESSAGES, WALLET_NETWORKS } from './networks.ts'

/**
 * The crypto Wallet service's provider API.
 *
 * Paths: `/wallets/v1/…`. The service's rate card is
 * `/{service}/v1/rates/my-rates` (so `/wallets/v1/rates/my-rates` already
 * exists); the service's own calls live beside it under the same prefix.
 * `/integrator/v1/transactions` and `/integrator/v1/accounts` are taken by
 * the ledger (fiat movements and ledger accounts, with a shape of their
 * own): a wallet, its deposit addresses and its confirmations do not fit
 * them, and a `serviceName` switch would make one path answer two shapes.
 *
 * Every call needs the integrator's bearer token and the WALLETS service
 * subscribed, approved and active (409 SERVICE_NOT_ACTIVE otherwise, with
 * the reason). Another integrator's wallet id is a 404, never a 403.
 *
 * - GET  /wallets/v1/wallets?kind=&asset=&q=&limit=&lek=   → page of Wallet (oldest first)
 * - POST /wallets/v1/wallets { asset }                     → 201 Wallet (MAIN; 409 WALLET_EXISTS when held)
 * - POST /wallets/v1/sub-wallets { asset, label, customerReference } → 201 Wallet (SUB)
 * - GET  /wallets/v1/wallets/{id}                          → Wallet
 * - GET  /wallets/v1/wallets/{id}/transactions?status=&network=&limit=&lek= → page of WalletTransaction (newest first)
 * - GET  /wallets/v1/main-wallets/{asset}                  → Wallet (the asset's main wallet; 404 while none is held)
 * - GET  /wallets/v1/main-wallets/{asset}/transactions?…   → its transactions, as above (the dashboard's wallet page
 *   is addressed by asset: asking by asset fetches the wallet and its transactions at once)
 * - GET  /wallets/v1/prices                                → Price[]
 * - GET  /wallets/v1/summary                               → WalletsSummary (per asset over every wallet, and the total in USD)
 *
 * Amounts are decimal strings with the asset's decimals (CURRENCY_DECIMALS:
 * BTC and ETH 8, USDT and USDC 6), USD values with 2, truncated, never
 * rounded up. A wallet's balance is the sum of its networks' balances; the
 * integrator's crypto ledger account of the asset holds the sum over all its
 * wallets of that asset.
 */

export const WALLET_ERROR_CODES = {
	/** 409: the WALLETS service is not subscribed, approved and active (the message says which). */
	serviceNotActive: 'SERVICE_NOT_ACTIVE',
	/** 409, field `asset`: a main wallet of this asset is already held. */
	walletExists: 'WALLET_EXISTS',
	/** 400 (control API), field `address`: not a deposit address the sandbox issued to this integrator for this asset and network. */
	unknownAddress: 'UNKNOWN_ADDRESS',
	/** 409 (control API): confirmations of a deposit already credited. */
	depositConfirmed: 'DEPOSIT_CONFIRMED',
} as const

export const WALLET_API_MESSAGES = {
	walletNotFound: 'No wallet with this id',
	depositNotFound: 'No deposit with this id',
	walletExists: (asset: string) => `You already have a ${asset} wallet`,
	mainWalletCreated: (asset: string) => `${asset} wallet created`,
	subWalletCreated: (asset: string, label: string) => `${asset} sub-wallet "${label}" created`,
	noMainWallet: (asset: string) => `There is no ${asset} main wallet yet: create it first`,
	unknownAddress: (asset: string, networkLabel: string) => `This is not a ${asset} deposit address the sandbox issued on ${networkLabel}`,
	depositConfirmed: 'This deposit is already confirmed and credited',
} as const

/** Asset and network codes, and their messages, are contract/wallets/networks.ts's. */
export const assetSchema = walletAssetSchema

const networkBalanceSchema = z.object({
	network: z.enum(WALLET_NETWORKS),
	/** The wallet's deposit address on this network. */
	address: z.string(),
	/** Confirmed (credited) amount on this network. */
	balance: amountStringSchema,
	/** Deposits still counting confirmations. */
	pending: amountStringSchema,
	requiredConfirmations: z.number().int(),
})
export type NetworkBalance = z.infer<typeof networkBalanceSchema>

export const walletSchema = z.object({
	id: z.string(),
	asset: z.enum(CRYPTO_ASSETS),
	kind: z.enum(WALLET_KINDS),
	label: z.string().nullable(),
	customerReference: z.string().nullable(),
	balance: amountStringSchema,
	pending: amountStringSchema,
	/** balance × price, truncated to cents. */
	usdValue: amountStringSchema,
	price: amountStringSchema,
	networks: z.array(networkBalanceSchema),
	createdAt: z.string(),
})
export type Wallet = z.infer<typeof walletSchema>

export const walletTransactionSchema = z.object({
	id: z.string(),
	walletId: z.string(),
	type: z.enum(WALLET_MOVEMENT_TYPES),
	direction: z.enum(['CREDIT', 'DEBIT']),
	status: z.string(),
	asset: z.enum(CRYPTO_ASSETS),
	network: z.enum(WALLET_NETWORKS),
	address: z.string(),
	amount: amountStringSchema,
	fee: amountStringSchema,
	txHash: z.string(),
	confirmations: z.number().int(),
	requiredConfirmations: z.number().int(),
	/** The ledger transaction once the money moved; null while a deposit is pending. */
	transactionId: z.string().nullable(),
	/** A failed withdrawal: why (its amount and fees are back in the wallet); null otherwise. */
	reason: z.string().nullable(),
	/** An internal transfer: where it went or came from ('To the BTC collateral wallet (Lending)'); null otherwise. */
	description: z.string().nullable(),
	createdAt: z.string(),
	completedAt: z.string().nullable(),
})
export type WalletTransaction = z.infer<typeof walletTransactionSchema>

export const priceSchema = z.object({ asset: z.enum(CRYPTO_ASSETS), usd: amountStringSchema, updatedAt: z.string().nullable() })
export type Price = z.infer<typeof priceSchema>

/** Per asset held (a wallet of it, or a crypto ledger balance), over all the integrator's wallets of it (main and sub; `wallets` 0 when none is open yet): what the home page shows. */
export const assetSummarySchema = z.object({
	asset: z.enum(CRYPTO_ASSETS),
	/** The crypto ledger account's balance. */
	balance: amountStringSchema,
	pending: amountStringSchema,
	usdValue: amountStringSchema,
	price: amountStringSchema,
	wallets: z.number().int(),
})
export const walletsSummarySchema = z.object({ assets: z.array(assetSummarySchema), totalUsd: amountStringSchema })
export type WalletsSummary = z.infer<typeof walletsSummarySchema>

export const walletsQuerySchema = z.object({
	limit: limitSchema,
	lek: lekSchema,
	kind: optionalFilter(z.enum(WALLET_KINDS, { errorMap: () => ({ message: `kind must be one of ${WALLET_KINDS.join(', ')}` }) })),
	asset: optionalFilter(assetSchema),
	/** Searches the label, the customer reference and the deposit addresses (case-insensitive). */
	q: searchSchema,
})
export type WalletsQuery = z.infer<typeof walletsQuerySchema>

export const walletTransactionsQuerySchema = z.object({
	limit: limitSchema,
	lek: lekSchema,
	status: optionalFilter(
		z.enum(WALLET_TRANSACTION_STATUSES, {
			errorMap: () => ({ message: `status must be one of ${WALLET_TRANSACTION_STATUSES.join(', ')}` }),
		}),
	),
	network: optionalFilter(walletNetworkSchema),
})
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuerySchema>

export const createWalletRequestSchema = z.object({ asset: assetSchema })
export type CreateWalletRequest = z.input<typeof createWalletRequestSchema>

export const createSubWalletRequestSchema = z.object({
	asset: assetSchema,
	label: textSchema('the label').min(1, 'Label is required').max(80, 'Label must be at most 80 characters'),
	customerReference: textSchema('the customer reference')
		.min(1, 'Customer reference is required')
		.max(64, 'Customer reference must be at most 64 characters'),
})
export type CreateSubWalletRequest = z.input<typeof createSubWalletRequestSchema>

export const walletResponseSchema = envelope(walletSchema)
export const walletsResponseSchema = envelope(pageSchema(walletSchema))
export const walletTransactionsResponseSchema = envelope(pageSchema(walletTransactionSchema))
export const pricesResponseSchema = envelope(z.array(priceSchema))
export const walletsSummaryResponseSchema = envelope(walletsSummarySchema)

// ─── The sandbox's back office (control API, CLI) ──────────────────────────

/**
 * POST /sandbox/v1/control/integrators/{email}/wallets/deposits
 * `{ asset, network, amount, address? }` → 201 the deposit, PENDING with 0
 * of the network's confirmations. Without `address`: the main wallet's
 * address on that network; with one: it must be an address the sandbox
 * issued to this integrator for this asset and network (else 400
 * UNKNOWN_ADDRESS).
 *
 * POST /sandbox/v1/control/wallets/deposits/{id}/confirmations `{ count? }`
 * → the deposit, `count` (default 1) confirmations further, credited once
 * it reaches the required number (409 DEPOSIT_CONFIRMED after).
 *
 * POST /sandbox/v1/control/wallets/blocks `{ count? }` → `{ advanced,
 * credited }`: a block (or `count`) for every pending deposit, what the
 * SANDBOX_BLOCK_MS tick does.
 *
 * PUT /sandbox/v1/control/wallets/prices/{asset} `{ usd }` → the price.
 */
export const walletDepositRequestSchema = z
	.object({
		asset: assetSchema,
		network: walletNetworkSchema,
		amount: amountSchema,
		address: addressTextSchema.optional(),
	})
	.superRefine((value, ctx) => {
		if (!isAssetOnNetwork(value.asset, value.network))
			ctx.addIssue({ code: 'custom', path: ['network'], message: WALLET_MESSAGES.notOnNetwork(value.asset, value.network) })
	})
	// An address is checked for its network (checksum included) and compared in its normal form (EIP-55, lower-case bech32).
	.transform((value, ctx) => (value.address === undefined ? value : withCheckedAddress({ ...value, address: value.address }, ctx)))

const countSchema = z
	.number({ invalid_type_error: 'count must be a whole number from 1 to 1000' })
	.int('count must be a whole number from 1 to 1000')
	.min(1, 'count must be a whole number from 1 to 1000')
	.max(1000, 'count must be a whole number from 1 to 1000')
	.default(1)
export const confirmationsRequestSchema = z.object({ count: countSchema })
export const blocksRequestSchema = z.object({ count: countSchema })
export const blocksResponseSchema = envelope(z.object({ advanced: z.number().int(), credited: z.number().int() }))

export const PRICE_MESSAGES = {
	format: 'Enter the price in USD with digits and one dot only, at most 8 decimals, e.g. 65000.00',
	positive: 'The price must be greater than zero',
} as const
export const priceRequestSchema = z.object({
	usd: z
		.string({ required_error: PRICE_MESSAGES.format, invalid_type_error: PRICE_MESSAGES.format })
		.trim()
		.regex(/^\d{1,15}(\.\d{1,8})?$/, PRICE_MESSAGES.format)
		.refine((value) => /[1-9]/.test(value), PRICE_MESSAGES.positive),
})
export const walletTransactionResponseSchema = envelope(walletTransactionSchema)
export const priceResponseSchema = envelope(priceSchema)
