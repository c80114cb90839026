import { FIAT_CURRENCIES } from '#contract/money/currencies.ts'
import { PAGE_SIZE } from '#contract/money/paging.ts'
import type { LocalTransfer } from '#contract/money/transfers.ts'
import { readListQuery, type FilterKey, type ListFilters } from '#app/lib/money/list-query.ts'
import { TRANSFER_COLUMNS } from '#app/lib/money/transfers-list.ts'
import type { ListState } from '#app/lib/money/views.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { fetchListPage, listState, refusedExport, unlessNothing } from '../http/list-page.server.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import type { User } from '../user.server.ts'

export const TRANSFERS_PATH = '/local-transfers'
/** The filters the transfers list offers (every row is a local transfer: no type). */
export const TRANSFER_FILTER_KEYS: readonly FilterKey[] = ['from', 'to', 'status', 'currency', 'q']

/** /local-transfers/:id: one of the user's transfers; anyone else's is the 404 page. */
export async function loadTransfer(_request: Request, user: User, id: string | undefined) {
	if (!id) notFound()
	const transfer = await findOr404(() => user.api.money.getLocalTransfer(id))
	return { transfer }
}

/**
 * /local-transfers: 20 a page, newest first, filtered and searched by the
 * URL. A cursor the provider refuses (edited by hand, or forged) opens the
 * first page and says so.
 */
export async function loadTransfersList(request: Request, user: User): Promise<{ transfers: LocalTransfer[]; list: ListState }> {
	const { filters, lek, errors, selectsNothing } = readListQuery(new URL(request.url).searchParams, TRANSFER_FILTER_KEYS)
	let listed: Awaited<ReturnType<typeof fetchListPage<LocalTransfer>>>
	try {
		listed = await fetchListPage(
			lek,
			unlessNothing(selectsNothing, (cursor?: string) => user.api.money.listLocalTransfers({ ...filters, lek: cursor, limit: PAGE_SIZE })),
		)
	} catch (error) {
		// A filter the provider refuses (characters it will not search for): said above an empty list, never an error page.
		errors.push(filterRefusal(error))
		listed = { page: { items: [], lek: null, prevLek: null }, notice: null }
	}
	const { page, notice } = listed
	return {
		transfers: page.items,
		list: listState({
			path: TRANSFERS_PATH,
			keys: TRANSFER_FILTER_KEYS,
			filters,
			errors,
			selectsNothing,
			notice,
			page,
			currencies: FIAT_CURRENCIES,
		}),
	}
}

/** The provider's reason for refusing a list's filters; anything but a refusal is rethrown. */
function filterRefusal(error: unknown) {
	if (error instanceof ProviderError && error.status === 400 && !error.isAuthFailure) return error.body.message
	throw error
}

/** Every transfer the list's filters select (all pages), as a streamed CSV download; refused filters are a 400 with the reason. */
export async function exportTransfersCsv(request: Request, user: User) {
	const { filters, selectsNothing, exportRefusals } = readListQuery(new URL(request.url).searchParams, TRANSFER_FILTER_KEYS)
	const refused = refusedExport(exportRefusals)
	if (refused) return refused
	try {
		return await csvResponse({
			fileName: 'local-transfers.csv',
			columns: TRANSFER_COLUMNS,
			fetchPage: unlessNothing(selectsNothing, (lek: string | undefined, limit: number) =>
				user.api.money.listLocalTransfers({ ...(filters as ListFilters), lek, limit }),
			),
		})
	} catch (error) {
		return new Response(filterRefusal(error), { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
	}
}
