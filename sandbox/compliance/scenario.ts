import { SCREENING_TEST_SUFFIXES } from '#contract/compliance/risk.ts'
import type { ScreeningQuoteInput } from '#contract/compliance/screening.ts'
import { TEST_ADDRESSES, TEST_ENTITIES } from '#contract/compliance/test-values.ts'
import { testTransactionHash } from '#contract/compliance/txn-analysis.ts'
import { toMinorUnits } from '#contract/money/amounts.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { ensureAccounts } from '../ledger/accounts.ts'
import { depositFunds } from '../ledger/topups.ts'
import { confirmScreening, createScreeningQuote } from './quotes.ts'

/**
 * The compliance service's part of the scenarios ('compliance-active'): a
 * USD funding balance, and screenings of every kind made the way an
 * integrator makes them (quoted, confirmed, their fees charged through the
 * ledger), so every history, figure and report has rows: transactions of
 * each level and one with no score, a single wallet analysis and a batch,
 * entity reports HIGH and LOW, a blacklisted and a clear address.
 */

export const SEED_USD_DEPOSIT = '250.00'

const SEED_SCREENINGS: ScreeningQuoteInput[] = [
	{ check: 'TXN', network: 'ETH', txId: testTransactionHash('ETH', SCREENING_TEST_SUFFIXES.high), txType: 'DEPOSIT' },
	{ check: 'TXN', network: 'BTC', txId: testTransactionHash('BTC', SCREENING_TEST_SUFFIXES.noScore), txType: 'WITHDRAWAL' },
	{ check: 'TXN', network: 'TRON', txId: testTransactionHash('TRON', SCREENING_TEST_SUFFIXES.low), txType: 'DEPOSIT' },
	{ check: 'WALLET', network: 'BTC', address: TEST_ADDRESSES.medium.BTC.address },
	{
		check: 'WALLET_BATCH',
		fileName: 'seeded-addresses.csv',
		rows: [
			{ line: 2, network: 'ETH', address: TEST_ADDRESSES.high.ETH.address },
			{ line: 3, network: 'TRON', address: TEST_ADDRESSES.noScore.TRON.address },
			{ line: 4, network: 'BTC', address: TEST_ADDRESSES.low.BTC.address },
			{ line: 5, network: 'DOGE', address: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L' },
		],
	},
	{ check: 'ENTITY', name: TEST_ENTITIES.high, country: 'NG' },
	{ check: 'ENTITY', name: TEST_ENTITIES.low, country: 'GB' },
	{ check: 'BLACKLIST', network: 'BTC', address: TEST_ADDRESSES.high.BTC.address },
	{ check: 'BLACKLIST', network: 'ETH', address: TEST_ADDRESSES.low.ETH.address },
]

export async function seedScreenings(db: Db, integrator: IntegratorRow, nowMs: number) {
	await ensureAccounts(db, integrator, nowMs)
	const start = nowMs - (SEED_SCREENINGS.length + 1) * 60_000
	await depositFunds(
		db,
		integrator.pk,
		{ currency: 'USD', amount: toMinorUnits(SEED_USD_DEPOSIT, 'USD'), senderName: 'Compliance Active Ltd', senderBank: 'Sandbox Bank' },
		() => start,
	)
	for (const [index, input] of SEED_SCREENINGS.entries()) {
		// A minute apart, so each history's order (newest first) is the reverse of the list above.
		const at = start + (index + 1) * 60_000
		const quoted = await createScreeningQuote(db, integrator.pk, input, at)
		if (!quoted.ok) throw new Error(`Could not quote the seeded ${input.check}: ${quoted.message}`)
		const confirmed = await confirmScreening(db, integrator, quoted.row.id, [input.check], () => at, null)
		if ('ok' in confirmed) throw new Error(`Could not confirm the seeded ${input.check}: ${confirmed.message}`)
	}
}
