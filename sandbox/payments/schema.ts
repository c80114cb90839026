import { index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { CheckedBeneficiary } from '#contract/fiat/beneficiary-checks.ts'
import { integratorPk } from '../auth/schema.ts'
import { createdAt } from '../db/columns.ts'

/**
 * The Payment service's bulk payouts. A batch is a file's rows as checked
 * (DRAFT), then SENT once its confirmation made each valid row's payout
 * (sandbox/fiat/payouts.ts, service PAYMENT). The money lives in the ledger
 * and the payouts; these tables keep which row became which payout and why
 * a row was refused. Amounts are integer minor units like the ledger's.
 */
const minorUnits = (name: string) => numeric(name, { precision: 40, scale: 0, mode: 'bigint' })

export const paymentBatches = pgTable(
	'payment_batches',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		fileName: text('file_name').notNull(),
		/** DRAFT until confirmed; the conditional DRAFT → SENT update is what makes the confirmation happen once. */
		status: text('status').notNull(),
		confirmedByName: text('confirmed_by_name'),
		confirmedByEmail: text('confirmed_by_email'),
		createdAt: createdAt(),
		sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [index('payment_batches_integrator_idx').on(table.integratorPk, table.createdAt)],
)
export type PaymentBatchRow = typeof paymentBatches.$inferSelect

export const paymentBatchRows = pgTable(
	'payment_batch_rows',
	{
		batchId: text('batch_id')
			.notNull()
			.references(() => paymentBatches.id, { onDelete: 'cascade' }),
		line: integer('line').notNull(),
		/** '' until a row that gave bank details has its beneficiary saved, when the batch is sent. */
		beneficiaryId: text('beneficiary_id').notNull(),
		beneficiaryName: text('beneficiary_name'),
		destination: text('destination'),
		accountName: text('account_name'),
		/** A valid row's bank details, checked, when no saved beneficiary had them: saved as one when the batch is sent. */
		details: jsonb('details').$type<CheckedBeneficiary>(),
		currency: text('currency').notNull(),
		/** As typed (an invalid row's amount may be anything). */
		amountText: text('amount_text').notNull(),
		/** Exact, for a valid row. */
		amount: minorUnits('amount'),
		fee: minorUnits('fee'),
		reference: text('reference').notNull(),
		/** INVALID, READY, SENT or FAILED (contract/payments/api.ts). */
		status: text('status').notNull(),
		reason: text('reason'),
		/**
		 * The payout quote this row claimed when the batch was sent: one per
		 * row (set only while null), and the quote's id is the payout's
		 * idempotency key, so a sending resumed after a stop makes no second payout.
		 */
		quoteId: text('quote_id'),
		payoutId: text('payout_id'),
	},
	(table) => [primaryKey({ columns: [table.batchId, table.line] })],
)
export type PaymentBatchRowRow = typeof paymentBatchRows.$inferSelect
