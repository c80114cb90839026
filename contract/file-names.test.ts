import { parse } from 'content-disposition'
import { describe, expect, it } from 'vitest'
import { contentDisposition } from './downloads.ts'
import { cleanFileName, FILE_NAME_MAX } from './file-names.ts'

describe('cleanFileName', () => {
	it('drops direction overrides and marks, controls, and the path', () => {
		expect(cleanFileName('C:\\Users\\me\\invoice\u202Efdp.exe', 'x.csv')).toBe('invoicefdp.exe')
		expect(cleanFileName('../a\u2066b\u2069\u200Fc\u0007d\u0085.csv', 'x.csv')).toBe('abcd.csv')
		expect(cleanFileName('\u202E\u0000 ', 'payouts.csv')).toBe('payouts.csv')
	})

	it('cuts a long name before its extension, by characters', () => {
		const cut = cleanFileName(`${'a'.repeat(10_000)}.csv`, 'x.csv')
		expect(cut).toHaveLength(FILE_NAME_MAX)
		expect(cut.endsWith('a.csv')).toBe(true)
		const emoji = cleanFileName('😀'.repeat(500), 'x')
		expect(Array.from(emoji)).toHaveLength(FILE_NAME_MAX)
		expect(emoji).toBe('😀'.repeat(FILE_NAME_MAX))
	})
})

describe('contentDisposition', () => {
	it('keeps a quote from adding a parameter, and says the whole name in filename*', () => {
		const header = contentDisposition('kyc-a";filename="evil.html.csv')
		expect(header).not.toContain('evil.html"')
		expect(header).toBe(`attachment; filename="kyc-a_;filename=_evil.html.csv"; filename*=UTF-8''kyc-a%22%3Bfilename%3D%22evil.html.csv`)
		expect(parse(header)).toEqual({ type: 'attachment', parameters: { filename: 'kyc-a";filename="evil.html.csv' } })
	})

	it('sends a name beyond Latin-1 as ASCII plus UTF-8, a header every client can read', () => {
		const header = contentDisposition('Āccount ✓.csv', 'inline')
		expect(header).toBe(`inline; filename="_ccount _.csv"; filename*=UTF-8''%C4%80ccount%20%E2%9C%93.csv`)
		expect(() => new Headers({ 'Content-Disposition': header })).not.toThrow()
	})

	it('leaves a plain name plain, and never sends an empty one', () => {
		expect(contentDisposition('trading-orders.csv')).toBe('attachment; filename=trading-orders.csv')
		expect(parse(contentDisposition('\u202E')).parameters.filename).toBe('download')
	})
})
