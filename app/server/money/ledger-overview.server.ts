import type { LedgerType } from '#contract/money/accounts.ts'
import { CURRENCIES } from '#contract/money/currencies.ts'
import { PAGE_SIZE } from '#contract/money/paging.ts'
import { TRANSACTION_COLUMNS } from '#app/lib/money/csv-columns.ts'
import { csvFileName } from '#app/lib/money/csv.ts'
import { accountLedgerPath, LEDGER_PAGES } from '#app/lib/money/labels.ts'
import { FILTER_KEYS, readListQuery } from '#app/lib/money/list-query.ts'
import type { LedgerOverviewScreen } from '#app/lib/money/views.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { fetchListPage, listState, refusedExport, unlessNothing } from '../http/list-page.server.ts'
import type { User } from '../user.server.ts'

/**
 * A ledger's overview: its total per currency, its accounts, and every
 * movement that touched it, 20 a page, narrowed by the URL's filters.
 */
export async function loadLedgerOverview(
	request: Request,
	user: User,
	ledgerType: LedgerType,
	options: { balancesHref: string | null },
): Promise<LedgerOverviewScreen> {
	const query = readListQuery(new URL(request.url).searchParams)
	const { title, path } = LEDGER_PAGES[ledgerType]
	const money = user.api.money
	const [totals, accounts, { page, notice }] = await Promise.all([
		money.getLedgerBalance(),
		money.getAccounts(),
		fetchListPage(
			query.lek,
			unlessNothing(query.selectsNothing, (lek?: string) => money.getTransactions({ ...query.filters, ledgerType, lek, limit: PAGE_SIZE })),
		),
	])
	const mine = accounts.filter((account) => account.ledgerType === ledgerType)
	return {
		ledgerType,
		title,
		totals: totals.filter((total) => total.ledgerType === ledgerType),
		accounts: mine.map((account) => ({ ...account, href: accountLedgerPath(account) })),
		balancesHref: options.balancesHref,
		transactions: page.items,
		list: listState({
			path,
			keys: FILTER_KEYS,
			filters: query.filters,
			errors: query.errors,
			selectsNothing: query.selectsNothing,
			notice,
			page,
			currencies: CURRENCIES.filter((currency) => mine.some((account) => account.currency === currency)),
		}),
	}
}

/** Every movement of a ledger the overview's filters select, as CSV, all pages. */
export async function exportLedgerOverview(request: Request, user: User, ledgerType: LedgerType) {
	const query = readListQuery(new URL(request.url).searchParams)
	const refused = refusedExport(query.exportRefusals)
	if (refused) return refused
	return csvResponse({
		fileName: csvFileName(`${ledgerType}-ledger-movements`, query.filters.currency, query.filters.from, query.filters.to),
		columns: TRANSACTION_COLUMNS,
		fetchPage: unlessNothing(query.selectsNothing, (lek: string | undefined, limit: number) =>
			user.api.money.getTransactions({ ...query.filters, ledgerType, lek, limit }),
		),
	})
}
