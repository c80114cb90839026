import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { amountSchema, amountStringSchema } from '../money/amounts.ts'
import { CRYPTO_ASSETS } from '../money/currencies.ts'
import { QUOTE_LIFETIME_MINUTES, QUOTE_STATUSES } from '../money/transfers.ts'
import { pinSchema, totpTokenSchema } from '../settings/credentials.ts'
import { PAYMENT_BENEFICIARY_TYPES } from '../settings/products.ts'
import { addressTextSchema } from './addresses.ts'
import { walletAssetSchema, walletNetworkSchema } from './network-schemas.ts'
import { WALLET_NETWORKS } from './networks.ts'
import { WITHDRAWAL_API_MESSAGES } from './withdrawal-messages.ts'

/**
 * Crypto withdrawals (the provider API, under /wallets/v1), quoted then
 * confirmed as local transfers are (docs/decisions/049-transfer-quote-object.md):
 *
 * - POST /wallets/v1/withdrawals/quote `{ walletId, network, amount | max: true,
 *   addressId | address, save? }` → 201 WithdrawalQuote (`wqt_…`, open for
 *   WITHDRAWAL_QUOTE_LIFETIME_MINUTES). The wallet is the caller's own (main
 *   or sub; anyone else's is a 404); the address is a saved withdrawal
 *   address of the caller (`addressId`: its network must be the quote's; a
 *   saved address is one per network, whatever asset it was first saved for) or a new one checked for the network, checksum
 *   included (400 with the checker's message, field `address`). With `save`,
 *   a new address is kept among the saved withdrawal addresses once the quote
 *   is made (one already saved is reused), and the quote names it. The amount
 *   has at most the asset's decimals, is at least the network minimum, and
 *   amount + fees fit the wallet's balance on that network (400 with the
 *   balance, field `amount`). `max` quotes the balance less the fees. The
 *   wallets rate card's withdrawal line is enforced here and again at
 *   confirmation (contract/card-limits.ts: 400 DAILY_LIMIT, field `amount`,
 *   when the day's withdrawals of the asset would pass its daily limit).
 * - GET  /wallets/v1/withdrawals/limits?asset= → CardLimitsView: the line's
 *   limits, the day's withdrawals of the asset and what is left (UTC).
 * - GET  /wallets/v1/withdrawals/quote/{id} → WithdrawalQuote (status OPEN, USED, EXPIRED, REFUSED).
 * - POST /wallets/v1/withdrawals `{ quoteId, pin, token? }` → 201 WalletTransaction
 *   (type WITHDRAWAL, PENDING): the quote's id is the idempotency key, so a
 *   used quote answers 200 with the withdrawal it made and a refused one its
 *   422 again (both before the PIN, and neither moves money again); an
 *   expired one is 409 QUOTE_EXPIRED. The PIN (and the authenticator code
 *   when 2FA is on) are checked under the transfers' rate limit and lockout.
 *   Amount and fees leave the crypto ledger account in one database
 *   transaction.
 * - GET  /wallets/v1/withdrawals/{id} → WalletTransaction (the caller's only; else 404).
 *
 * Blacklist screening (settings' `checkBlacklistOnWithdrawal`, docs/product/settings.md#blacklist-checks): the
 * quote says that the check will run and what it costs ($5.00 from the USD
 * funding balance), never its verdict: the screening is what is paid for, so
 * it happens only at confirmation. There the fee is charged first (an empty
 * USD funding balance: 400 BLACKLIST_FEE_UNPAID, nothing charged); a
 * blacklisted destination is then refused (422 ADDRESS_BLACKLISTED) with only
 * the fee gone, and the quote becomes REFUSED, so a second post (a double
 * click, a replay) is refused the same way without a second fee. In the
 * sandbox an address ending in BLACKLISTED_ADDRESS_SUFFIX (any case) is
 * blacklisted.
 *
 * Statuses: PENDING → BROADCAST → COMPLETED, or FAILED from PENDING or
 * BROADCAST with amount and fees returned (control API only).
 */

export const WITHDRAWAL_QUOTE_LIFETIME_MINUTES = QUOTE_LIFETIME_MINUTES
/** A transfer quote's statuses, and REFUSED: the blacklist check refused its destination (the fee charged once). */
export const WITHDRAWAL_QUOTE_STATUSES = [...QUOTE_STATUSES, 'REFUSED'] as const
/** The sandbox's test value: a destination ending in this (case-insensitive) is blacklisted. */
export const BLACKLISTED_ADDRESS_SUFFIX = 'dead'
/** '$5 fee each time' the blacklist check runs (docs/product/settings.md#blacklist-checks). */
export const BLACKLIST_CHECK_FEE_USD = '5.00'

export const WITHDRAWAL_ERROR_CODES = {
	quoteExpired: 'QUOTE_EXPIRED',
	insufficientBalance: 'INSUFFICIENT_BALANCE',
	belowMinimum: 'BELOW_MINIMUM',
	addressBlacklisted: 'ADDRESS_BLACKLISTED',
	blacklistFeeUnpaid: 'BLACKLIST_FEE_UNPAID',
	withdrawalFinal: 'WITHDRAWAL_FINAL',
} as const

export const withdrawalQuoteIdSchema = z
	.string({ required_error: 'quoteId is required' })
	.regex(/^wqt_[0-9a-f]{20}$/, 'quoteId must be a withdrawal quote id (wqt_…)')

export const createWithdrawalQuoteRequestSchema = z
	.object({
		walletId: z.string({ required_error: 'walletId is required' }).trim().min(1, 'walletId is required').max(64),
		network: walletNetworkSchema,
		amount: amountSchema.optional(),
		max: z.boolean().optional(),
		addressId: z.string().trim().min(1).max(64).optional(),
		address: addressTextSchema.optional(),
		/** Keep a new address among the saved withdrawal addresses (docs/product/settings.md#saved-wallet-addresses). */
		save: z
			.object({
				description: textSchema('the description').max(100, 'Description must be at most 100 characters').default(''),
				paymentBeneficiaryType: z.enum(PAYMENT_BENEFICIARY_TYPES, {
					errorMap: () => ({ message: `paymentBeneficiaryType must be one of ${PAYMENT_BENEFICIARY_TYPES.join(', ')}` }),
				}),
			})
			.optional(),
	})
	.superRefine((value, ctx) => {
		if (value.save && value.addressId !== undefined)
			ctx.addIssue({ code: 'custom', path: ['save'], message: WITHDRAWAL_API_MESSAGES.saveSavedAddress })
		if (!value.max && value.amount === undefined)
			ctx.addIssue({ code: 'custom', path: ['amount'], message: WITHDRAWAL_API_MESSAGES.amountRequired })
		if (value.addressId === undefined && value.address === undefined)
			ctx.addIssue({ code: 'custom', path: ['address'], message: WITHDRAWAL_API_MESSAGES.addressRequired })
	})
export type CreateWithdrawalQuoteRequest = z.input<typeof createWithdrawalQuoteRequestSchema>

export const withdrawalQuoteSchema = z.object({
	id: z.string(),
	status: z.enum(WITHDRAWAL_QUOTE_STATUSES),
	walletId: z.string(),
	asset: z.enum(CRYPTO_ASSETS),
	network: z.enum(WALLET_NETWORKS),
	address: z.string(),
	/** The saved withdrawal address quoted, or null for a new one. */
	addressId: z.string().nullable(),
	amount: amountStringSchema,
	networkFee: amountStringSchema,
	serviceFee: amountStringSchema,
	/** amount + networkFee + serviceFee, in the asset. */
	total: amountStringSchema,
	/** The wallet's balance on the network after the withdrawal. */
	balanceAfter: amountStringSchema,
	/** The blacklist check: null when off; else its fee in USD, charged to the USD funding balance at confirmation (its verdict comes then). */
	blacklistCheck: z.object({ feeUsd: amountStringSchema }).nullable(),
	/** Why a REFUSED quote was refused (the blacklist's message); null otherwise. */
	refusal: z.string().nullable(),
	createdAt: z.string(),
	expiresAt: z.string(),
	withdrawalId: z.string().nullable(),
})
export type WithdrawalQuote = z.infer<typeof withdrawalQuoteSchema>
export const withdrawalQuoteResponseSchema = envelope(withdrawalQuoteSchema)

export const confirmWithdrawalRequestSchema = z.object({ quoteId: withdrawalQuoteIdSchema, pin: pinSchema('PIN'), token: totpTokenSchema })
export type ConfirmWithdrawalRequest = z.input<typeof confirmWithdrawalRequestSchema>

/**
 * The back office (control API, CLI `withdrawal broadcast|complete|fail <id>`):
 * POST /sandbox/v1/control/wallets/withdrawals/{id}/broadcast → BROADCAST (from PENDING);
 * …/complete → COMPLETED (from BROADCAST; WALLETS_WITHDRAWAL_COMPLETED e-mailed);
 * …/fail `{ reason? }` → FAILED (from PENDING or BROADCAST), amount and fees returned once.
 * Any other move: 409 WITHDRAWAL_FINAL-like refusal naming the status.
 */
export const failWithdrawalRequestSchema = z.object({ reason: z.string().trim().min(1).max(200).optional() })

/** GET /wallets/v1/withdrawals/limits?asset=: the asset whose withdrawal limits are asked. */
export const withdrawalLimitsQuerySchema = z.object({ asset: walletAssetSchema })
