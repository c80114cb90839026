import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { amountDecimalsIssue, amountSchema, amountStringSchema } from '../money/amounts.ts'
import { FIAT_CURRENCIES, fiatCurrencySchema } from '../money/currencies.ts'
import { entrySchema, movementFiltersSchema } from '../money/ledger.ts'
import { pageSchema } from '../money/paging.ts'
import { idempotencyKeySchema } from '../money/transfers.ts'
import { pinSchema, totpTokenSchema } from '../settings/credentials.ts'

/**
 * The Fiat wallet service's provider API (service FCAT), under `/fcat/v1`
 * beside its rate card (`/fcat/v1/rates/my-rates`), as the crypto Wallet
 * service's is under `/wallets/v1`. Every call needs the FCAT service
 * subscribed, approved and active (409 SERVICE_NOT_ACTIVE otherwise).
 *
 * - GET  /fcat/v1/wallets                       → FiatWallet[] (one per currency held, in FIAT_CURRENCIES order)
 * - POST /fcat/v1/wallets { currency }          → 201 FiatWallet: its virtual account opened (409 WALLET_EXISTS when held)
 * - GET  /fcat/v1/wallets/{currency}            → FiatWallet (404 NO_WALLET while none is held)
 * - GET  /fcat/v1/wallets/{currency}/transactions?…movement filters → page of FiatTransaction, newest first
 * - POST /fcat/v1/internal-transfers            → 201 InternalTransfer (200 for a replay of its idempotency key)
 * - payouts: contract/fiat/payouts.ts; beneficiaries: contract/fiat/beneficiaries.ts; the fee: contract/fiat/fees.ts
 *
 * A fiat wallet is the integrator's ledger account of type `fiat` in the
 * currency (one per currency) and the virtual bank account that credits it:
 * a bank deposit to that account arrives in the wallet (the back office's
 * `POST /sandbox/v1/control/integrators/{email}/fiat/{currency}/deposits`).
 * Amounts are decimal strings with the currency's decimals.
 */

export const FIAT_ERROR_CODES = {
	walletExists: 'WALLET_EXISTS',
	noWallet: 'NO_WALLET',
} as const

export const FIAT_MESSAGES = {
	walletExists: (currency: string) => `You already have a ${currency} fiat wallet`,
	walletCreated: (currency: string) => `${currency} virtual account created`,
	noWallet: (currency: string) => `You have no ${currency} fiat wallet yet: create its virtual account first`,
	depositNotFound: 'No deposit with this id',
	internalTransferCreated: 'Transfer done',
	internalTransferReplayed: 'This transfer was already made with this idempotency key',
	internalSides: 'Move money between the fiat wallet and your funding or operational balance',
	noBalance: (currency: string, ledger: string) => `You have no ${currency} ${ledger} balance`,
	insufficientBalance: (currency: string, ledger: string) =>
		`Insufficient balance: the amount is more than your ${currency} ${ledger === 'fiat' ? 'fiat wallet' : `${ledger} balance`}`,
} as const

export const fiatWalletSchema = z.object({
	currency: z.enum(FIAT_CURRENCIES),
	/** The virtual account a bank deposit to this wallet goes to. */
	bankName: z.string(),
	accountNumber: z.string(),
	accountName: z.string(),
	balance: amountStringSchema,
	/** The wallet's ledger account (type `fiat`). */
	accountId: z.string(),
	createdAt: z.string(),
})
export type FiatWallet = z.infer<typeof fiatWalletSchema>
export const fiatWalletResponseSchema = envelope(fiatWalletSchema)
export const fiatWalletListResponseSchema = envelope(z.array(fiatWalletSchema))
export const createFiatWalletRequestSchema = z.object({ currency: fiatCurrencySchema })

/** One movement of the wallet: its ledger entry, and the payout or deposit it belongs to (the receipt's link). */
export const fiatTransactionSchema = entrySchema.extend({
	payoutId: z.string().nullable(),
	/**
	 * The service that made the payout (its receipt is that service's): the
	 * Payment service's bulk payouts are paid from this wallet too.
	 */
	payoutService: z.enum(['FCAT', 'PAYMENT']).nullable(),
	depositId: z.string().nullable(),
})
export type FiatTransaction = z.infer<typeof fiatTransactionSchema>
/** The money lists' filters (the currency filter is the path's). */
export const fiatTransactionsQuerySchema = movementFiltersSchema.omit({ currency: true })
export type FiatTransactionsQuery = z.infer<typeof fiatTransactionsQuerySchema>
export const fiatTransactionsResponseSchema = envelope(pageSchema(fiatTransactionSchema))

/**
 * An internal transfer: money between the fiat wallet and the funding or
 * operational balance of the same currency, one side always the wallet.
 * Moving money needs the PIN (and the authenticator code with 2FA on) and an
 * idempotency key: the same key with the same request answers the first
 * transfer (200), with another request 409 IDEMPOTENCY_CONFLICT. E-mailed
 * under FCAT_INTERNAL_TRANSFER (funding) or OPERATIONAL_INTERNAL_TRANSFER.
 */
export const INTERNAL_BALANCES = ['fiat', 'funding', 'operational'] as const
export type InternalBalance = (typeof INTERNAL_BALANCES)[number]
const balanceSchema = z.enum(INTERNAL_BALANCES, { errorMap: () => ({ message: `Choose one of ${INTERNAL_BALANCES.join(', ')}` }) })

export const internalTransferRequestSchema = z
	.object({
		currency: fiatCurrencySchema,
		from: balanceSchema,
		to: balanceSchema,
		amount: amountSchema,
		pin: pinSchema('PIN'),
		token: totpTokenSchema,
		idempotencyKey: idempotencyKeySchema,
	})
	.superRefine((value, ctx) => {
		if (value.from === value.to || (value.from !== 'fiat' && value.to !== 'fiat'))
			ctx.addIssue({ code: 'custom', path: ['to'], message: FIAT_MESSAGES.internalSides })
		const decimals = amountDecimalsIssue(value.amount, value.currency)
		if (decimals) ctx.addIssue({ code: 'custom', path: ['amount'], message: decimals })
	})
export type InternalTransferRequest = z.input<typeof internalTransferRequestSchema>

export const internalTransferSchema = z.object({
	id: z.string(),
	currency: z.enum(FIAT_CURRENCIES),
	from: z.enum(INTERNAL_BALANCES),
	to: z.enum(INTERNAL_BALANCES),
	amount: amountStringSchema,
	reference: z.string(),
	transactionId: z.string(),
	createdAt: z.string(),
})
export type InternalTransfer = z.infer<typeof internalTransferSchema>
export const internalTransferResponseSchema = envelope(internalTransferSchema)

/**
 * The back office: POST /sandbox/v1/control/integrators/{email}/fiat/{currency}/deposits
 * `{ amount, senderName?, senderBank?, reference? }` (contract/money/control.ts's
 * deposit) → 201 FiatDeposit: a bank deposit arriving at the wallet's virtual
 * account, credited at once (FCAT_DEPOSIT_COMPLETED e-mailed); no wallet in
 * the currency: 409 NO_WALLET.
 */
export const fiatDepositSchema = z.object({
	id: z.string(),
	currency: z.enum(FIAT_CURRENCIES),
	amount: amountStringSchema,
	senderName: z.string(),
	senderBank: z.string(),
	reference: z.string(),
	/** The virtual account it was paid to. */
	accountNumber: z.string(),
	transactionId: z.string(),
	createdAt: z.string(),
})
export type FiatDeposit = z.infer<typeof fiatDepositSchema>
