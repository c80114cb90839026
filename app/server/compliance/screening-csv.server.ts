import type { AppLoadContext } from '@remix-run/node'
import type { AnyRecord } from '#app/lib/compliance/figures.ts'
import { readHistoryQuery } from '#app/lib/compliance/history-query.ts'
import { BLACKLIST_COLUMNS, ENTITY_COLUMNS, historySearchParams, TXN_COLUMNS, WALLET_COLUMNS } from '#app/lib/compliance/history.ts'
import { TOOLS, type ScreeningTool } from '#app/lib/compliance/tools.ts'
import type { CsvColumn } from '#app/lib/money/csv.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { unlessNothing } from '../http/list-page.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { listRecords, requireTool } from './screening.server.ts'

const COLUMNS = { txn: TXN_COLUMNS, wallet: WALLET_COLUMNS, entity: ENTITY_COLUMNS, blacklist: BLACKLIST_COLUMNS } as unknown as Record<
	ScreeningTool,
	CsvColumn<AnyRecord>[]
>

const textResponse = (text: string, status: number) =>
	new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * /product/compliance/<tool>/export.csv: every result the history's filters
 * select (all pages, streamed), every cell safe from spreadsheet formulas
 * (csvSafeCell); refused filters are a 400 with the reason.
 */
export async function exportScreeningCsv(request: Request, context: AppLoadContext) {
	const tool = requireTool(request)
	const { filters, errors, selectsNothing } = readHistoryQuery(new URL(request.url).searchParams, tool)
	const { user } = await requireServiceWith(request, context, 'compliance')
	if (errors.length && !selectsNothing) return textResponse(errors.join('\n'), 400)
	const query = Object.fromEntries(historySearchParams(filters))
	try {
		return await csvResponse({
			fileName: `${TOOLS[tool].slug}.csv`,
			columns: COLUMNS[tool],
			fetchPage: unlessNothing(selectsNothing, (lek: string | undefined, limit: number) =>
				listRecords(user, tool, { ...query, lek, limit: String(limit) }),
			),
		})
	} catch (error) {
		if (error instanceof ProviderError && error.status === 400 && !error.isAuthFailure) return textResponse(error.body.message, 400)
		throw error
	}
}
