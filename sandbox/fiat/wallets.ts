import { and, eq, inArray } from 'drizzle-orm'
import type { FiatTransaction, FiatWallet } from '#contract/fiat/api.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import { FIAT_CURRENCIES, type FiatCurrency } from '#contract/money/currencies.ts'
import type { MovementFilters } from '#contract/money/ledger.ts'
import type { Page } from '#contract/money/paging.ts'
import type { Db } from '../db/database.ts'
import type { PageRequest } from '../db/keyset.ts'
import { accountName } from '../ledger/accounts.ts'
import { fundingAccountDetails } from '../ledger/banks.ts'
import { listEntries } from '../ledger/entries.ts'
import { newId } from '../ledger/ids.ts'
import { ledgerAccounts, ledgerTransactions } from '../ledger/schema.ts'
import { fiatPayouts, fiatWallets, type FiatWalletRow } from './schema.ts'

/**
 * Fiat wallets: one per currency, opened on request. A wallet is the
 * integrator's ledger account of type `fiat` in its currency (its balance is
 * that account's) and a virtual bank account whose deposits credit it.
 */

type Holder = { pk: string; name: string }

/**
 * The virtual account of a wallet: drawn the way the funding accounts are
 * (sandbox/ledger/banks.ts: the currency's bank, a number derived from the
 * integrator), under a key of its own so it is not the funding account's number.
 */
export const virtualAccountOf = (holder: Holder, currency: FiatCurrency) =>
	fundingAccountDetails({ pk: `fcat|${holder.pk}`, name: holder.name }, currency)

export type CreateResult = { ok: true; row: FiatWalletRow } | { ok: false }

/** Opens the wallet and its ledger account in one database transaction; a wallet of the currency held already: refused. */
export async function createFiatWallet(db: Db, holder: Holder, currency: FiatCurrency, nowMs: number): Promise<CreateResult> {
	const details = virtualAccountOf(holder, currency)
	return db.transaction(async (tx) => {
		const createdAt = new Date(nowMs)
		await tx
			.insert(ledgerAccounts)
			.values({
				id: newId('acc'),
				integratorPk: holder.pk,
				owner: 'integrator',
				ledgerType: 'fiat',
				currency,
				name: accountName({ owner: 'integrator', ledgerType: 'fiat', currency }),
				createdAt,
			})
			.onConflictDoNothing()
		const [account] = await tx
			.select({ id: ledgerAccounts.id })
			.from(ledgerAccounts)
			.where(
				and(
					eq(ledgerAccounts.integratorPk, holder.pk),
					eq(ledgerAccounts.owner, 'integrator'),
					eq(ledgerAccounts.ledgerType, 'fiat'),
					eq(ledgerAccounts.currency, currency),
				),
			)
		const [row] = await tx
			.insert(fiatWallets)
			.values({ ...details, integratorPk: holder.pk, currency, accountId: account!.id, createdAt })
			.onConflictDoNothing()
			.returning()
		return row ? { ok: true, row } : { ok: false }
	})
}

const withBalances = async (db: Db, rows: FiatWalletRow[]): Promise<FiatWallet[]> => {
	if (!rows.length) return []
	const accounts = await db
		.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
		.from(ledgerAccounts)
		.where(
			inArray(
				ledgerAccounts.id,
				rows.map((row) => row.accountId),
			),
		)
	const balances = new Map(accounts.map((account) => [account.id, account.balance]))
	return rows.map((row) => {
		const currency = row.currency as FiatCurrency
		return {
			currency,
			bankName: row.bankName,
			accountNumber: row.accountNumber,
			accountName: row.accountName,
			balance: fromMinorUnits(balances.get(row.accountId) ?? 0n, currency),
			accountId: row.accountId,
			createdAt: row.createdAt.toISOString(),
		}
	})
}

export async function listFiatWallets(db: Db, integratorPk: string) {
	const rows = await db.select().from(fiatWallets).where(eq(fiatWallets.integratorPk, integratorPk))
	const order = (currency: string) => (FIAT_CURRENCIES as readonly string[]).indexOf(currency)
	return withBalances(
		db,
		rows.sort((a, b) => order(a.currency) - order(b.currency)),
	)
}

export async function findFiatWalletRow(db: Db, integratorPk: string, currency: FiatCurrency) {
	const [row] = await db
		.select()
		.from(fiatWallets)
		.where(and(eq(fiatWallets.integratorPk, integratorPk), eq(fiatWallets.currency, currency)))
	return row ?? null
}

export async function findFiatWallet(db: Db, integratorPk: string, currency: FiatCurrency) {
	const row = await findFiatWalletRow(db, integratorPk, currency)
	return row ? ((await withBalances(db, [row]))[0] ?? null) : null
}

/**
 * The wallet's movements: its ledger account's entries (sandbox/ledger/
 * entries.ts, the same filters and paging as every ledger), each with the
 * payout or deposit it belongs to, read for the page in one more query.
 */
export async function listFiatTransactions(
	db: Db,
	wallet: FiatWalletRow,
	filters: Omit<MovementFilters, 'limit' | 'lek'>,
	page: PageRequest,
): Promise<Page<FiatTransaction> | null> {
	const entries = await listEntries(db, wallet.accountId, { ...filters, currency: undefined }, page)
	if (!entries) return null
	const ids = [...new Set(entries.items.map((entry) => entry.transactionId))]
	const links = ids.length
		? await db
				.select({ id: ledgerTransactions.id, transferId: ledgerTransactions.transferId, topupId: ledgerTransactions.topupId })
				.from(ledgerTransactions)
				.where(inArray(ledgerTransactions.id, ids))
		: []
	const byId = new Map(links.map((link) => [link.id, link]))
	const payoutIds = [...new Set(links.flatMap((link) => (link.transferId?.startsWith('fpo_') ? [link.transferId] : [])))]
	const services = new Map(
		(payoutIds.length
			? await db.select({ id: fiatPayouts.id, service: fiatPayouts.service }).from(fiatPayouts).where(inArray(fiatPayouts.id, payoutIds))
			: []
		).map((payout) => [payout.id, payout.service as 'FCAT' | 'PAYMENT']),
	)
	return {
		...entries,
		items: entries.items.map((entry) => {
			const link = byId.get(entry.transactionId)
			const payoutId = link?.transferId?.startsWith('fpo_') ? link.transferId : null
			return {
				...entry,
				payoutId,
				// Whose payout it is says whose receipt opens it (a bulk payout's is the Payment service's).
				payoutService: payoutId ? (services.get(payoutId) ?? 'FCAT') : null,
				depositId: link?.topupId?.startsWith('fdp_') ? link.topupId : null,
			}
		}),
	}
}
