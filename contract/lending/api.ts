import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { amountSchema, amountStringSchema } from '../money/amounts.ts'
import { CRYPTO_ASSETS } from '../money/currency-list.ts'
import { lekSchema, limitSchema, optionalFilter, pageSchema } from '../money/paging.ts'
import { pinSchema, totpTokenSchema } from '../settings/credentials.ts'
import { walletAssetSchema } from '../wallets/network-schemas.ts'
import {
	LENDING_MESSAGES,
	LOAN_CURRENCIES,
	LOAN_EVENT_KINDS,
	LOAN_STATUSES,
	LTV_ZONES,
	MAX_ADVANCE_DAYS,
	TRANSFER_DIRECTIONS,
} from './vocabulary.ts'

export {
	LENDING_ERROR_CODES,
	LENDING_MESSAGES,
	lendingTerms,
	type LendingTerms,
	type LoanCurrency,
	type LoanEventKind,
	type LoanStatus,
	type TransferDirection,
} from './vocabulary.ts'

/**
 * The Lending service's provider API (`/lending/v1/…`, beside its rate card
 * `/lending/v1/rates/my-rates`). Every call needs the integrator's bearer
 * token and the LENDING service subscribed, approved and active (409
 * SERVICE_NOT_ACTIVE otherwise); another integrator's loan is a 404.
 *
 * The terms are the rate card's loan lines (`lendingTerms` below): one per
 * collateral asset, a monthly interest rate (`feePercent`), the limits of a
 * loan in USD and the three loan-to-value levels. Loans are in USD, paid
 * into the USD funding balance and repaid from it (record 080). The
 * arithmetic and its rounding are contract/lending/arithmetic.ts's.
 *
 * Collateral wallets (one per asset of the card; a `collateral` ledger account):
 * - GET  /lending/v1/wallets → CollateralWallet[] (every asset of the card, created or not)
 * - POST /lending/v1/wallets `{ asset }` → 201 CollateralWallet (LENDING_WALLET_CREATED e-mailed);
 *   409 WALLET_EXISTS; 400 an asset the card does not lend against
 * - POST /lending/v1/wallets/transfers `{ asset, direction, amount, pin, token?, idempotencyKey }`
 *   → 201 CollateralTransfer: TO_COLLATERAL from the asset's main wallet of the
 *   Wallet service (on the asset's first network: record 080), e-mailed as
 *   LENDING_WALLETS_DEPOSIT_COMPLETED; TO_MAIN back to it (LENDING_ASSET_TRANSFERED).
 *   400 INSUFFICIENT_BALANCE (field `amount`) above what the source holds.
 *
 * Loans:
 * - GET  /lending/v1/loans?status=&limit=&lek= → page of Loan, newest first
 * - POST /lending/v1/loans `{ currency, amount, collateralAsset, collateralAmount, pin, token?, idempotencyKey }`
 *   → 201 Loan, PENDING, its collateral moved from the collateral wallet to the
 *   provider's keeping; 400 LTV_ABOVE_MAXIMUM (field `amount`) above the card's
 *   maximum at request, INSUFFICIENT_BALANCE (field `collateralAmount`) above the
 *   collateral wallet's balance, or outside the card's limits.
 * - GET  /lending/v1/loans/{id} → Loan (interest accrued to the loan's day; its levels reviewed)
 * - GET  /lending/v1/loans/{id}/statement?limit=&lek= → page of LoanEvent, oldest first
 * - POST /lending/v1/loans/{id}/repayments `{ amount | full: true, pin, token?, idempotencyKey }`
 *   → 201 Repayment (with the loan after it); interest first, then principal, from
 *   the USD funding balance; 400 ABOVE_OWED or INSUFFICIENT_BALANCE (field `amount`);
 *   409 LOAN_NOT_ACTIVE. A fully repaid loan is REPAID and its collateral is back
 *   in the collateral wallet (LENDING_ASSET_TRANSFERED).
 *
 * Every post that moves money carries an idempotency key the dashboard makes
 * when it renders the form (record 083): the same key again answers 200 with
 * what it made, moving nothing; the same key with other figures is 409
 * IDEMPOTENCY_CONFLICT. The PIN (and the authenticator code when 2FA is on)
 * are checked as for every money movement, after a replay is answered.
 *
 * Statuses: PENDING → ACTIVE (approved by the provider and paid out:
 * LENDING_ORDER_APPROVED then LENDING_ORDER_SETTLED) → REPAID, or
 * LIQUIDATED (the LTV reached the liquidation level: the collateral is sold
 * to repay it, the rest returned; LENDING_LOAN_LIQUIDATED); PENDING →
 * REJECTED (the collateral returned). An ACTIVE loan past the warning level
 * is `warned` (LENDING_LIQUIDATION_REMINDER once per crossing).
 */

// ─── Shapes ─────────────────────────────────────────────────────────────────

const ltvLevelsSchema = z.object({ max: z.string(), warning: z.string(), liquidation: z.string() })

export const collateralWalletSchema = z.object({
	asset: z.enum(CRYPTO_ASSETS),
	/** The collateral ledger account's id once the wallet is created; null before. */
	id: z.string().nullable(),
	/** Free collateral: what a new loan can pledge, or can go back to the main wallet. */
	balance: amountStringSchema,
	/** Held by the provider against this integrator's loans (pending and active). */
	pledged: amountStringSchema,
	/** The Wallet service's price (its control API sets it). */
	price: amountStringSchema,
	/** balance × price, truncated to the cent. */
	usdValue: amountStringSchema,
	/** The asset's main wallet in the Wallet service, where collateral comes from: its balance on the network transfers use; null without one. */
	mainWallet: z.object({ id: z.string(), network: z.string(), balance: amountStringSchema }).nullable(),
	createdAt: z.string().nullable(),
})
export type CollateralWallet = z.infer<typeof collateralWalletSchema>

export const collateralTransferSchema = z.object({
	id: z.string(),
	asset: z.enum(CRYPTO_ASSETS),
	direction: z.enum(TRANSFER_DIRECTIONS),
	amount: amountStringSchema,
	/** The ledger transaction that moved it. */
	transactionId: z.string(),
	createdAt: z.string(),
})
export type CollateralTransfer = z.infer<typeof collateralTransferSchema>

export const loanSchema = z.object({
	id: z.string(),
	/** As banks print it: 'LN-20261201-3FA9C2'. */
	reference: z.string(),
	status: z.enum(LOAN_STATUSES),
	currency: z.enum(LOAN_CURRENCIES),
	/** What was asked for and, once approved, paid out. */
	amount: amountStringSchema,
	collateralAsset: z.enum(CRYPTO_ASSETS),
	/** Collateral held against the loan now (0 once returned or sold). */
	collateralAmount: amountStringSchema,
	/** The card's terms when the loan was requested: they stay the loan's. */
	monthlyRatePercent: z.string(),
	/** monthly × 12 ÷ 365, truncated to 8 decimals (the exact rate is what accrues). */
	dailyRatePercent: z.string(),
	ltvLevels: ltvLevelsSchema,
	/** Principal outstanding. */
	principal: amountStringSchema,
	/** Interest accrued and not paid yet. */
	interest: amountStringSchema,
	/** principal + interest. */
	owed: amountStringSchema,
	/** Every cent of interest the loan has accrued, and every cent repaid. */
	interestAccrued: amountStringSchema,
	repaid: amountStringSchema,
	/** Whole days since the loan was paid out, on the loan's clock (the back office can move it); 0 before. */
	day: z.number().int(),
	price: amountStringSchema,
	/** collateral × price, truncated to the cent. */
	collateralValue: amountStringSchema,
	/** owed ÷ collateral value, in %, truncated to 2 decimals; null with no collateral held. */
	ltv: z.string().nullable(),
	zone: z.enum(LTV_ZONES).nullable(),
	/** Past the warning level (reminded once per crossing) while active. */
	warned: z.boolean(),
	/** The collateral's price at which the warning and liquidation levels are reached; null when nothing is owed or held. */
	warningPrice: amountStringSchema.nullable(),
	liquidationPrice: amountStringSchema.nullable(),
	rejectionReason: z.string().nullable(),
	createdAt: z.string(),
	disbursedAt: z.string().nullable(),
	closedAt: z.string().nullable(),
})
export type Loan = z.infer<typeof loanSchema>

export const loanEventSchema = z.object({
	id: z.string(),
	kind: z.enum(LOAN_EVENT_KINDS),
	description: z.string(),
	/** What moved, in `currency` (USD or the collateral's asset); null for a change of state alone. */
	amount: amountStringSchema.nullable(),
	currency: z.string().nullable(),
	/** The loan's day when it happened. */
	day: z.number().int(),
	principal: amountStringSchema,
	interest: amountStringSchema,
	collateralAmount: amountStringSchema,
	price: amountStringSchema.nullable(),
	ltv: z.string().nullable(),
	/** The ledger transaction that moved it, if money moved. */
	transactionId: z.string().nullable(),
	createdAt: z.string(),
})
export type LoanEvent = z.infer<typeof loanEventSchema>

export const repaymentSchema = z.object({
	id: z.string(),
	loanId: z.string(),
	amount: amountStringSchema,
	interest: amountStringSchema,
	principal: amountStringSchema,
	transactionId: z.string(),
	createdAt: z.string(),
	loan: loanSchema,
})
export type Repayment = z.infer<typeof repaymentSchema>

// ─── Requests ───────────────────────────────────────────────────────────────

/** An idempotency key: made when a form is rendered, 16 to 64 letters, digits, '-' or '_'. */
export const idempotencyKeySchema = z
	.string({ required_error: 'idempotencyKey is required', invalid_type_error: 'idempotencyKey is required' })
	.regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey must be 16 to 64 letters, digits, - or _')

const secrets = { pin: pinSchema('PIN'), token: totpTokenSchema, idempotencyKey: idempotencyKeySchema }

export const createCollateralWalletRequestSchema = z.object({ asset: walletAssetSchema })

export const collateralTransferRequestSchema = z.object({
	asset: walletAssetSchema,
	direction: z.enum(TRANSFER_DIRECTIONS, { errorMap: () => ({ message: `direction must be one of ${TRANSFER_DIRECTIONS.join(', ')}` }) }),
	amount: amountSchema,
	...secrets,
})
export type CollateralTransferRequest = z.input<typeof collateralTransferRequestSchema>

export const createLoanRequestSchema = z.object({
	currency: z
		.string({ required_error: LENDING_MESSAGES.currency, invalid_type_error: LENDING_MESSAGES.currency })
		.trim()
		.toUpperCase()
		.pipe(z.enum(LOAN_CURRENCIES, { errorMap: () => ({ message: LENDING_MESSAGES.currency }) })),
	amount: amountSchema,
	collateralAsset: walletAssetSchema,
	collateralAmount: amountSchema,
	...secrets,
})
export type CreateLoanRequest = z.input<typeof createLoanRequestSchema>

export const repaymentRequestSchema = z
	.object({ amount: amountSchema.optional(), full: z.literal(true).optional(), ...secrets })
	.superRefine((value, ctx) => {
		if (value.full === undefined && value.amount === undefined)
			ctx.addIssue({ code: 'custom', path: ['amount'], message: LENDING_MESSAGES.amountRequired })
	})
export type RepaymentRequest = z.input<typeof repaymentRequestSchema>

export const loansQuerySchema = z.object({
	limit: limitSchema,
	lek: lekSchema,
	status: optionalFilter(z.enum(LOAN_STATUSES, { errorMap: () => ({ message: `status must be one of ${LOAN_STATUSES.join(', ')}` }) })),
})
export type LoansQuery = z.infer<typeof loansQuerySchema>
export const statementQuerySchema = z.object({ limit: limitSchema, lek: lekSchema })
export type StatementQuery = z.infer<typeof statementQuerySchema>

export const collateralWalletsResponseSchema = envelope(z.array(collateralWalletSchema))
export const collateralWalletResponseSchema = envelope(collateralWalletSchema)
export const collateralTransferResponseSchema = envelope(collateralTransferSchema)
export const loanResponseSchema = envelope(loanSchema)
export const loansResponseSchema = envelope(pageSchema(loanSchema))
export const statementResponseSchema = envelope(pageSchema(loanEventSchema))
export const repaymentResponseSchema = envelope(repaymentSchema)

// ─── The sandbox's back office (control API, CLI) ──────────────────────────

/**
 * POST /sandbox/v1/control/lending/loans/{id}/approve → the loan, ACTIVE and
 * paid into the USD funding balance (409 LOAN_NOT_PENDING otherwise; 409 when
 * the price has moved the loan past the maximum at request);
 * POST …/reject `{ reason? }` → REJECTED, its collateral returned;
 * POST …/advance `{ days }` → the loan's clock `days` further (interest
 * accrues, the levels are reviewed), ACTIVE loans only. The loan's own clock,
 * never the sandbox's (sessions and other tests share that).
 * A price set with PUT /sandbox/v1/control/wallets/prices/{asset} reviews every
 * active loan against that asset at once.
 */
export const approveLoanRequestSchema = z.object({}).passthrough()
export const rejectLoanRequestSchema = z.object({
	reason: textSchema('the reason').min(1, 'reason cannot be empty').max(200, 'reason must be at most 200 characters').optional(),
})
export const advanceLoanRequestSchema = z.object({
	days: z
		.number({
			required_error: 'days is required',
			invalid_type_error: `days must be a whole number from 1 to ${MAX_ADVANCE_DAYS}`,
		})
		.int(`days must be a whole number from 1 to ${MAX_ADVANCE_DAYS}`)
		.min(1, `days must be a whole number from 1 to ${MAX_ADVANCE_DAYS}`)
		.max(MAX_ADVANCE_DAYS, `days must be a whole number from 1 to ${MAX_ADVANCE_DAYS}`),
})
