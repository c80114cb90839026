import { describe, expect, it } from 'vitest'
import { INVALID_CURSOR_MESSAGE } from '#contract/money/paging.ts'
import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused, withClock } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { moneyIntegrator, type MoneyIntegrator } from './test-client.ts'

type Item = { id: string; amount: string }

describe.each(sandboxBackends())('ledger: paging by lek on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	/** `count` deposits of 1, 2, 3 … NGN, a millisecond or more apart. */
	async function withDeposits(count: number) {
		const me = await moneyIntegrator(sandbox, clock)
		for (let index = 1; index <= count; index++) expect((await me.deposit('NGN', String(index))).status).toBe(201)
		return me
	}
	const entriesPath = async (me: MoneyIntegrator, query: string) => `/integrator/v1/ledger/transactions?accountId=${(await me.funding('NGN')).id}&${query}`

	it('pages forward with nothing skipped or repeated while new rows arrive, and back again', async () => {
		const me = await withDeposits(25)
		const base = await entriesPath(me, 'limit=10')
		const first = (await me.get(base)).json.data
		expect(first.prevLek).toBeNull()
		expect(first.items.map((item: Item) => item.amount)).toEqual(Array.from({ length: 10 }, (_, i) => `${25 - i}.00`))
		// Three new deposits arrive between pages: they go on top, not into the pages still to read.
		for (const amount of ['100', '101', '102']) await me.deposit('NGN', amount)
		const second = (await me.get(`${base}&lek=${first.lek}`)).json.data
		const third = (await me.get(`${base}&lek=${second.lek}`)).json.data
		expect(third.lek).toBeNull()
		const seen = [...first.items, ...second.items, ...third.items].map((item: Item) => item.amount)
		expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `${25 - i}.00`))

		// Back from the third page: the second page again, exactly.
		const back = (await me.get(`${base}&lek=${third.prevLek}`)).json.data
		expect(back.items).toEqual(second.items)
		// Back again: the first page as it was read; the new rows are above it.
		const before = (await me.get(`${base}&lek=${back.prevLek}`)).json.data
		expect(before.items).toEqual(first.items)
		// And back once more reaches the top: the first page as it is now, full.
		const top = (await me.get(`${base}&lek=${before.prevLek}`)).json.data
		expect(top.prevLek).toBeNull()
		expect(top.items.map((item: Item) => item.amount).slice(0, 4)).toEqual(['102.00', '101.00', '100.00', '25.00'])
		expect(top.items).toHaveLength(10)
	})

	it('pages every list the same way', async () => {
		const me = await withDeposits(5)
		for (const list of ['/integrator/v1/topups', '/integrator/v1/transactions', '/integrator/v1/ledger/accounts']) {
			const first = (await me.get(`${list}?limit=2`)).json.data
			const second = (await me.get(`${list}?limit=2&lek=${first.lek}`)).json.data
			expect(second.items).toHaveLength(2)
			expect(second.items.some((item: Item) => first.items.some((seen: Item) => seen.id === item.id))).toBe(false)
			expect((await me.get(`${list}?limit=2&lek=${second.prevLek}`)).json.data.items).toEqual(first.items)
		}
	})

	it('refuses a forged, edited or borrowed lek with 400', async () => {
		const me = await withDeposits(3)
		const other = await withDeposits(3)
		const path = await entriesPath(me, 'limit=1')
		const { lek } = (await me.get(path)).json.data as { lek: string }
		const [payload, signature] = lek.split('.') as [string, string]
		const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString())
		const forged = Buffer.from(JSON.stringify({ ...decoded, k: ['2000-01-01T00:00:00.000Z', '1'] })).toString('base64url')
		const otherLek = (await other.get(await entriesPath(other, 'limit=1'))).json.data.lek as string
		const topupsLek = (await me.get('/integrator/v1/topups?limit=1')).json.data.lek as string
		for (const bad of [`${forged}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, 'garbage', `${payload}`, otherLek, topupsLek, 'x'.repeat(600)]) {
			expectRefused(await me.get(`${path}&lek=${encodeURIComponent(bad)}`), 400, { message: INVALID_CURSOR_MESSAGE })
		}
		expectRefused(await me.get(`/integrator/v1/topups?lek=${encodeURIComponent(otherLek)}`), 400, { code: MONEY_ERROR_CODES.invalidCursor, field: 'lek' })
	})

	it('a big limit reads everything in few pages (the CSV export)', async () => {
		const me = await withDeposits(12)
		const page = (await me.get(await entriesPath(me, 'limit=1000'))).json.data
		expect(page.items).toHaveLength(12)
		expect(page.lek).toBeNull()
	})
})
