import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import { readWalletsQuery, subWalletFormSchema } from './all-wallets-schemas.ts'
import { WALLET_COLUMNS, walletsHref } from './all-wallets.ts'

describe('the all-wallets URL', () => {
	test('reads search, kind (any case), asset and cursor, and writes them back without the empty ones', () => {
		const query = readWalletsQuery(new URLSearchParams('q=%20ada%20&kind=sub&asset=usdt&lek=abc'))
		expect(query).toEqual({ filters: { q: 'ada', kind: 'SUB', asset: 'USDT' }, lek: 'abc', errors: [], selectsNothing: false })
		expect(walletsHref('/w', query.filters, query.lek)).toBe('/w?q=ada&kind=SUB&asset=USDT&lek=abc')
		expect(walletsHref('/w', {})).toBe('/w')
	})

	test('drops each field it cannot read, says why in the words of the form, and keeps the rest @bad-input', () => {
		const query = readWalletsQuery(new URLSearchParams(`kind=BOGUS&asset=DOGE&lek=${'z'.repeat(600)}&q=ok`))
		expect(query.filters).toEqual({ q: 'ok' })
		expect(query.lek).toBeUndefined()
		expect(query.errors).toEqual([
			'Kind must be one of Main wallet, Sub-wallet',
			'DOGE is not a supported crypto asset',
			'Invalid page cursor: open the list from its first page',
		])
		expect(query.selectsNothing).toBe(false)
	})

	test('a search it cannot read selects nothing rather than everything @bad-input', () => {
		const query = readWalletsQuery(new URLSearchParams({ q: 'x'.repeat(101) }))
		expect(query).toMatchObject({ filters: {}, selectsNothing: true, errors: ['Search must be at most 100 characters'] })
	})
})

describe('the create sub-wallet form', () => {
	const parse = (fields: Record<string, string>) => {
		const form = new FormData()
		for (const [name, value] of Object.entries(fields)) form.set(name, value)
		return parseWithZod(form, { schema: subWalletFormSchema })
	}

	test('takes an asset in any case and trims the text', () => {
		const parsed = parse({ asset: 'usdt', label: ' Ada ', customerReference: ' C-1 ' })
		expect(parsed.status === 'success' && parsed.value).toEqual({ asset: 'USDT', label: 'Ada', customerReference: 'C-1' })
	})

	test('names every wrong field with its message @bad-input', () => {
		const parsed = parse({ asset: 'DOGE', label: '', customerReference: 'r'.repeat(65) })
		expect(parsed.reply().error).toEqual({
			asset: ['DOGE is not a supported crypto asset'],
			label: ['Label is required'],
			customerReference: ['Customer reference must be at most 64 characters'],
		})
		expect(parse({ asset: 'BTC', label: 'x'.repeat(5_000), customerReference: 'R' }).reply().error).toEqual({
			label: ['Label must be at most 80 characters'],
		})
	})
})

test('the CSV columns give exact amounts and every address', () => {
	const row = {
		id: 'wal_1',
		asset: 'USDT',
		kind: 'SUB',
		label: 'Ada',
		customerReference: 'C-1',
		balance: '150.000000',
		pending: '0.000000',
		usdValue: '150.00',
		price: '1.00',
		networks: [
			{ network: 'ETH', address: '0xabc', balance: '0', pending: '0', requiredConfirmations: 12 },
			{ network: 'TRON', address: 'Tabc', balance: '0', pending: '0', requiredConfirmations: 19 },
		],
		createdAt: '2026-01-01T00:00:00.000Z',
	} as const
	expect(WALLET_COLUMNS.map((column) => column.value(structuredClone(row) as never))).toEqual([
		'Sub-wallet',
		'USDT',
		'Ada',
		'C-1',
		'150.000000',
		'0.000000',
		'150.00',
		'ETH: 0xabc; TRON: Tabc',
		'2026-01-01T00:00:00.000Z',
		'wal_1',
	])
})
