import { describe, expect, test } from 'vitest'
import { csvChunks, csvFileName, csvLines, csvSafeCell, type CsvColumn } from './csv.ts'

type Row = { id: string; amount: string; note: string }
const columns: CsvColumn<Row>[] = [
	{ header: 'ID', value: (row) => row.id },
	{ header: 'Amount', value: (row) => row.amount },
	{ header: 'Note', value: (row) => row.note },
]

async function* pagesOf(...pages: Row[][]) {
	for (const page of pages) yield page
}

async function collect(chunks: AsyncIterable<string>) {
	const out: string[] = []
	for await (const chunk of chunks) out.push(chunk)
	return out
}

describe('csvSafeCell', () => {
	test.each(['=1+1', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x")', '-'])('%j cannot run as a formula', (value) => {
		expect(csvSafeCell(value)).toBe(`'${value}`)
	})
	test.each(['-1500.25', '1500.25', '0', '-0.00000001', 'Top-up from bank', 'a=b', ''])('%j stays as it is', (value) => {
		expect(csvSafeCell(value)).toBe(value)
	})
})

describe('csvLines', () => {
	test('quotes commas, quotes and line breaks; CRLF between records', () => {
		expect(csvLines([{ id: '1', amount: '-20.00', note: 'a, "b"\nc' }], columns, true)).toBe('ID,Amount,Note\r\n1,-20.00,"a, ""b""\nc"\r\n')
	})
	test('makes every cell safe, header included', () => {
		expect(csvLines([{ id: '=cmd', amount: '+5', note: '@x' }], columns, false)).toBe("'=cmd,'+5,'@x\r\n")
	})
})

describe('csvChunks', () => {
	test('one chunk per page as it arrives, the header once, nothing dropped or repeated', async () => {
		const page = (from: number) => Array.from({ length: 3 }, (_, i) => ({ id: String(from + i), amount: `${from + i}.00`, note: '' }))
		const chunks = await collect(csvChunks(pagesOf(page(1), page(4), page(7)), columns))
		expect(chunks).toHaveLength(3)
		expect(chunks[0]!.startsWith('ID,Amount,Note\r\n1,1.00,\r\n')).toBe(true)
		expect(chunks[1]!.startsWith('4,')).toBe(true)
		const lines = chunks.join('').trimEnd().split('\r\n')
		expect(lines).toHaveLength(10)
		expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
	})
	test('no rows: the header alone', async () => {
		expect(await collect(csvChunks(pagesOf(), columns))).toEqual(['ID,Amount,Note\r\n'])
		expect(await collect(csvChunks(pagesOf([]), columns))).toEqual(['ID,Amount,Note\r\n'])
	})
	test('reads the next page only when the previous chunk was taken', async () => {
		let pulled = 0
		async function* counting() {
			for (let i = 0; i < 3; i++) {
				pulled++
				yield [{ id: String(i), amount: '1', note: '' }]
			}
		}
		const iterator = csvChunks(counting(), columns)[Symbol.asyncIterator]()
		await iterator.next()
		expect(pulled).toBe(1)
		await iterator.next()
		expect(pulled).toBe(2)
	})
})

describe('csvFileName', () => {
	test('a safe name from its parts', () => {
		expect(csvFileName('float-ledger', 'NGN float', undefined, '2026-03-01')).toBe('float-ledger-ngn-float-2026-03-01.csv')
		expect(csvFileName('"; rm -rf /')).toBe('rm-rf.csv')
		expect(csvFileName()).toBe('export.csv')
	})
})
