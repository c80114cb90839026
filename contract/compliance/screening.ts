import { z } from 'zod'
import { FORMULA_START } from '../csv-cells.ts'
import { envelope } from '../envelope.ts'
import { countryCodeSchema, textSchema } from '../fields.ts'
import { fileNameSchema } from '../file-names.ts'
import { amountStringSchema } from '../money/amounts.ts'
import { formatMoney } from '../money/format.ts'
import { QUOTE_LIFETIME_MINUTES } from '../money/transfers.ts'
import { addressTextSchema, checkAddress, withCheckedAddress } from '../wallets/addresses.ts'
import { walletNetworkSchema } from '../wallets/network-schemas.ts'
import { isWalletNetwork, WALLET_MESSAGES, WALLET_NETWORKS, type WalletNetwork } from '../wallets/networks.ts'
import { CHECK_NAMES, SCREENING_CHECKS, WALLET_BATCH_MAX_ROWS, type ScreeningCheck } from './screening-checks.ts'
import { refineTxHash, TXN_TYPES, txIdSchema, txTypeSchema } from './txn-analysis.ts'

/**
 * The compliance service's paid screenings (`/compliance/v1/aml/*`),
 * each quoted then confirmed (docs/product/money.md#quote-then-confirm; docs/decisions/088):
 *
 * - POST /compliance/v1/aml/quotes `{ check, … }` → 201 ScreeningQuote
 *   (`cqt_…`, open SCREENING_QUOTE_LIFETIME_MINUTES): what will be screened
 *   and its fee, from the integrator's compliance rate card (the `check`
 *   line of CHECK_RATE_LABELS, per item), charged to the USD funding balance
 *   at confirmation. Nothing is screened, nothing charged. A TXN hash not of
 *   its network's shape, an address that is not one of its network's
 *   (checksum included), an unknown country: 400 with the field. A
 *   WALLET_BATCH quote takes the rows of a file; each row is checked on its
 *   own and the bad ones are listed in the quote with their reason
 *   (`rejected`, never charged); a file with no good row is a 400
 *   NOTHING_TO_SCREEN naming each row's reason.
 * - GET  /compliance/v1/aml/quotes/{id} → ScreeningQuote (status OPEN, USED, EXPIRED; `resultId` once used).
 * - Confirmation, `{ quoteId }`, at the check's own path: TXN at POST
 *   /aml/txn/single, WALLET at /aml/wallet/single, WALLET_BATCH at
 *   /aml/wallet/batch, ENTITY at /aml/entity/report, BLACKLIST at
 *   /aml/blacklist. → 201 the result (records.ts), kept. The quote's id is
 *   the idempotency key: confirmed again (a double click, a replay, racing
 *   posts) it answers 200 with the same result and charges nothing more. The
 *   fee is taken from the USD funding balance by a conditional ledger
 *   posting in the same database transaction as the result: a balance below
 *   the fee is 400 FEE_UNPAID and nothing is charged or kept. Expired: 409
 *   QUOTE_EXPIRED. A quote of another check at that path: 400 WRONG_CHECK.
 *   Another integrator's quote: 404.
 *
 * Every call needs the COMPLIANCE service subscribed, approved and active
 * (409 SERVICE_NOT_ACTIVE otherwise), except the Wallet service's free
 * preview at POST /aml/txn/single (txn-analysis.ts, docs/decisions/089).
 */

export const SCREENING_QUOTE_LIFETIME_MINUTES = QUOTE_LIFETIME_MINUTES
export const SCREENING_QUOTE_STATUSES = ['OPEN', 'USED', 'EXPIRED'] as const
export const ENTITY_NAME_MAX_LENGTH = 120

export const SCREENING_ERROR_CODES = {
	quoteExpired: 'QUOTE_EXPIRED',
	feeUnpaid: 'FEE_UNPAID',
	wrongCheck: 'WRONG_CHECK',
	nothingToScreen: 'NOTHING_TO_SCREEN',
} as const

export const SCREENING_MESSAGES = {
	checkRequired: `check must be one of ${SCREENING_CHECKS.join(', ')}`,
	quoteNotFound: 'No screening quote with this id',
	resultNotFound: 'No screening result with this id',
	quoted: 'Screening quote',
	quoteExpired: 'This quote has expired: ask for a new one',
	wrongCheck: (quoted: ScreeningCheck, here: ScreeningCheck) => `This quote is for a ${CHECK_NAMES[quoted]}, not a ${CHECK_NAMES[here]}`,
	feeUnpaid: (fee: string, balance: string) =>
		`The ${formatMoney(fee, 'USD')} fee cannot be paid from your USD funding balance (${formatMoney(balance, 'USD')}): top it up and confirm again. Nothing was charged.`,
	confirmed: 'Screening done',
	replayed: 'This quote was already confirmed: here is its result',
	nothingToScreen: 'No row of this file can be screened: each is listed with its reason',
	entityNameRequired: 'Entity name is required',
	entityNameLength: `Entity name must be 2 to ${ENTITY_NAME_MAX_LENGTH} characters`,
	unknownCountry: (code: string) => `${code} is not a country we know`,
	rowsRequired: 'The file has no rows',
	tooManyRows: `A file can hold at most ${WALLET_BATCH_MAX_ROWS} addresses`,
	/** A cell a spreadsheet would run (CSV injection): never screened, never echoed back as a formula. */
	formulaCell: 'This row starts with =, +, - or @ (a spreadsheet formula): it was not screened',
	duplicateRow: (line: number) => `The same address is on line ${line}: screened once`,
} as const

export const entityNameSchema = textSchema('the entity name', {
	required_error: SCREENING_MESSAGES.entityNameRequired,
	invalid_type_error: SCREENING_MESSAGES.entityNameRequired,
})
	.min(1, SCREENING_MESSAGES.entityNameRequired)
	.min(2, SCREENING_MESSAGES.entityNameLength)
	.max(ENTITY_NAME_MAX_LENGTH, SCREENING_MESSAGES.entityNameLength)

/** One row of a batch file, as read: the network and the address as typed (each checked by checkBatchRow). */
export const batchRowSchema = z.object({
	line: z.number().int().min(1).max(1_000_000),
	network: z.string().max(200),
	address: z.string().max(200),
})
export type BatchRow = z.infer<typeof batchRowSchema>

/**
 * One batch row, checked as a single wallet analysis is (the network, the
 * address for it, checksum included), formula cells first: the network and
 * the normalised address, or the reason the row is not screened.
 */
export function checkBatchRow(
	row: Pick<BatchRow, 'network' | 'address'>,
): { ok: true; network: WalletNetwork; address: string } | { ok: false; reason: string } {
	if (FORMULA_START.test(row.network) || FORMULA_START.test(row.address)) return { ok: false, reason: SCREENING_MESSAGES.formulaCell }
	const network = row.network.trim().toUpperCase()
	if (!network) return { ok: false, reason: WALLET_MESSAGES.networkRequired }
	if (!isWalletNetwork(network)) return { ok: false, reason: WALLET_MESSAGES.unknownNetwork(row.network.trim().slice(0, 20)) }
	const checked = checkAddress(network, row.address)
	return checked.ok ? { ok: true, network, address: checked.address } : { ok: false, reason: checked.message }
}

const checkField = <T extends ScreeningCheck>(check: T) => z.literal(check)

const txnQuoteSchema = z.object({ check: checkField('TXN'), network: walletNetworkSchema, txId: txIdSchema, txType: txTypeSchema })
const walletQuoteSchema = z.object({ check: checkField('WALLET'), network: walletNetworkSchema, address: addressTextSchema })
const batchQuoteSchema = z.object({
	check: checkField('WALLET_BATCH'),
	fileName: fileNameSchema(undefined),
	rows: z
		.array(batchRowSchema, { required_error: SCREENING_MESSAGES.rowsRequired })
		.min(1, SCREENING_MESSAGES.rowsRequired)
		.max(WALLET_BATCH_MAX_ROWS, SCREENING_MESSAGES.tooManyRows),
})
const entityQuoteSchema = z.object({ check: checkField('ENTITY'), name: entityNameSchema, country: countryCodeSchema })
const blacklistQuoteSchema = z.object({ check: checkField('BLACKLIST'), network: walletNetworkSchema, address: addressTextSchema })

/** The quote's request: what to screen, by check. Hashes and addresses are checked for their network here (400 on the field). */
export const screeningQuoteRequestSchema = z
	.discriminatedUnion('check', [txnQuoteSchema, walletQuoteSchema, batchQuoteSchema, entityQuoteSchema, blacklistQuoteSchema], {
		errorMap: (issue, ctx) =>
			issue.code === 'invalid_union_discriminator' ? { message: SCREENING_MESSAGES.checkRequired } : { message: ctx.defaultError },
	})
	.transform((value, ctx) => {
		if (value.check === 'TXN') refineTxHash(value, ctx)
		if (value.check === 'WALLET' || value.check === 'BLACKLIST') return withCheckedAddress(value, ctx)
		return value
	})
export type ScreeningQuoteRequest = z.input<typeof screeningQuoteRequestSchema>
export type ScreeningQuoteInput = z.output<typeof screeningQuoteRequestSchema>

export const screeningQuoteIdSchema = z
	.string({ required_error: 'quoteId is required', invalid_type_error: 'quoteId is required' })
	.regex(/^cqt_[0-9a-f]{20}$/, 'quoteId must be a screening quote id (cqt_…)')
export const confirmScreeningRequestSchema = z.object({ quoteId: screeningQuoteIdSchema })

/** One thing the quote will screen: a transaction, an address (a batch row names its line), or an entity. */
export const quoteItemSchema = z.object({
	line: z.number().int().nullable(),
	network: z.enum(WALLET_NETWORKS).nullable(),
	txId: z.string().nullable(),
	txType: z.enum(TXN_TYPES).nullable(),
	address: z.string().nullable(),
	name: z.string().nullable(),
	country: z.string().nullable(),
})
export type QuoteItem = z.infer<typeof quoteItemSchema>

/** A batch row that will not be screened, as it was given, and why. */
export const rejectedRowSchema = z.object({ line: z.number().int(), network: z.string(), address: z.string(), reason: z.string() })
export type RejectedRow = z.infer<typeof rejectedRowSchema>

export const screeningQuoteSchema = z.object({
	id: z.string(),
	check: z.enum(SCREENING_CHECKS),
	status: z.enum(SCREENING_QUOTE_STATUSES),
	items: z.array(quoteItemSchema),
	/** A batch: the rows left out, each with its reason (not charged); empty otherwise. */
	rejected: z.array(rejectedRowSchema),
	fileName: z.string().nullable(),
	/** The rate card's fee per item, in USD. */
	unitFee: amountStringSchema,
	/** unitFee × items, in USD: what confirming charges to the USD funding balance. */
	fee: amountStringSchema,
	createdAt: z.string(),
	expiresAt: z.string(),
	/** The result the confirmation made (a record's id, or a batch's); null until used. */
	resultId: z.string().nullable(),
})
export type ScreeningQuote = z.infer<typeof screeningQuoteSchema>
export const screeningQuoteResponseSchema = envelope(screeningQuoteSchema)
