import { and, eq } from 'drizzle-orm'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { Currency } from '#contract/money/currencies.ts'
import type { TradingWallet } from '#contract/trading/api.ts'
import { isTradingCrypto, TRADING_CURRENCIES, type TradingCurrency } from '#contract/trading/pairs.ts'
import type { Db } from '../db/database.ts'
import { accountName } from '../ledger/accounts.ts'
import { newId } from '../ledger/ids.ts'
import { ledgerAccounts, type LedgerAccountRow } from '../ledger/schema.ts'

/**
 * Trading wallets: the integrator's `trading` ledger account per currency,
 * with the provider's clearing (the desk's side of a trade) and fees
 * accounts of that currency beside it. A wallet is opened on request or when
 * money first arrives in it (a transfer, a deposit, a trade's proceeds).
 */

export function toTradingWallet(row: LedgerAccountRow): TradingWallet {
	const currency = row.currency as TradingCurrency
	return {
		currency,
		balance: fromMinorUnits(row.balance, currency),
		counterpart: isTradingCrypto(currency) ? 'MAIN_WALLET' : 'FUNDING',
		accountId: row.id,
		createdAt: row.createdAt.toISOString(),
	}
}

/**
 * Opens the trading wallet of `currency` unless held (idempotent: the
 * accounts' unique index and ON CONFLICT DO NOTHING, so two at once open
 * one). Answers whether this call opened it: the caller e-mails
 * TRADING_WALLET_CREATED once it has committed.
 */
export async function openTradingWallet(db: Db, integratorPk: string, currency: Currency, nowMs: number) {
	const specs = [
		{ owner: 'integrator', ledgerType: 'trading', currency },
		{ owner: 'provider', ledgerType: 'clearing', currency },
		{ owner: 'provider', ledgerType: 'fees', currency },
	] as const
	const createdAt = new Date(nowMs)
	const inserted = await db
		.insert(ledgerAccounts)
		.values(specs.map((spec) => ({ id: newId('acc'), integratorPk, ...spec, name: accountName(spec), createdAt })))
		.onConflictDoNothing()
		.returning({ ledgerType: ledgerAccounts.ledgerType })
	return { created: inserted.some((row) => row.ledgerType === 'trading') }
}

export async function findTradingAccount(db: Db, integratorPk: string, currency: Currency) {
	const [row] = await db
		.select()
		.from(ledgerAccounts)
		.where(
			and(
				eq(ledgerAccounts.integratorPk, integratorPk),
				eq(ledgerAccounts.owner, 'integrator'),
				eq(ledgerAccounts.ledgerType, 'trading'),
				eq(ledgerAccounts.currency, currency),
			),
		)
	return row ?? null
}

/** The integrator's trading wallets, in TRADING_CURRENCIES order. */
export async function listTradingWallets(db: Db, integratorPk: string): Promise<TradingWallet[]> {
	const rows = await db
		.select()
		.from(ledgerAccounts)
		.where(
			and(eq(ledgerAccounts.integratorPk, integratorPk), eq(ledgerAccounts.owner, 'integrator'), eq(ledgerAccounts.ledgerType, 'trading')),
		)
	const order = (currency: string) => (TRADING_CURRENCIES as readonly string[]).indexOf(currency)
	return rows.sort((a, b) => order(a.currency) - order(b.currency)).map(toTradingWallet)
}

/** The balance of a trading wallet in minor units; 0 when not held. */
export async function tradingBalance(db: Db, integratorPk: string, currency: Currency) {
	return (await findTradingAccount(db, integratorPk, currency))?.balance ?? 0n
}
