import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import { CRYPTO_ASSETS, type CryptoAsset } from '#contract/money/currencies.ts'
import type { Page } from '#contract/money/paging.ts'
import type { WalletsSummary, Wallet, WalletsQuery, WalletTransaction, WalletTransactionsQuery } from '#contract/wallets/api.ts'
import type { WalletKind } from '#contract/wallets/kinds.ts'
import { isAssetOnNetwork, NETWORKS, networksOf, WALLET_MESSAGES, type WalletNetwork } from '#contract/wallets/networks.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import { accountName } from '../ledger/accounts.ts'
import { newId } from '../ledger/ids.ts'
import { ledgerAccounts } from '../ledger/schema.ts'
import { deriveDepositAddress } from './derivation.ts'
import { newWalletId } from './ids.ts'
import { priceMap, usdValue, usdValueCents } from './prices.ts'
import {
	walletAddresses,
	walletHolders,
	wallets,
	walletTransactions,
	type WalletAddressRow,
	type WalletRow,
	type WalletTransactionRow,
} from './schema.ts'

/**
 * Wallets and their deposit addresses: the store behind the provider API,
 * the control API and the scenarios. Every read is scoped to one integrator.
 */

/** A network the asset does not live on: the message (contract/wallets/networks.ts), else null. */
export const networkIssue = (asset: CryptoAsset, network: WalletNetwork) =>
	isAssetOnNetwork(asset, network) ? null : WALLET_MESSAGES.notOnNetwork(asset, network)

/**
 * The integrator's crypto ledger account of `asset` and the provider's
 * clearing and fees accounts beside it (a wallet may be the first thing of
 * the asset it holds: a company not verified yet has no crypto accounts).
 */
async function ensureCryptoAccounts(db: Db, integratorPk: string, asset: CryptoAsset, createdAt: Date) {
	const specs = [
		{ owner: 'integrator', ledgerType: 'crypto', currency: asset },
		{ owner: 'provider', ledgerType: 'clearing', currency: asset },
		{ owner: 'provider', ledgerType: 'fees', currency: asset },
	] as const
	await db
		.insert(ledgerAccounts)
		.values(specs.map((spec) => ({ id: newId('acc'), integratorPk, ...spec, name: accountName(spec), createdAt })))
		.onConflictDoNothing()
}

/** The holder's BIP-44 account and the next wallet index, taken atomically. */
async function takeDerivationIndex(tx: Db, integratorPk: string, createdAt: Date) {
	await tx.insert(walletHolders).values({ integratorPk, createdAt }).onConflictDoNothing()
	const [row] = await tx
		.update(walletHolders)
		.set({ nextIndex: sql`${walletHolders.nextIndex} + 1` })
		.where(eq(walletHolders.integratorPk, integratorPk))
		.returning({ account: walletHolders.account, nextIndex: walletHolders.nextIndex })
	return { account: row!.account, index: row!.nextIndex - 1 }
}

class WalletExists extends Error {}

export type NewWallet = { asset: CryptoAsset; kind: WalletKind; label?: string; customerReference?: string }

/**
 * Opens a wallet and derives its deposit address on every network of its
 * asset, in one database transaction. A main wallet of an asset already held
 * is refused (the partial unique index settles two requests at once).
 */
export async function createWallet(
	db: Db,
	integratorPk: string,
	input: NewWallet,
	nowMs: number,
): Promise<{ ok: true; row: WalletRow } | { ok: false; reason: 'exists' }> {
	const createdAt = new Date(nowMs)
	await ensureCryptoAccounts(db, integratorPk, input.asset, createdAt)
	try {
		const row = await db.transaction(async (tx) => {
			const { account, index } = await takeDerivationIndex(tx, integratorPk, createdAt)
			const [row] = await tx
				.insert(wallets)
				.values({
					id: newWalletId('wal'),
					integratorPk,
					asset: input.asset,
					kind: input.kind,
					label: input.label ?? null,
					customerReference: input.customerReference ?? null,
					derivationIndex: index,
					createdAt,
				})
				.onConflictDoNothing()
				.returning()
			if (!row) throw new WalletExists()
			await tx.insert(walletAddresses).values(
				networksOf(input.asset).map((network) => ({
					id: newWalletId('wad'),
					walletId: row.id,
					integratorPk,
					network,
					address: deriveDepositAddress({ network, account, index }),
					createdAt,
				})),
			)
			return row
		})
		return { ok: true, row }
	} catch (error) {
		if (error instanceof WalletExists) return { ok: false, reason: 'exists' }
		throw error
	}
}

export async function findWallet(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(wallets)
		.where(and(eq(wallets.id, id), eq(wallets.integratorPk, integratorPk)))
	return row ?? null
}

export async function findMainWallet(db: Db, integratorPk: string, asset: CryptoAsset) {
	const [row] = await db
		.select()
		.from(wallets)
		.where(and(eq(wallets.integratorPk, integratorPk), eq(wallets.asset, asset), eq(wallets.kind, 'MAIN')))
	return row ?? null
}

/** The integrator's address `address` on `network`, with its wallet; anyone else's (or none): null. */
export async function findOwnAddress(db: Db, integratorPk: string, network: string, address: string) {
	const [row] = await db
		.select({ address: walletAddresses, wallet: wallets })
		.from(walletAddresses)
		.innerJoin(wallets, eq(wallets.id, walletAddresses.walletId))
		.where(and(eq(walletAddresses.integratorPk, integratorPk), eq(walletAddresses.network, network), eq(walletAddresses.address, address)))
	return row ?? null
}

type Sums = Map<string, { balance: bigint; pending: bigint }>
const sumKey = (walletId: string, network: string) => `${walletId}|${network}`

/**
 * Per wallet and network: the balance (credits confirmed, or completed
 * internal transfers in, less every withdrawal's and transfer out's amount
 * and fees unless it failed and was returned) and what is still counting
 * confirmations.
 */
async function sumsOf(db: Db, walletIds: string[]): Promise<Sums> {
	if (walletIds.length === 0) return new Map()
	const rows = await db
		.select({
			walletId: walletTransactions.walletId,
			network: walletTransactions.network,
			balance: sql<string>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.direction} = 'CREDIT' and ${walletTransactions.status} in ('CONFIRMED', 'COMPLETED')), 0)
				- coalesce(sum(${walletTransactions.amount} + ${walletTransactions.fee}) filter (where ${walletTransactions.direction} = 'DEBIT' and ${walletTransactions.status} <> 'FAILED'), 0)`,
			pending: sql<string>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.direction} = 'CREDIT' and ${walletTransactions.status} = 'PENDING'), 0)`,
		})
		.from(walletTransactions)
		.where(inArray(walletTransactions.walletId, walletIds))
		.groupBy(walletTransactions.walletId, walletTransactions.network)
	return new Map(rows.map((row) => [sumKey(row.walletId, row.network), { balance: BigInt(row.balance), pending: BigInt(row.pending) }]))
}

/** The balance of one wallet on one network (what a withdrawal may take). */
export async function networkBalance(db: Db, walletId: string, network: string) {
	return (await sumsOf(db, [walletId])).get(sumKey(walletId, network))?.balance ?? 0n
}

/** Wallet rows as answered: addresses, balances per network, USD value at the current price. */
export async function toWallets(db: Db, rows: WalletRow[]): Promise<Wallet[]> {
	const ids = rows.map((row) => row.id)
	const addresses = ids.length ? await db.select().from(walletAddresses).where(inArray(walletAddresses.walletId, ids)) : []
	const byWallet = new Map<string, WalletAddressRow[]>()
	for (const address of addresses) byWallet.set(address.walletId, [...(byWallet.get(address.walletId) ?? []), address])
	const sums = await sumsOf(db, ids)
	const prices = await priceMap(db)
	return rows.map((row) => {
		const asset = row.asset as CryptoAsset
		const own = byWallet.get(row.id) ?? []
		let balance = 0n
		let pending = 0n
		const networks = networksOf(asset)
			.map((network) => ({ network, address: own.find((address) => address.network === network) }))
			.filter((entry): entry is { network: WalletNetwork; address: WalletAddressRow } => !!entry.address)
			.map(({ network, address }) => {
				const sum = sums.get(sumKey(row.id, network)) ?? { balance: 0n, pending: 0n }
				balance += sum.balance
				pending += sum.pending
				return {
					network,
					address: address.address,
					balance: fromMinorUnits(sum.balance, asset),
					pending: fromMinorUnits(sum.pending, asset),
					requiredConfirmations: NETWORKS[network].confirmations,
				}
			})
		return {
			id: row.id,
			asset,
			kind: row.kind,
			label: row.label,
			customerReference: row.customerReference,
			balance: fromMinorUnits(balance, asset),
			pending: fromMinorUnits(pending, asset),
			usdValue: usdValue(balance, asset, prices[asset]),
			price: prices[asset],
			networks,
			createdAt: row.createdAt.toISOString(),
		}
	})
}

const walletKeyset: Keyset<WalletRow> = {
	columns: [
		{ column: wallets.createdAt, cast: 'timestamptz' },
		{ column: wallets.id, cast: 'text' },
	],
	order: 'asc',
	keyOf: (row) => [row.createdAt.toISOString(), row.id],
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/** The integrator's wallets, oldest first (main wallets come before the sub-wallets opened after them). */
export async function listWallets(
	db: Db,
	integratorPk: string,
	filters: Pick<WalletsQuery, 'kind' | 'asset' | 'q'>,
	page: PageRequest,
): Promise<Page<Wallet> | null> {
	const search = filters.q ? `%${escapeLike(filters.q)}%` : null
	const conditions: (SQL | undefined)[] = [
		eq(wallets.integratorPk, integratorPk),
		filters.kind ? eq(wallets.kind, filters.kind) : undefined,
		filters.asset ? eq(wallets.asset, filters.asset) : undefined,
		search
			? or(
					ilike(wallets.label, search),
					ilike(wallets.customerReference, search),
					// A deposit address, pasted whole or in part (a Bitcoin address is lower case, an Ethereum one mixed: case-insensitive).
					sql`exists (select 1 from ${walletAddresses} where ${walletAddresses.walletId} = ${wallets.id} and ${ilike(walletAddresses.address, search)})`,
				)
			: undefined,
	]
	const result = await readPage(walletKeyset, page, (position, orderBy, limit) =>
		db
			.select()
			.from(wallets)
			.where(and(...conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	return result && { ...result, items: await toWallets(db, result.items) }
}

export function toWalletTransaction(row: WalletTransactionRow): WalletTransaction {
	const asset = row.asset as CryptoAsset
	return {
		id: row.id,
		walletId: row.walletId,
		type: row.type,
		direction: row.direction,
		status: row.status,
		asset,
		network: row.network as WalletNetwork,
		address: row.address,
		amount: fromMinorUnits(row.amount, asset),
		fee: fromMinorUnits(row.fee, asset),
		txHash: row.txHash,
		confirmations: row.confirmations,
		requiredConfirmations: row.requiredConfirmations,
		transactionId: row.transactionId,
		reason: row.type === 'WITHDRAWAL' && row.status === 'FAILED' ? row.reason : null,
		description: row.description,
		createdAt: row.createdAt.toISOString(),
		completedAt: row.completedAt ? row.completedAt.toISOString() : null,
	}
}

const transactionKeyset: Keyset<WalletTransactionRow> = {
	columns: [
		{ column: walletTransactions.createdAt, cast: 'timestamptz' },
		{ column: walletTransactions.id, cast: 'text' },
	],
	order: 'desc',
	keyOf: (row) => [row.createdAt.toISOString(), row.id],
}

/** One wallet's movements, newest first. */
export async function listWalletTransactions(
	db: Db,
	walletId: string,
	filters: Pick<WalletTransactionsQuery, 'status' | 'network'>,
	page: PageRequest,
): Promise<Page<WalletTransaction> | null> {
	const conditions: (SQL | undefined)[] = [
		eq(walletTransactions.walletId, walletId),
		filters.status ? eq(walletTransactions.status, filters.status) : undefined,
		filters.network ? eq(walletTransactions.network, filters.network) : undefined,
	]
	const result = await readPage(transactionKeyset, page, (position, orderBy, limit) =>
		db
			.select()
			.from(walletTransactions)
			.where(and(...conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	return result && { ...result, items: result.items.map(toWalletTransaction) }
}

/**
 * Per asset the integrator holds (a wallet of it, or a balance in the
 * crypto ledger): the crypto ledger account's balance (every wallet of the
 * asset together, 0 wallets for a balance credited before any was opened), what is pending, the USD
 * value; and the total in USD (the sum of the truncated values, so it adds
 * up on screen).
 */
export async function walletsSummary(db: Db, integratorPk: string): Promise<WalletsSummary> {
	const held = await db
		.select({ asset: wallets.asset, count: sql<number>`count(*)::int` })
		.from(wallets)
		.where(eq(wallets.integratorPk, integratorPk))
		.groupBy(wallets.asset)
	const counts = new Map(held.map((row) => [row.asset, row.count]))
	const balances = await db
		.select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
		.from(ledgerAccounts)
		.where(
			and(eq(ledgerAccounts.integratorPk, integratorPk), eq(ledgerAccounts.owner, 'integrator'), eq(ledgerAccounts.ledgerType, 'crypto')),
		)
	const pending = await db
		.select({
			asset: walletTransactions.asset,
			amount: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)`,
		})
		.from(walletTransactions)
		.where(
			and(
				eq(walletTransactions.integratorPk, integratorPk),
				eq(walletTransactions.direction, 'CREDIT'),
				eq(walletTransactions.status, 'PENDING'),
			),
		)
		.groupBy(walletTransactions.asset)
	const prices = await priceMap(db)
	let totalCents = 0n
	const balanceOf = (asset: CryptoAsset) => balances.find((row) => row.currency === asset)?.balance ?? 0n
	// Every asset the crypto ledger holds, wallet or not: the home shows this beside the ledger's own balances, and
	// the two must never disagree (an integrator credited before opening a wallet holds the asset all the same).
	const assets = CRYPTO_ASSETS.filter((asset) => counts.has(asset) || balanceOf(asset) !== 0n).map((asset) => {
		const balance = balanceOf(asset)
		const cents = usdValueCents(balance, asset, prices[asset])
		totalCents += cents
		return {
			asset,
			balance: fromMinorUnits(balance, asset),
			pending: fromMinorUnits(BigInt(pending.find((row) => row.asset === asset)?.amount ?? '0'), asset),
			usdValue: fromMinorUnits(cents, 'USD'),
			price: prices[asset],
			wallets: counts.get(asset) ?? 0,
		}
	})
	return { assets, totalUsd: fromMinorUnits(totalCents, 'USD') }
}
