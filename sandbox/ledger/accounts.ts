import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Context } from 'hono'
import { LEDGER_TYPE_LABELS, type Account, type LedgerAccountsQuery, type LedgerType } from '#contract/money/accounts.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import { CRYPTO_ASSETS, FIAT_CURRENCIES, type Currency } from '#contract/money/currencies.ts'
import type { Page } from '#contract/money/paging.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { readPage, type Keyset, type PageRequest } from '../db/keyset.ts'
import type { AppEnv } from '../http/app-env.ts'
import { newId } from './ids.ts'
import { ledgerAccounts, type LedgerAccountRow } from './schema.ts'

/**
 * Which accounts an integrator holds. Every integrator: a funding account per
 * fiat currency. A verified company (kybVerified) also: operational and float
 * accounts in the currencies it trades most (NGN, USD) and a crypto account
 * per asset. And per currency the provider's two counter-accounts: clearing
 * (its bank, where deposits come from and payouts go) and fees.
 */
export const VERIFIED_FIAT: readonly Currency[] = ['NGN', 'USD']
/**
 * The provider's side: `clearing` (its bank, or the market) and `fees`; for
 * the Lending service (sandbox/lending/) `loans` (what the integrator owes,
 * negative), `interest` (interest earned), `pledged` (collateral held
 * against loans) and `losses` (what a liquidation's sale did not cover,
 * written off).
 */
export type ProviderLedgerType = 'clearing' | 'fees' | 'loans' | 'interest' | 'pledged' | 'losses'

type AccountSpec = { owner: 'integrator' | 'provider'; ledgerType: LedgerType | ProviderLedgerType; currency: Currency }

export function accountSpecs(kybVerified: boolean): AccountSpec[] {
	const own: AccountSpec[] = FIAT_CURRENCIES.map((currency) => ({ owner: 'integrator', ledgerType: 'funding', currency }))
	if (kybVerified) {
		for (const ledgerType of ['operational', 'float'] as const)
			for (const currency of VERIFIED_FIAT) own.push({ owner: 'integrator', ledgerType, currency })
		for (const currency of CRYPTO_ASSETS) own.push({ owner: 'integrator', ledgerType: 'crypto', currency })
	}
	const currencies = [...new Set(own.map((spec) => spec.currency))]
	const provider = currencies.flatMap((currency): AccountSpec[] => [
		{ owner: 'provider', ledgerType: 'clearing', currency },
		{ owner: 'provider', ledgerType: 'fees', currency },
	])
	return [...own, ...provider]
}

export function accountName(spec: Pick<AccountSpec, 'owner' | 'ledgerType' | 'currency'>) {
	if (spec.owner === 'provider') return `Provider ${spec.ledgerType} (${spec.currency})`
	return `${spec.currency} ${LEDGER_TYPE_LABELS[spec.ledgerType as LedgerType]}`
}

/** Integrators known to have their accounts, per database (accounts are never removed but with their integrator). */
const ensured = new WeakMap<Db, Set<string>>()

/**
 * Opens the accounts the integrator should have and lacks (idempotent: a
 * unique index and ON CONFLICT DO NOTHING). Cheap after the first call.
 */
export async function ensureAccounts(db: Db, integrator: { pk: string; kybVerified: boolean }, nowMs: number) {
	const key = `${integrator.pk}|${integrator.kybVerified}`
	const known = ensured.get(db) ?? new Set<string>()
	ensured.set(db, known)
	if (known.has(key)) return
	const createdAt = new Date(nowMs)
	await db
		.insert(ledgerAccounts)
		.values(
			accountSpecs(integrator.kybVerified).map((spec) => ({
				id: newId('acc'),
				integratorPk: integrator.pk,
				...spec,
				name: accountName(spec),
				createdAt,
			})),
		)
		.onConflictDoNothing()
	known.add(key)
}

export function toAccount(row: LedgerAccountRow): Account {
	return {
		id: row.id,
		ledgerType: row.ledgerType as LedgerType,
		currency: row.currency as Currency,
		name: row.name,
		balance: fromMinorUnits(row.balance, row.currency as Currency),
		createdAt: row.createdAt.toISOString(),
	}
}

const LEDGER_ORDER = sql`case ${ledgerAccounts.ledgerType} when 'funding' then 0 when 'operational' then 1 when 'float' then 2 when 'crypto' then 3 when 'trading' then 4 when 'fiat' then 5 else 6 end`

/** Every account of the integrator: funding first, then operational, float, crypto, trading, the fiat wallets, collateral; by currency within. */
export async function listAccountRows(db: Db, integratorPk: string) {
	return db
		.select()
		.from(ledgerAccounts)
		.where(and(eq(ledgerAccounts.integratorPk, integratorPk), eq(ledgerAccounts.owner, 'integrator')))
		.orderBy(LEDGER_ORDER, ledgerAccounts.currency)
}

export async function listAccounts(db: Db, integratorPk: string): Promise<Account[]> {
	return (await listAccountRows(db, integratorPk)).map(toAccount)
}

/** One of the integrator's own accounts by id; anyone else's (or a provider account) is null. */
export async function findOwnAccount(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(ledgerAccounts)
		.where(and(eq(ledgerAccounts.id, id), eq(ledgerAccounts.integratorPk, integratorPk), eq(ledgerAccounts.owner, 'integrator')))
	return row ?? null
}

/** The account of a kind (e.g. NGN funding, or the provider's NGN clearing). */
export async function findAccount(db: Db, integratorPk: string, owner: 'integrator' | 'provider', ledgerType: string, currency: Currency) {
	const [row] = await db
		.select()
		.from(ledgerAccounts)
		.where(
			and(
				eq(ledgerAccounts.integratorPk, integratorPk),
				eq(ledgerAccounts.owner, owner),
				eq(ledgerAccounts.ledgerType, ledgerType),
				eq(ledgerAccounts.currency, currency),
			),
		)
	return row ?? null
}

const accountKeyset: Keyset<LedgerAccountRow> = {
	columns: [
		{ column: ledgerAccounts.ledgerType, cast: 'text' },
		{ column: ledgerAccounts.currency, cast: 'text' },
	],
	order: 'asc',
	keyOf: (row) => [row.ledgerType, row.currency],
}

/** GET /ledger/accounts: by ledger type, then currency (the pair is unique per integrator). */
export async function listAccountsPage(
	db: Db,
	integratorPk: string,
	filters: Pick<LedgerAccountsQuery, 'ledgerType' | 'currency'>,
	page: PageRequest,
): Promise<Page<Account> | null> {
	const conditions: (SQL | undefined)[] = [
		eq(ledgerAccounts.integratorPk, integratorPk),
		eq(ledgerAccounts.owner, 'integrator'),
		filters.ledgerType ? eq(ledgerAccounts.ledgerType, filters.ledgerType) : undefined,
		filters.currency ? eq(ledgerAccounts.currency, filters.currency) : undefined,
	]
	const result = await readPage(accountKeyset, page, (position, orderBy, limit) =>
		db
			.select()
			.from(ledgerAccounts)
			.where(and(...conditions, position))
			.orderBy(...orderBy)
			.limit(limit),
	)
	return result && { ...result, items: result.items.map(toAccount) }
}

/** The caller of a money route, with its ledger accounts opened if this is its first money call. */
export async function caller(ctx: SandboxContext, c: Context<AppEnv>) {
	const integrator = c.get('integrator')
	await ensureAccounts(ctx.db, integrator, ctx.now())
	return integrator
}
