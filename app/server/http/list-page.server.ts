import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import { INVALID_CURSOR_MESSAGE, type Page } from '#contract/money/paging.ts'
import { listHref } from '#app/lib/money/list-query.ts'
import type { ListState } from '#app/lib/money/views.ts'
import { ProviderError } from '../provider/client.server.ts'

/** The page of a list that selects nothing (its search was refused). */
export const EMPTY_PAGE: Page<never> = { items: [], lek: null, prevLek: null }

/** A list's fetch, or nothing at all when its search was refused: no provider call, no rows. */
export function unlessNothing<T, A extends unknown[]>(
	selectsNothing: boolean,
	fetchPage: (...args: A) => Promise<Page<T>>,
): (...args: A) => Promise<Page<T>> {
	return selectsNothing ? async () => EMPTY_PAGE : fetchPage
}

/** The message a list shows when its page link was damaged or forged. */
export const BAD_CURSOR_NOTICE = `${INVALID_CURSOR_MESSAGE}. Showing the first page.`

function isCursorRefusal(error: unknown) {
	return (
		error instanceof ProviderError &&
		error.status === 400 &&
		(error.body.errors?.some((item) => item.code === MONEY_ERROR_CODES.invalidCursor || item.field === 'lek') ||
			error.body.message.startsWith(INVALID_CURSOR_MESSAGE))
	)
}

/**
 * One page of a list. A cursor the provider refuses (edited by hand, or
 * forged) is not the user's fault to be shown as an error page: the list
 * opens at its first page and says why.
 */
export async function fetchListPage<T>(lek: string | undefined, fetchPage: (lek?: string) => Promise<Page<T>>) {
	try {
		return { page: await fetchPage(lek), notice: null as string | null }
	} catch (error) {
		if (!lek || !isCursorRefusal(error)) throw error
		return { page: await fetchPage(undefined), notice: BAD_CURSOR_NOTICE }
	}
}

/**
 * The 400 a list's CSV export answers when filters other than the search
 * could not be read (`ListQuery.exportRefusals`), with their reasons; null
 * when the export may go ahead. The page shows the same reasons and lists
 * without those filters; a file cannot say so.
 */
export function refusedExport(reasons: readonly string[]): Response | null {
	if (!reasons.length) return null
	return new Response(reasons.join('\n'), { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** A provider 404 (an account that is not the user's, or does not exist) as the page's 404. */
export function notFoundOnProvider404(error: unknown): never {
	if (error instanceof ProviderError && error.status === 404) throw new Response('Not found', { status: 404 })
	throw error
}

/**
 * A list's state for its view. Next and Previous follow the provider's
 * cursors (none past the last page, none on the first) and keep the
 * filters, as does the CSV link (`<path>/export.csv`).
 */
export function listState<T>(list: Omit<ListState, 'nextHref' | 'previousHref' | 'exportHref'> & { page: Page<T> }): ListState {
	const { page, ...state } = list
	return {
		...state,
		nextHref: page.lek ? listHref(list.path, list.filters, page.lek) : null,
		previousHref: page.prevLek ? listHref(list.path, list.filters, page.prevLek) : null,
		exportHref: listHref(`${list.path}/export.csv`, list.filters),
	}
}
