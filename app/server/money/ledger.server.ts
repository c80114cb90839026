import { redirect } from '@remix-run/node'
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import { accountIdQuerySchema, BALANCE_HISTORY_MAX_DAYS, type LedgerType } from '#contract/money/accounts.ts'
import { PAGE_SIZE } from '#contract/money/paging.ts'
import { scaleBalanceChart } from '#app/lib/money/chart.ts'
import { ENTRY_COLUMNS } from '#app/lib/money/csv-columns.ts'
import { csvFileName } from '#app/lib/money/csv.ts'
import { formatDate } from '#app/lib/money/format.ts'
import { accountLedgerPath, LEDGER_PAGES } from '#app/lib/money/labels.ts'
import { readListQuery, type FilterKey, type ListFilters } from '#app/lib/money/list-query.ts'
import type { LedgerScreen } from '#app/lib/money/views.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { fetchListPage, notFoundOnProvider404, listState, refusedExport, unlessNothing } from '../http/list-page.server.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import type { User } from '../user.server.ts'

/** One account holds one currency: its ledger filters by everything else. */
export const LEDGER_FILTER_KEYS: readonly FilterKey[] = ['from', 'to', 'status', 'type', 'q']

dayjs.extend(utc)

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\x00-\x1F\x7F]/

/**
 * An id no account can have (empty, over the provider's 64 characters, or
 * with a control character) is a page that does not exist: the 404 page at
 * once, rather than a provider refusal (400) that would surface as a 500.
 */
function requireAccountId(accountId: string) {
	if (CONTROL_CHARACTER.test(accountId) || !accountIdQuerySchema.shape.id.safeParse(accountId).success) notFound()
	return accountId
}

function ledgerPath(ledgerType: LedgerType, accountId: string) {
	return accountLedgerPath({ id: accountId, ledgerType })
}

/**
 * The chart follows the date filter when both ends are set (else the last 30
 * days). A range longer than the history's limit (366 days) is shortened to
 * its last 366 days, and the chart says so: the entries below still cover it all.
 */
export function chartRange(filters: ListFilters): { range: { from?: string; to?: string }; notice: string | null } {
	if (!filters.from || !filters.to) return { range: {}, notice: null }
	const days = dayjs.utc(filters.to).diff(dayjs.utc(filters.from), 'day') + 1
	if (days <= BALANCE_HISTORY_MAX_DAYS) return { range: { from: filters.from, to: filters.to }, notice: null }
	const from = dayjs
		.utc(filters.to)
		.subtract(BALANCE_HISTORY_MAX_DAYS - 1, 'day')
		.format('YYYY-MM-DD')
	const notice =
		`The chart shows at most ${BALANCE_HISTORY_MAX_DAYS} days, so it was shortened to ${formatDate(from)} – ${formatDate(filters.to)}; ` +
		`the entries below cover the whole range asked for.`
	return { range: { from, to: filters.to }, notice }
}

/**
 * One account's ledger: its balance, a chart of its balance over time and
 * its entries, 20 a page, newest first, narrowed by the URL's filters.
 */
export async function loadLedger(request: Request, user: User, ledgerType: LedgerType, id: string): Promise<LedgerScreen> {
	const accountId = requireAccountId(id)
	const url = new URL(request.url)
	const query = readListQuery(url.searchParams, LEDGER_FILTER_KEYS)
	const path = ledgerPath(ledgerType, accountId)
	const money = user.api.money
	const chart = chartRange(query.filters)
	const [account, history, { page, notice }] = await Promise.all([
		findOr404(() => money.getLedgerAccount(accountId)),
		money.getBalanceHistory(accountId, chart.range).catch(notFoundOnProvider404),
		fetchListPage(
			query.lek,
			unlessNothing(query.selectsNothing, (lek?: string) => money.getLedgerEntries(accountId, { ...query.filters, lek, limit: PAGE_SIZE })),
		).catch(notFoundOnProvider404),
	])
	// An account reached under another ledger's address goes to its own.
	if (account.ledgerType !== ledgerType) throw redirect(`${accountLedgerPath(account)}${url.search}`)
	return {
		ledgerType,
		overview: LEDGER_PAGES[ledgerType],
		account,
		chart: scaleBalanceChart(history.points, account.currency, chart.notice),
		entries: page.items,
		list: listState({
			path,
			keys: LEDGER_FILTER_KEYS,
			filters: query.filters,
			errors: query.errors,
			selectsNothing: query.selectsNothing,
			notice,
			page,
			currencies: [],
		}),
	}
}

/** Every entry the ledger page's filters select, as CSV, all pages. */
export async function exportLedger(request: Request, user: User, ledgerType: LedgerType, id: string) {
	const accountId = requireAccountId(id)
	const query = readListQuery(new URL(request.url).searchParams, LEDGER_FILTER_KEYS)
	const refused = refusedExport(query.exportRefusals)
	if (refused) return refused
	const money = user.api.money
	const account = await findOr404(() => money.getLedgerAccount(accountId))
	if (account.ledgerType !== ledgerType) notFound()
	return csvResponse({
		fileName: csvFileName(`${ledgerType}-ledger`, account.currency, query.filters.from, query.filters.to),
		columns: ENTRY_COLUMNS,
		fetchPage: unlessNothing(query.selectsNothing, (lek: string | undefined, limit: number) =>
			money.getLedgerEntries(accountId, { ...query.filters, lek, limit }),
		),
	})
}
