import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { toMinorUnits } from '#contract/money/amounts.ts'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import { networksOf } from '#contract/wallets/networks.ts'
import { updateIntegrator } from '../auth/integrators.ts'
import { hashSecret } from '../auth/passwords.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { ensureAccounts } from '../ledger/accounts.ts'
import { FUNDED_PIN } from '../ledger/scenario.ts'
import { depositFunds } from '../ledger/topups.ts'
import { createLogger } from '../logger.ts'
import { loadRateCard } from '../products/rate-cards.ts'
import { advanceDeposit, recordDeposit } from '../wallets/deposits.ts'
import { walletAddresses } from '../wallets/schema.ts'
import { createWallet } from '../wallets/wallets.ts'
import { createCollateralWallet, transferCollateral } from './collateral.ts'
import { approveLoan, requestLoan, reviewLoan } from './loans.ts'
import { withoutNotices } from './notices.ts'
import { lendingLoans } from './schema.ts'

/**
 * The Lending service's part of the scenarios ('crypto-active'): main
 * wallets in BTC and ETH with coins, collateral wallets in both filled from
 * them, USD in the funding balance, and two active loans at the default
 * prices: one healthy, against BTC, 30 days old (about 31 % of its
 * collateral); one 586 days old against ETH whose interest has brought it
 * to about 58 %, near its warning level of 60 % (an ETH price of $3,093.43
 * or below reaches it). Transaction PIN: FUNDED_PIN. Seeded without
 * e-mails: the outbox starts empty.
 */

export const LENDING_PIN = FUNDED_PIN
const DAY_MS = 86_400_000

const MAIN_DEPOSITS: { asset: CryptoAsset; amount: string }[] = [
	{ asset: 'BTC', amount: '2.00000000' },
	{ asset: 'ETH', amount: '20.00000000' },
]
const COLLATERAL: { asset: CryptoAsset; amount: string }[] = [
	{ asset: 'BTC', amount: '1.00000000' },
	{ asset: 'ETH', amount: '8.00000000' },
]
/** What the seeded loans ask for, and how many days ago they were paid out. */
export const SEED_LOANS = [
	{ name: 'healthy', collateralAsset: 'BTC', collateralAmount: '0.50000000', amount: '10000.00', daysAgo: 30 },
	{ name: 'near warning', collateralAsset: 'ETH', collateralAmount: '5.00000000', amount: '7200.00', daysAgo: 586 },
] as const
export const SEED_FUNDING_USD = '2000.00'

export async function seedLending(db: Db, integrator: IntegratorRow, nowMs: number) {
	await updateIntegrator(db, integrator.pk, { pinHash: await hashSecret(LENDING_PIN) }, nowMs)
	await ensureAccounts(db, integrator, nowMs)
	// The card is read (and copied for this integrator) today, as a live integrator's would have been last read.
	await loadRateCard(db, integrator.pk, 'lending', nowMs)
	const startMs = nowMs - 600 * DAY_MS
	let clock = startMs
	const ctx = withoutNotices({ db, now: () => clock, log: createLogger({ enabled: false }), mailer: null })

	for (const { asset, amount } of MAIN_DEPOSITS) {
		const created = await createWallet(db, integrator.pk, { asset, kind: 'MAIN' }, clock)
		if (!created.ok) throw new Error(`Could not create the ${asset} wallet`)
		const network = networksOf(asset)[0]!
		const [own] = await db.select().from(walletAddresses).where(eq(walletAddresses.walletId, created.row.id))
		const deposit = await recordDeposit(
			db,
			{ integratorPk: integrator.pk, walletId: created.row.id, asset, network, address: own!.address, amount: toMinorUnits(amount, asset) },
			clock,
		)
		await advanceDeposit(db, deposit.id, deposit.requiredConfirmations, () => clock)
	}
	await depositFunds(
		db,
		integrator.pk,
		{ currency: 'USD', amount: toMinorUnits(SEED_FUNDING_USD, 'USD'), senderName: 'Crypto Active Ltd', senderBank: 'Sandbox Bank' },
		() => clock,
	)
	for (const { asset, amount } of COLLATERAL) {
		const created = await createCollateralWallet(ctx, integrator.pk, asset)
		if (!created.ok) throw new Error(`Could not create the ${asset} collateral wallet: ${created.message}`)
		const moved = await transferCollateral(ctx, integrator.pk, { asset, direction: 'TO_COLLATERAL', amount, idempotencyKey: seedKey() })
		if ('ok' in moved) throw new Error(`Could not fill the ${asset} collateral wallet: ${moved.message}`)
	}
	for (const seed of [...SEED_LOANS].sort((a, b) => b.daysAgo - a.daysAgo)) {
		clock = nowMs - seed.daysAgo * DAY_MS
		const requested = await requestLoan(ctx, integrator.pk, { ...seed, currency: 'USD', idempotencyKey: seedKey() }, null)
		if ('ok' in requested) throw new Error(`Could not request the ${seed.name} loan: ${requested.message}`)
		const approved = await approveLoan(ctx, requested.row.id)
		if (!approved.ok) throw new Error(`Could not approve the ${seed.name} loan: ${approved.message}`)
	}
	// Today: each loan's interest booked to this day.
	clock = nowMs
	for (const row of await db.select({ id: lendingLoans.id }).from(lendingLoans).where(eq(lendingLoans.integratorPk, integrator.pk)))
		await reviewLoan(ctx, row.id)
}

const seedKey = () => `seed-${randomBytes(12).toString('hex')}`
