import type { Account, LedgerType } from '#contract/money/accounts.ts'
import { CURRENCIES } from '#contract/money/currencies.ts'
import { ACCOUNT_COLUMNS } from '#app/lib/money/csv-columns.ts'
import { csvFileName } from '#app/lib/money/csv.ts'
import { accountLedgerPath, LEDGER_ORDER, LEDGER_PAGES, LEDGER_TYPE_LABELS } from '#app/lib/money/labels.ts'
import { readListQuery, type FilterKey, type ListFilters } from '#app/lib/money/list-query.ts'
import type { AccountsScreen, BalancesScreen } from '#app/lib/money/views.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { listState } from '../http/list-page.server.ts'
import type { User } from '../user.server.ts'

/** A list of balances narrows by currency and by a search over the account's name, currency and id. */
export const BALANCE_FILTER_KEYS: readonly FilterKey[] = ['currency', 'q']

const withHref = (account: Account) => ({ ...account, href: accountLedgerPath(account) })

function matches(account: Account, filters: ListFilters, selectsNothing: boolean) {
	if (selectsNothing) return false
	if (filters.currency && account.currency !== filters.currency) return false
	if (!filters.q) return true
	const q = filters.q.toLowerCase()
	return [account.name, account.currency, account.id].some((text) => text.toLowerCase().includes(q))
}

/** Every account and its balance, grouped by ledger: funding, operational, float, crypto. */
export async function loadAccounts(_request: Request, user: User): Promise<AccountsScreen> {
	const accounts = await user.api.money.getAccounts()
	return {
		groups: LEDGER_ORDER.map((ledgerType) => ({
			ledgerType,
			title: LEDGER_TYPE_LABELS[ledgerType],
			href: LEDGER_PAGES[ledgerType].path,
			accounts: accounts.filter((account) => account.ledgerType === ledgerType).map(withHref),
		})),
	}
}

/**
 * The balances of one ledger type (funding, operational, or a ledger's "all
 * balances"). An integrator holds one account per currency and ledger type,
 * a few dozen at most, so the list is searched here in full rather than
 * paged: the provider's account list has no search.
 */
export async function loadBalances(request: Request, user: User, ledgerType: LedgerType, path: string): Promise<BalancesScreen> {
	const query = readListQuery(new URL(request.url).searchParams, BALANCE_FILTER_KEYS)
	const accounts = (await user.api.money.getAccounts()).filter((account) => account.ledgerType === ledgerType)
	return {
		ledgerType,
		title: LEDGER_PAGES[ledgerType].title,
		accounts: accounts.filter((account) => matches(account, query.filters, query.selectsNothing)).map(withHref),
		list: listState({
			path,
			keys: BALANCE_FILTER_KEYS,
			filters: query.filters,
			errors: query.errors,
			selectsNothing: query.selectsNothing,
			notice: null,
			// One page: an integrator has a few dozen accounts.
			page: { items: accounts, lek: null, prevLek: null },
			currencies: CURRENCIES.filter((currency) => accounts.some((account) => account.currency === currency)),
		}),
	}
}

/** The balances a balances list shows, as CSV. */
export async function exportBalances(request: Request, user: User, ledgerType: LedgerType) {
	const query = readListQuery(new URL(request.url).searchParams, BALANCE_FILTER_KEYS)
	const accounts = (await user.api.money.getAccounts()).filter(
		(a) => a.ledgerType === ledgerType && matches(a, query.filters, query.selectsNothing),
	)
	return csvResponse({
		fileName: csvFileName(`${ledgerType}-balances`, query.filters.currency),
		columns: ACCOUNT_COLUMNS,
		fetchPage: async () => ({ items: accounts, lek: null, prevLek: null }),
	})
}
