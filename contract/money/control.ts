import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { ledgerTypeSchema } from './accounts.ts'
import { amountSchema } from './amounts.ts'
import { currencySchema } from './currencies.ts'
import { topupSchema } from './transfers.ts'

/**
 * The sandbox's back office for money (tests and tooling call these paths):
 * POST /sandbox/v1/control/integrators/{email}/funding/{currency}/deposits
 * `{ amount, senderName?, senderBank?, reference? }` → 201 the top-up (a bank
 * deposit arriving, crediting the funding balance); POST
 * /sandbox/v1/control/transfers/{id}/settle and /fail `{ reason? }` → the
 * transfer (fail returns amount and fee by a reversal; a final transfer: 409).
 */
export const depositRequestSchema = z.object({
	amount: amountSchema,
	senderName: textSchema('the sender name').min(1).max(100).optional(),
	senderBank: textSchema('the sender bank').min(1).max(100).optional(),
	reference: textSchema('the reference').min(1).max(64).optional(),
})
export const depositResponseSchema = envelope(topupSchema)

/**
 * POST /sandbox/v1/control/integrators/{email}/ledger/history
 * `{ entries, ledgerType?, currency? }` → 201: writes `entries` entries of
 * made-up history (deposits, transfers with fees, a few reversals) over the
 * past year on one account (default the NGN funding account), for benches
 * and demos. Best on a fresh integrator: the history ends now.
 */
export const HISTORY_MAX_ENTRIES = 100_000
export const historyRequestSchema = z.object({
	entries: z
		.number({
			required_error: 'entries is required',
			invalid_type_error: `entries must be a whole number from 1 to ${HISTORY_MAX_ENTRIES}`,
		})
		.int(`entries must be a whole number from 1 to ${HISTORY_MAX_ENTRIES}`)
		.min(1, `entries must be a whole number from 1 to ${HISTORY_MAX_ENTRIES}`)
		.max(HISTORY_MAX_ENTRIES, `entries must be a whole number from 1 to ${HISTORY_MAX_ENTRIES}`),
	ledgerType: ledgerTypeSchema.default('funding'),
	currency: currencySchema.default('NGN'),
})

export const failRequestSchema = z.object({
	reason: textSchema('the reason').min(1, 'reason cannot be empty').max(200, 'reason must be at most 200 characters').optional(),
})
