import type { IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { listBeneficiaries } from '../fiat/beneficiaries.ts'
import { DEFAULT_FAILURE_REASON } from '../fiat/control.ts'
import { finishPayout } from '../fiat/payouts.ts'
import { seedFiat } from '../fiat/scenario.ts'
import { createBatch, findBatch, sendBatch, toBatch } from './batches.ts'

/**
 * The Payment service's part of 'fiat-active' (after the Fiat wallet's
 * seed, whose beneficiaries and wallets it pays from): one bulk payout sent
 * two hours ago, a row naming no beneficiary left out, and its one payout
 * failed by the bank (its money returned, so the wallets' balances are the
 * Fiat wallet seed's).
 */
export const SEED_BATCH_FILE = 'supplier-run.csv'
export const SEED_BATCH_UNKNOWN_ID = 'fbn_00000000000000000000'

export async function seedPayments(db: Db, integrator: IntegratorRow, nowMs: number) {
	const at = nowMs - 120 * 60_000
	const payee = (await listBeneficiaries(db, integrator.pk, 'NGN')).find((item) => item.kind === 'BUSINESS')
	if (!payee) throw new Error('The fiat seed has no NGN business beneficiary to pay')
	const draft = await createBatch(
		db,
		integrator.pk,
		{
			fileName: SEED_BATCH_FILE,
			rows: [
				{ line: 2, beneficiaryId: payee.id, currency: 'NGN', amount: '5000.00', reference: 'Invoice 1001' },
				{ line: 3, beneficiaryId: SEED_BATCH_UNKNOWN_ID, currency: 'NGN', amount: '2500.00', reference: 'Invoice 1002' },
			],
		},
		at,
	)
	if (!draft) throw new Error('The seeded bulk payout has no valid row')
	const confirmedBy = { name: `${integrator.firstName} ${integrator.lastName}`, email: integrator.email }
	await sendBatch(db, draft, confirmedBy, () => at + 60_000, null)
	const sent = await findBatch(db, integrator.pk, draft.id)
	const payoutId = (await toBatch(db, sent!, () => nowMs)).rows.find((row) => row.payout)?.payout?.id
	if (!payoutId) throw new Error('The seeded bulk payout made no payout')
	await finishPayout(db, payoutId, { settle: false, reason: DEFAULT_FAILURE_REASON }, () => at + 600_000)
}

/** 'fiat-active': the Fiat wallet's seed, then the Payment service's. */
export async function seedFiatAndPayments(db: Db, integrator: IntegratorRow, nowMs: number) {
	await seedFiat(db, integrator, nowMs)
	await seedPayments(db, integrator, nowMs)
}
