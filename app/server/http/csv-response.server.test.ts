import { describe, expect, test } from 'vitest'
import type { Page } from '#contract/money/paging.ts'
import type { CsvColumn } from '#app/lib/money/csv.ts'
import { csvResponse } from './csv-response.server.ts'

type Row = { n: number }
const columns: CsvColumn<Row>[] = [{ header: 'N', value: (row) => String(row.n) }]

/** Three pages of two rows, recording which cursors were asked for. */
function pagedSource() {
	const asked: (string | undefined)[] = []
	const pages: Record<string, Page<Row>> = {
		first: { items: [{ n: 1 }, { n: 2 }], lek: 'b', prevLek: null },
		b: { items: [{ n: 3 }, { n: 4 }], lek: 'c', prevLek: 'a' },
		c: { items: [{ n: 5 }], lek: null, prevLek: 'b' },
	}
	return { asked, fetchPage: async (lek: string | undefined) => (asked.push(lek), pages[lek ?? 'first']!) }
}

describe('csvResponse', () => {
	test('streams every page, asking for the next only as the body is read', async () => {
		const source = pagedSource()
		const response = await csvResponse({ fileName: 'x.csv', columns, fetchPage: source.fetchPage })
		expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('Content-Disposition')).toBe('attachment; filename=x.csv')
		expect(response.headers.get('Cache-Control')).toBe('no-store, no-transform')
		// The first page is fetched before answering, the rest wait for the reader.
		expect(source.asked).toEqual([undefined])
		const reader = response.body!.getReader()
		const decoder = new TextDecoder()
		const first = await reader.read()
		expect(decoder.decode(first.value)).toBe('N\r\n1\r\n2\r\n')
		expect(source.asked.length).toBeLessThanOrEqual(2)
		let rest = ''
		for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value)
		expect(rest).toBe('3\r\n4\r\n5\r\n')
		expect(source.asked).toEqual([undefined, 'b', 'c'])
	})

	test('a refusal of the first page is thrown before any answer @bad-input', async () => {
		await expect(
			csvResponse({
				fileName: 'x.csv',
				columns,
				fetchPage: async () => {
					throw new Response('Not found', { status: 404 })
				},
			}),
		).rejects.toBeInstanceOf(Response)
	})

	test('a failure midway cuts the stream instead of ending it as if complete', async () => {
		const response = await csvResponse({
			fileName: 'x.csv',
			columns,
			fetchPage: async (lek) => {
				if (lek) throw new Error('provider gone')
				return { items: [{ n: 1 }], lek: 'next', prevLek: null }
			},
		})
		await expect(response.text()).rejects.toThrow('provider gone')
	})
})
