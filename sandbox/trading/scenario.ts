import { and, eq } from 'drizzle-orm'
import { toMinorUnits } from '#contract/money/amounts.ts'
import type { TradeSide } from '#contract/trading/arithmetic.ts'
import type { TradingCurrency, TradingPair } from '#contract/trading/pairs.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { ensureAccounts } from '../ledger/accounts.ts'
import { depositFunds } from '../ledger/topups.ts'
import { advanceDeposit, recordDeposit } from '../wallets/deposits.ts'
import { walletAddresses } from '../wallets/schema.ts'
import { createWallet, findMainWallet } from '../wallets/wallets.ts'
import { moveOutsideMoney } from './control.ts'
import { acceptQuote, createQuote } from './quotes.ts'

/**
 * The Trading service's part of 'crypto-active': trading wallets funded from
 * outside, a history of settled trades over the last days and two quotes
 * left to expire, a USD funding balance and a BTC main wallet (opened here
 * unless lending's part did) to transfer
 * from (docs/product/trading.md lists the figures).
 */

export const SEED_TRADING_FUNDS: readonly [TradingCurrency, string][] = [
	['USD', '25000.00'],
	['NGN', '5000000.00'],
	['EUR', '5000.00'],
	['USDT', '10000.000000'],
	['BTC', '0.50000000'],
	['ETH', '4.00000000'],
]

type SeedTrade = { pair: TradingPair; side: TradeSide; amount: string; amountCurrency: TradingCurrency; settle: boolean }

/** Oldest first, an hour apart; the last two are quotes never accepted (EXPIRED). */
export const SEED_TRADES: readonly SeedTrade[] = [
	{ pair: 'BTC-USD', side: 'BUY', amount: '0.05', amountCurrency: 'BTC', settle: true },
	{ pair: 'ETH-USD', side: 'BUY', amount: '1000.00', amountCurrency: 'USD', settle: true },
	{ pair: 'BTC-NGN', side: 'SELL', amount: '0.02', amountCurrency: 'BTC', settle: true },
	{ pair: 'ETH-EUR', side: 'SELL', amount: '0.5', amountCurrency: 'ETH', settle: true },
	{ pair: 'BTC-USDT', side: 'BUY', amount: '2000.000000', amountCurrency: 'USDT', settle: true },
	{ pair: 'ETH-NGN', side: 'BUY', amount: '0.25', amountCurrency: 'ETH', settle: true },
	{ pair: 'BTC-USD', side: 'SELL', amount: '1500.00', amountCurrency: 'USD', settle: true },
	{ pair: 'ETH-USDT', side: 'SELL', amount: '0.1', amountCurrency: 'ETH', settle: true },
	{ pair: 'BTC-EUR', side: 'BUY', amount: '0.001', amountCurrency: 'BTC', settle: false },
	{ pair: 'ETH-USD', side: 'SELL', amount: '0.2', amountCurrency: 'ETH', settle: false },
]

/** The BTC main wallet's confirmed balance, and the USD funding balance, to transfer from. */
export const SEED_MAIN_BTC = '0.25000000'
export const SEED_FUNDING_USD = '2500.00'

const HOUR = 3_600_000

export async function seedTrading(db: Db, integrator: IntegratorRow, nowMs: number) {
	await ensureAccounts(db, integrator, nowMs)
	const start = nowMs - (SEED_TRADES.length + 2) * HOUR
	for (const [index, [currency, amount]] of SEED_TRADING_FUNDS.entries()) {
		const at = start - (SEED_TRADING_FUNDS.length - index) * 60_000
		await moveOutsideMoney(
			db,
			integrator.pk,
			{ id: `tdp_seed${index}`, currency, amount: toMinorUnits(amount, currency), kind: 'deposit' },
			() => at,
		)
	}
	// In time order: the ledger's check reads an account's latest posting by its time.
	await depositFunds(
		db,
		integrator.pk,
		{ currency: 'USD', amount: toMinorUnits(SEED_FUNDING_USD, 'USD'), senderName: 'Crypto Active Ltd', senderBank: 'Sandbox Bank' },
		() => start - 30_000,
	)
	// Lending's part may have opened and funded the BTC main wallet already (sandbox/crypto-active.ts): then it is the one to transfer from.
	if (!(await findMainWallet(db, integrator.pk, 'BTC'))) await seedMainBtc(db, integrator, start)
	for (const [index, trade] of SEED_TRADES.entries()) {
		const at = start + index * HOUR
		const quoted = await createQuote(db, integrator.pk, trade, at)
		if (!quoted.ok) throw new Error(`Could not quote the seeded ${trade.pair} trade: ${quoted.message}`)
		if (!trade.settle) continue
		const settled = await acceptQuote(db, quoted.row, () => at + 10_000, null)
		if (!('kind' in settled) || settled.kind !== 'settled') throw new Error(`Could not settle the seeded ${trade.pair} trade`)
	}
}

/** A BTC main wallet holding SEED_MAIN_BTC, confirmed before the trades. */
async function seedMainBtc(db: Db, integrator: IntegratorRow, start: number) {
	const wallet = await createWallet(db, integrator.pk, { asset: 'BTC', kind: 'MAIN' }, start - 20_000)
	if (!wallet.ok) throw new Error('Could not create the seeded BTC main wallet')
	const [address] = await db
		.select()
		.from(walletAddresses)
		.where(and(eq(walletAddresses.walletId, wallet.row.id), eq(walletAddresses.network, 'BTC')))
	const deposit = await recordDeposit(
		db,
		{
			integratorPk: integrator.pk,
			walletId: wallet.row.id,
			asset: 'BTC',
			network: 'BTC',
			address: address!.address,
			amount: toMinorUnits(SEED_MAIN_BTC, 'BTC'),
		},
		start - 10_000,
	)
	await advanceDeposit(db, deposit.id, deposit.requiredConfirmations, () => start - 5_000)
}
