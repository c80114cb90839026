import type { LoanCurrency } from '#contract/lending/api.ts'
import type { CryptoAsset, Currency } from '#contract/money/currencies.ts'
import type { Db } from '../db/database.ts'
import { accountName, findAccount, type ProviderLedgerType } from '../ledger/accounts.ts'
import { newId } from '../ledger/ids.ts'
import { ledgerAccounts, type LedgerAccountRow } from '../ledger/schema.ts'

/**
 * The ledger accounts a loan moves money through (record 080): on the
 * collateral's side the integrator's `collateral` account (its collateral
 * wallet) and the provider's `pledged` (held against loans) and `clearing`
 * (the market a liquidation sells to); on the loan's side the integrator's
 * funding account and the provider's `loans` (what is owed, negative),
 * `interest` (earned), `losses` (a sale's shortfall, written off) and
 * `clearing` (what a sale brought in).
 */

type Spec = { owner: 'integrator' | 'provider'; ledgerType: 'collateral' | 'funding' | ProviderLedgerType; currency: Currency }

const collateralSide = (asset: CryptoAsset): Spec[] => [
	{ owner: 'integrator', ledgerType: 'collateral', currency: asset },
	{ owner: 'provider', ledgerType: 'pledged', currency: asset },
	{ owner: 'provider', ledgerType: 'clearing', currency: asset },
]
const loanSide = (currency: LoanCurrency): Spec[] => [
	{ owner: 'integrator', ledgerType: 'funding', currency },
	{ owner: 'provider', ledgerType: 'loans', currency },
	{ owner: 'provider', ledgerType: 'interest', currency },
	{ owner: 'provider', ledgerType: 'losses', currency },
	{ owner: 'provider', ledgerType: 'clearing', currency },
]

const newAccount = (integratorPk: string, spec: Spec, createdAt: Date) => ({
	id: newId('acc'),
	integratorPk,
	...spec,
	name: accountName(spec),
	createdAt,
})

/**
 * Opens every account but the collateral wallet itself that a loan against
 * `asset` in `currency` may touch (idempotent: the kind's unique index).
 */
export async function ensureLendingAccounts(db: Db, integratorPk: string, asset: CryptoAsset, currency: LoanCurrency, nowMs: number) {
	const createdAt = new Date(nowMs)
	const specs = [...collateralSide(asset), ...loanSide(currency)].filter((spec) => spec.ledgerType !== 'collateral')
	await db
		.insert(ledgerAccounts)
		.values(specs.map((spec) => newAccount(integratorPk, spec, createdAt)))
		.onConflictDoNothing()
}

/** Opens the collateral wallet of `asset` (its `collateral` account): the row, or null when it was open already. */
export async function openCollateralWallet(db: Db, integratorPk: string, asset: CryptoAsset, nowMs: number) {
	const [row] = await db
		.insert(ledgerAccounts)
		.values(newAccount(integratorPk, collateralSide(asset)[0]!, new Date(nowMs)))
		.onConflictDoNothing()
		.returning()
	return row ?? null
}

async function required(db: Db, integratorPk: string, spec: Spec): Promise<LedgerAccountRow> {
	const row = await findAccount(db, integratorPk, spec.owner, spec.ledgerType, spec.currency)
	if (!row) throw new Error(`Missing ${spec.owner} ${spec.ledgerType} ${spec.currency} account for ${integratorPk}`)
	return row
}

/** One after the other: inside a database transaction the queries share one connection. */
async function all(db: Db, integratorPk: string, specs: Spec[]) {
	const rows: LedgerAccountRow[] = []
	for (const spec of specs) rows.push(await required(db, integratorPk, spec))
	return rows
}

/** The collateral's accounts of a loan (ensureLendingAccounts first). */
export async function collateralAccounts(db: Db, integratorPk: string, asset: CryptoAsset) {
	const [wallet, pledged, clearing] = await all(db, integratorPk, collateralSide(asset))
	return { wallet: wallet!, pledged: pledged!, clearing: clearing! }
}

/** The loan's money accounts (ensureLendingAccounts first). */
export async function loanAccounts(db: Db, integratorPk: string, currency: LoanCurrency) {
	const [funding, loans, interest, losses, clearing] = await all(db, integratorPk, loanSide(currency))
	return { funding: funding!, loans: loans!, interest: interest!, losses: losses!, clearing: clearing! }
}
