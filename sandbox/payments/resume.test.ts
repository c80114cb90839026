import { and, asc, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { integrators } from '../auth/schema.ts'
import { listBeneficiaries } from '../fiat/beneficiaries.ts'
import { createPayoutQuote, submitPayout } from '../fiat/payouts.ts'
import { fiatPayouts } from '../fiat/schema.ts'
import { findAccount } from '../ledger/accounts.ts'
import { verifyLedger } from '../ledger/verify.ts'
import { seedScenario } from '../scenarios.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { useInProcessApp } from '../test-support/in-process-app.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { createBatch, findBatch, finishBatch, PAYMENT_SOURCE, resumeSentBatches } from './batches.ts'
import { paymentBatches, paymentBatchRows } from './schema.ts'

/**
 * A bulk payout the sandbox stopped sending midway (killed between rows,
 * or between a row's payout and the line saying so) is finished at the
 * next start or on a replayed confirmation: every row still READY paid,
 * and each row once, however many finish it at the same moment, because
 * a row claims one payout quote and a quote makes one payout.
 */

const now = () => Date.now()

describe.each(databaseBackends())('a bulk payout a stop left half sent, on $name', (backend) => {
	const sandbox = useInProcessApp(backend)

	it('is finished once: the payout already made is kept, the claimed quote is used, the untouched row is paid', async () => {
		const db = sandbox.database.db
		const seeded = await seedScenario(db, 'fiat-active', { nowMs: now(), tag: uniqueSuffix() })
		const email = seeded.integrators[0]!.email
		const [me] = await db.select().from(integrators).where(eq(integrators.email, email))
		const [ada] = await listBeneficiaries(db, me!.pk, 'NGN')
		const row = (line: number) => ({ line, beneficiaryId: ada!.id, currency: 'NGN', amount: `${line}00.00`, reference: `Line ${line}` })
		const batch = (await createBatch(db, me!.pk, { fileName: 'stopped.csv', rows: [row(2), row(3), row(4)] }, now()))!
		const balance = async () => (await findAccount(db, me!.pk, 'integrator', PAYMENT_SOURCE.ledgerType, 'NGN'))!.balance
		const before = await balance()

		// The stop: the batch confirmed; line 2 quoted, claimed and paid, its row not updated; line 3 quoted and claimed only; line 4 untouched.
		const by = { name: 'Ada Okafor', email }
		await db
			.update(paymentBatches)
			.set({ status: 'SENT', sentAt: new Date(), confirmedByName: by.name, confirmedByEmail: by.email })
			.where(eq(paymentBatches.id, batch.id))
		const quote = async (line: number) => {
			const made = await createPayoutQuote(
				db,
				me!.pk,
				PAYMENT_SOURCE,
				{ currency: 'NGN', beneficiaryId: ada!.id, amount: `${line}00.00`, narration: `Line ${line}` },
				now(),
			)
			if (!made.ok) throw new Error(made.message)
			await db
				.update(paymentBatchRows)
				.set({ quoteId: made.row.id })
				.where(and(eq(paymentBatchRows.batchId, batch.id), eq(paymentBatchRows.line, line)))
			return made.row
		}
		const paid = await submitPayout(db, await quote(2), by, true, now, null)
		if (!('kind' in paid) || paid.kind !== 'created') throw new Error('line 2 was not paid')
		await quote(3)

		// The next start, a second start beside it, and a replayed confirmation: all at once.
		const stopped = (await findBatch(db, me!.pk, batch.id))!
		await Promise.all([resumeSentBatches(db, now), resumeSentBatches(db, now), finishBatch(db, stopped, now)])

		const rows = await db.select().from(paymentBatchRows).where(eq(paymentBatchRows.batchId, batch.id)).orderBy(asc(paymentBatchRows.line))
		expect(rows.map((item) => [item.line, item.status, item.reason])).toEqual([
			[2, 'SENT', null],
			[3, 'SENT', null],
			[4, 'SENT', null],
		])
		expect(rows[0]!.payoutId).toBe(paid.row.id)
		const payouts = await db
			.select()
			.from(fiatPayouts)
			.where(and(eq(fiatPayouts.integratorPk, me!.pk), inArray(fiatPayouts.narration, ['Line 2', 'Line 3', 'Line 4'])))
		expect(payouts.map((payout) => payout.id).sort()).toEqual(rows.map((item) => item.payoutId).sort())
		// Each row's amount and fee left the wallet once.
		const taken = payouts.reduce((sum, payout) => sum + payout.amount + payout.fee, 0n)
		expect(taken).toBeGreaterThan(90_000n)
		expect(await balance()).toBe(before - taken)
		expect((await verifyLedger(db)).problems).toEqual([])
		// Nothing is left for the start after.
		expect(await resumeSentBatches(db, now)).toBe(0)
	})
})
