import { eq } from 'drizzle-orm'
import { toMinorUnits } from '#contract/money/amounts.ts'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import { networksOf } from '#contract/wallets/networks.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { ensureAccounts } from '../ledger/accounts.ts'
import { createWithdrawalAddress } from '../settings/withdrawal-addresses.ts'
import { advanceDeposit, recordDeposit } from './deposits.ts'
import { walletAddresses } from './schema.ts'
import { createWallet, type NewWallet } from './wallets.ts'
import { applyWithdrawalMove, createWithdrawalQuote, submitWithdrawal, type WithdrawalMove } from './withdrawals.ts'

/**
 * The Wallet service's part of the scenarios ('wallets-active'): a main
 * wallet in each asset, two sub-wallets, deposits both credited and
 * still counting confirmations on every network, BTC withdrawals in every
 * status, and a saved withdrawal address on the blacklist.
 */

/** Destinations of the seeded withdrawals: valid mainnet addresses (BIP-173's vector) and one ending in the blacklist suffix. */
export const SEED_WITHDRAWAL_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
export const SEED_BLACKLISTED_ADDRESS = 'bc1qavds9pjxejaeg3f6x57r9v30vjaxltuwj2dead'
/** From the BTC main wallet, oldest first: one left in each status (the moves after PENDING, in order). */
const SEED_WITHDRAWALS: { amount: string; moves: WithdrawalMove[] }[] = [
	{ amount: '0.01000000', moves: ['BROADCAST', 'COMPLETED'] },
	{ amount: '0.00500000', moves: ['BROADCAST', 'FAILED'] },
	{ amount: '0.00300000', moves: ['BROADCAST'] },
	{ amount: '0.00200000', moves: [] },
]
/** 0.01 + 0.003 + 0.002 and three times 0.00022 of fees (the failed one is returned). */
const SEED_WITHDRAWALS_FUNDING = toMinorUnits('0.01566000', 'BTC')

type SeedDeposit = { wallet: number; network: number; amount: string; confirmations: 'all' | number }

const SEED_WALLETS: NewWallet[] = [
	{ asset: 'BTC', kind: 'MAIN' },
	{ asset: 'ETH', kind: 'MAIN' },
	{ asset: 'USDT', kind: 'MAIN' },
	{ asset: 'USDC', kind: 'MAIN' },
	{ asset: 'USDT', kind: 'SUB', label: 'Ada Okafor', customerReference: 'CUST-0001' },
	{ asset: 'BTC', kind: 'SUB', label: 'Kwame Mensah', customerReference: 'CUST-0002' },
]

/** `wallet` and `network` index SEED_WALLETS and the asset's networks. */
export const SEED_DEPOSITS: SeedDeposit[] = [
	{ wallet: 0, network: 0, amount: '0.52340000', confirmations: 'all' },
	{ wallet: 0, network: 0, amount: '0.01500000', confirmations: 0 },
	{ wallet: 1, network: 0, amount: '2.75000000', confirmations: 'all' },
	{ wallet: 2, network: 0, amount: '1250.000000', confirmations: 'all' },
	{ wallet: 2, network: 1, amount: '830.500000', confirmations: 'all' },
	{ wallet: 2, network: 1, amount: '99.990000', confirmations: 1 },
	{ wallet: 3, network: 0, amount: '4000.000000', confirmations: 'all' },
	{ wallet: 4, network: 1, amount: '150.000000', confirmations: 'all' },
	{ wallet: 5, network: 0, amount: '0.00250000', confirmations: 1 },
]

export async function seedWallets(db: Db, integrator: IntegratorRow, nowMs: number) {
	await ensureAccounts(db, integrator, nowMs)
	const walletIds: string[] = []
	for (const [index, wallet] of SEED_WALLETS.entries()) {
		// A minute apart, so the list's order (oldest first) is the order above.
		const created = await createWallet(db, integrator.pk, wallet, nowMs - (SEED_WALLETS.length - index) * 60_000)
		if (!created.ok) throw new Error(`Could not create the ${wallet.asset} wallet`)
		walletIds.push(created.row.id)
	}
	for (const [index, deposit] of SEED_DEPOSITS.entries()) {
		const walletId = walletIds[deposit.wallet]!
		const asset = SEED_WALLETS[deposit.wallet]!.asset as CryptoAsset
		const network = networksOf(asset)[deposit.network]!
		const own = (await db.select().from(walletAddresses).where(eq(walletAddresses.walletId, walletId))).find(
			(row) => row.network === network,
		)
		if (!own) throw new Error(`No ${network} address for the seeded ${asset} wallet`)
		const at = nowMs - (SEED_DEPOSITS.length - index) * 30_000
		const row = await recordDeposit(
			db,
			{ integratorPk: integrator.pk, walletId, asset, network, address: own.address, amount: toMinorUnits(deposit.amount, asset) },
			at,
		)
		const count =
			deposit.confirmations === 'all' ? row.requiredConfirmations : Math.min(deposit.confirmations, row.requiredConfirmations - 1)
		if (count > 0) await advanceDeposit(db, row.id, count, () => at + 10_000)
	}
	await seedWithdrawals(db, integrator, walletIds[0]!, nowMs)
}

/** Withdrawals in every status and a blacklisted saved address (seedWallets first: the BTC main wallet pays them). */
export async function seedWithdrawals(db: Db, integrator: IntegratorRow, btcWalletId: string, nowMs: number) {
	// A deposit that pays exactly for the withdrawals that stay debited (amounts and 0.00022 fees of three), so the
	// wallet's balance and every total the dashboard shows stay what they were before withdrawals were seeded.
	const [own] = await db.select().from(walletAddresses).where(eq(walletAddresses.walletId, btcWalletId))
	const funding = await recordDeposit(
		db,
		{
			integratorPk: integrator.pk,
			walletId: btcWalletId,
			asset: 'BTC',
			network: 'BTC',
			address: own!.address,
			amount: SEED_WITHDRAWALS_FUNDING,
		},
		nowMs - 120_000,
	)
	await advanceDeposit(db, funding.id, funding.requiredConfirmations, () => nowMs - 110_000)
	for (const [index, seed] of SEED_WITHDRAWALS.entries()) {
		const at = nowMs - (SEED_WITHDRAWALS.length - index) * 20_000
		const quote = await createWithdrawalQuote(
			db,
			{ pk: integrator.pk, checkBlacklistOnWithdrawal: false },
			{ walletId: btcWalletId, network: 'BTC', amount: seed.amount, address: SEED_WITHDRAWAL_ADDRESS },
			at,
		)
		if (!quote.ok) throw new Error(`Could not quote a seeded withdrawal: ${quote.message}`)
		const made = await submitWithdrawal(db, quote.row, () => at, null)
		if (!('kind' in made) || made.kind !== 'created') throw new Error('Could not make a seeded withdrawal')
		for (const move of seed.moves) await applyWithdrawalMove(db, made.row.id, move, 'Rejected by the network', () => at + 5_000)
	}
	await createWithdrawalAddress(
		db,
		integrator.pk,
		{
			address: SEED_BLACKLISTED_ADDRESS,
			asset: 'BTC',
			network: 'BTC',
			description: 'On the blacklist (sandbox test value)',
			paymentBeneficiaryType: 'THIRD_PARTY',
			isContractSigned: true,
		},
		nowMs,
	)
}
