import { createHash, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { CryptoAsset, Currency } from '#contract/money/currencies.ts'
import { TRADING_ERROR_CODES, TRADING_MESSAGES, type TradingTransfer } from '#contract/trading/api.ts'
import { isTradingCrypto, type TradingCurrency } from '#contract/trading/pairs.ts'
import type { TransferDirection } from '#contract/trading/statuses.ts'
import { networksOf } from '#contract/wallets/networks.ts'
import type { Db } from '../db/database.ts'
import { refuse, type Refusal } from '../http/refusal.ts'
import { findAccount } from '../ledger/accounts.ts'
import { InsufficientBalanceError, lockAccounts, postTransaction } from '../ledger/post.ts'
import { wallets, walletTransactions } from '../wallets/schema.ts'
import { findMainWallet, networkBalance } from '../wallets/wallets.ts'
import { tradingTransfers, type TradingTransferRow } from './schema.ts'
import { findTradingAccount, openTradingWallet, tradingBalance } from './wallets.ts'

/**
 * Internal transfers between a trading wallet and the same currency's main
 * wallet (crypto) or funding balance (fiat), once per idempotency key, in one
 * database transaction with a conditional debit.
 *
 * The main wallet's networks (docs/decisions/078-trading-wallets-transfers-and-emails.md):
 * money leaving the main wallet is taken from the one network that holds the
 * most (it must cover the whole amount: a transfer never splits), money
 * coming back lands on the asset's first network (Bitcoin, Ethereum).
 */

export function toTradingTransfer(row: TradingTransferRow): TradingTransfer {
	const currency = row.currency as TradingCurrency
	return {
		id: row.id,
		currency,
		direction: row.direction,
		counterpart: row.counterpart,
		amount: fromMinorUnits(row.amount, currency),
		network: row.network,
		transactionId: row.transactionId,
		createdAt: row.createdAt.toISOString(),
	}
}

export type TransferInput = { currency: TradingCurrency; direction: TransferDirection; amount: bigint; idempotencyKey: string }

const hashOf = (input: TransferInput) =>
	createHash('sha256')
		.update(JSON.stringify([input.currency, input.direction, input.amount.toString()]))
		.digest('hex')

async function findByKey(db: Db, integratorPk: string, idempotencyKey: string) {
	const [row] = await db
		.select()
		.from(tradingTransfers)
		.where(and(eq(tradingTransfers.integratorPk, integratorPk), eq(tradingTransfers.idempotencyKey, idempotencyKey)))
	return row ?? null
}

export async function findTransfer(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(tradingTransfers)
		.where(and(eq(tradingTransfers.id, id), eq(tradingTransfers.integratorPk, integratorPk)))
	return row ?? null
}

class Refused extends Error {
	constructor(public readonly refusal: Refusal) {
		super(refusal.message)
	}
}
class Duplicate extends Error {}

export type TransferResult =
	{ kind: 'created'; row: TradingTransferRow; opened: boolean } | { kind: 'replayed'; row: TradingTransferRow } | Refusal

const conflict = () =>
	refuse(409, TRADING_MESSAGES.idempotencyConflict, { code: TRADING_ERROR_CODES.idempotencyConflict, field: 'idempotencyKey' })

/** The same key again: the first transfer (the same request) or a conflict (another one). */
export async function replayTransfer(db: Db, integratorPk: string, input: TransferInput): Promise<TransferResult | null> {
	const earlier = await findByKey(db, integratorPk, input.idempotencyKey)
	if (!earlier) return null
	return earlier.requestHash === hashOf(input) ? { kind: 'replayed', row: earlier } : conflict()
}

export async function submitTradingTransfer(
	db: Db,
	integratorPk: string,
	input: TransferInput,
	now: () => number,
): Promise<TransferResult> {
	const before = await replayTransfer(db, integratorPk, input)
	if (before) return before
	const crypto = isTradingCrypto(input.currency)
	const main = crypto ? await findMainWallet(db, integratorPk, input.currency as CryptoAsset) : null
	if (crypto && !main)
		return refuse(400, TRADING_MESSAGES.noMainWallet(input.currency), { field: 'currency', code: TRADING_ERROR_CODES.noMainWallet })
	const where = crypto ? `${input.currency} main wallet` : `${input.currency} funding balance`
	const nowMs = now()
	try {
		const made = await db.transaction(async (tx) => {
			const opened = input.direction === 'IN' ? (await openTradingWallet(tx, integratorPk, input.currency, nowMs)).created : false
			const trading = await findTradingAccount(tx, integratorPk, input.currency)
			if (!trading) throw new Refused(outOfTrading(input.currency, 0n))
			const other = await findAccount(tx, integratorPk, 'integrator', crypto ? 'crypto' : 'funding', input.currency)
			if (!other) throw new Refused(refuse(400, TRADING_MESSAGES.transferInsufficient(where, '0', input.currency), { field: 'amount' }))
			let network: string | null = null
			if (main) {
				// The main wallet's row lock: a withdrawal or another transfer of it waits, so the per-network balance read here holds.
				await tx.select({ id: wallets.id }).from(wallets).where(eq(wallets.id, main.id)).for('update')
				network = input.direction === 'OUT' ? networksOf(main.asset as CryptoAsset)[0]! : await fullestNetwork(tx, main, input, where)
			}
			await lockAccounts(tx, [trading.id, other.id])
			const id = `ttr_${randomBytes(10).toString('hex')}`
			const [from, to] = input.direction === 'IN' ? [other, trading] : [trading, other]
			const description =
				input.direction === 'IN'
					? `${input.currency} from the ${crypto ? 'main wallet' : 'funding balance'} to the trading wallet`
					: `${input.currency} from the trading wallet to the ${crypto ? 'main wallet' : 'funding balance'}`
			const posted = await postTransaction(
				tx,
				{
					integratorPk,
					type: 'INTERNAL_TRANSFER',
					status: 'ITF_COMPLETED',
					currency: input.currency,
					amount: input.amount,
					reference: id,
					description,
					legs: [
						{ accountId: from.id, amount: -input.amount },
						{ accountId: to.id, amount: input.amount },
					],
				},
				now,
			)
			const createdAt = new Date(nowMs)
			const [row] = await tx
				.insert(tradingTransfers)
				.values({
					id,
					integratorPk,
					currency: input.currency,
					direction: input.direction,
					counterpart: crypto ? 'MAIN_WALLET' : 'FUNDING',
					amount: input.amount,
					network,
					transactionId: posted.id,
					idempotencyKey: input.idempotencyKey,
					requestHash: hashOf(input),
					createdAt,
				})
				.onConflictDoNothing()
				.returning()
			// A twin with the same key committed first: this one rolls back and answers the twin's.
			if (!row) throw new Duplicate()
			if (main && network)
				await tx.insert(walletTransactions).values({
					id: `wtx_${randomBytes(10).toString('hex')}`,
					integratorPk,
					walletId: main.id,
					type: 'INTERNAL_TRANSFER',
					direction: input.direction === 'IN' ? 'DEBIT' : 'CREDIT',
					status: 'COMPLETED',
					description:
						input.direction === 'IN' ? `To the ${main.asset} trading wallet (Trading)` : `From the ${main.asset} trading wallet (Trading)`,
					asset: main.asset,
					network,
					address: 'Trading wallet',
					amount: input.amount,
					txHash: id,
					confirmations: 0,
					requiredConfirmations: 0,
					transactionId: posted.id,
					createdAt,
					updatedAt: createdAt,
					completedAt: createdAt,
				})
			return { row, opened }
		})
		return { kind: 'created', ...made }
	} catch (error) {
		if (error instanceof Duplicate || error instanceof InsufficientBalanceError) {
			const twin = await replayTransfer(db, integratorPk, input)
			if (twin) return twin
		}
		if (error instanceof Refused) return error.refusal
		if (error instanceof InsufficientBalanceError) {
			if (input.direction === 'OUT') return outOfTrading(input.currency, await tradingBalance(db, integratorPk, input.currency))
			const other = await findAccount(db, integratorPk, 'integrator', crypto ? 'crypto' : 'funding', input.currency)
			return refuse(
				400,
				TRADING_MESSAGES.transferInsufficient(where, fromMinorUnits(other?.balance ?? 0n, input.currency), input.currency),
				{
					field: 'amount',
					code: TRADING_ERROR_CODES.insufficientBalance,
				},
			)
		}
		throw error
	}
}

const outOfTrading = (currency: Currency, balance: bigint) =>
	refuse(400, TRADING_MESSAGES.insufficientBalance(currency, fromMinorUnits(balance, currency)), {
		field: 'amount',
		code: TRADING_ERROR_CODES.insufficientBalance,
	})

/** The main wallet's network holding the most (the first listed on a tie); refused when it cannot cover the amount alone. */
async function fullestNetwork(tx: Db, main: { id: string; asset: string }, input: TransferInput, where: string) {
	const asset = main.asset as CryptoAsset
	const balances = await Promise.all(
		networksOf(asset).map(async (network) => ({ network, balance: await networkBalance(tx, main.id, network) })),
	)
	const fullest = balances.reduce((best, entry) => (entry.balance > best.balance ? entry : best))
	if (fullest.balance >= input.amount) return fullest.network
	const total = balances.reduce((sum, entry) => sum + entry.balance, 0n)
	if (total >= input.amount)
		throw new Refused(
			refuse(400, TRADING_MESSAGES.transferNetwork(fromMinorUnits(fullest.balance, asset), asset), {
				field: 'amount',
				code: TRADING_ERROR_CODES.insufficientBalance,
			}),
		)
	throw new Refused(
		refuse(400, TRADING_MESSAGES.transferInsufficient(where, fromMinorUnits(total, asset), asset), {
			field: 'amount',
			code: TRADING_ERROR_CODES.insufficientBalance,
		}),
	)
}
