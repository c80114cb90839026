import { contentDisposition } from '#contract/downloads.ts'
import { PAGE_SIZE_MAX, type Page } from '#contract/money/paging.ts'
import { csvChunks, type CsvColumn } from '#app/lib/money/csv.ts'
import { log } from '../logger.server.ts'

type FetchPage<T> = (lek: string | undefined, limit: number) => Promise<Page<T>>

/**
 * Every page of a list, one after the other, asking for the next only when
 * the previous one has been written out.
 */
async function* allPages<T>(first: Page<T>, fetchPage: FetchPage<T>): AsyncGenerator<T[]> {
	let page = first
	yield page.items
	while (page.lek) {
		page = await fetchPage(page.lek, PAGE_SIZE_MAX)
		yield page.items
	}
}

/**
 * A CSV download of every row a list's filters select, streamed: a page
 * is fetched from the provider only when the browser has taken the one
 * before, so memory holds one page whatever the file's size. The first page
 * is fetched before answering, so a refused request (a login expired, an
 * account not found) still gets its proper answer instead of a cut file.
 * `no-transform` keeps the server's compression, which buffers whole bodies,
 * away from it.
 */
export async function csvResponse<T>(options: { fileName: string; columns: CsvColumn<T>[]; fetchPage: FetchPage<T> }) {
	const first = await options.fetchPage(undefined, PAGE_SIZE_MAX)
	const chunks = csvChunks(allPages(first, options.fetchPage), options.columns)
	const encoder = new TextEncoder()
	const body = new ReadableStream<Uint8Array>({
		async pull(controller) {
			try {
				const next = await chunks.next()
				if (next.done) controller.close()
				else controller.enqueue(encoder.encode(next.value))
			} catch (error) {
				// Headers are gone already: cutting the connection is how a download says it failed.
				log.warn('csv export failed midway', { file: options.fileName, error })
				controller.error(error)
			}
		},
		async cancel() {
			await chunks.return(undefined)
		},
	})
	return new Response(body, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': contentDisposition(options.fileName),
			'Cache-Control': 'no-store, no-transform',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
