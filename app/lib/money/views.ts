import type { Account, LedgerBalance, LedgerType } from '#contract/money/accounts.ts'
import type { Entry, Transaction } from '#contract/money/ledger.ts'
import type { BalanceChart } from './chart.ts'
import type { FilterKey, ListFilters } from './list-query.ts'

/** What the money screens render: provider figures as decimal strings, formatted by the views. */

export type { Account, Entry, LedgerBalance, LedgerType, Transaction }

/** A list's state and its ways on: the page's rows come beside it. */
export type ListState = {
	/** The page's path without query: the filter form's action. */
	path: string
	/** The filters this list offers. */
	keys: readonly FilterKey[]
	filters: ListFilters
	errors: string[]
	/** The search was refused: the list is empty on purpose (its export holds the header alone). */
	selectsNothing: boolean
	/** Why the list opened elsewhere than asked (a refused cursor). */
	notice: string | null
	nextHref: string | null
	previousHref: string | null
	exportHref: string | null
	/** Currencies offered by the currency filter. */
	currencies: readonly string[]
}

export type LedgerScreen = {
	ledgerType: LedgerType
	overview: { title: string; path: string }
	account: Account
	chart: BalanceChart
	entries: Entry[]
	list: ListState
}

export type LedgerOverviewScreen = {
	ledgerType: LedgerType
	title: string
	totals: LedgerBalance[]
	accounts: (Account & { href: string })[]
	balancesHref: string | null
	transactions: Transaction[]
	list: ListState
}

export type AccountGroup = { ledgerType: LedgerType; title: string; href: string; accounts: (Account & { href: string })[] }

export type AccountsScreen = { groups: AccountGroup[] }

export type BalancesScreen = {
	ledgerType: LedgerType
	title: string
	accounts: (Account & { href: string })[]
	list: ListState
}

/** The dashboard's money block: totals per ledger and currency, the latest movements. */
export type DashboardMoney = { available: boolean; totals: LedgerBalance[]; latest: Transaction[] }
