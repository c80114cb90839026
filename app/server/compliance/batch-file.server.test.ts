import { describe, expect, it } from 'vitest'
import { TEST_ADDRESSES } from '#contract/compliance/test-values.ts'
import { readBatchFile } from './batch-file.server.ts'

const file = (content: BlobPart, name = 'batch.csv') => new File([content], name, { type: 'text/csv' })
const rowsOf = async (content: string) => {
	const read = await readBatchFile(file(content))
	if (!read.ok) throw new Error(read.message)
	return read.rows
}

describe('a batch file read on the server', () => {
	const { low, high } = TEST_ADDRESSES
	it('reads network,address with or without a header (any case, any order), each row with its line', async () => {
		expect(await rowsOf(`network,address\nETH,${low.ETH.address}\n\nBTC,${low.BTC.address}\n`)).toEqual([
			{ line: 2, network: 'ETH', address: low.ETH.address },
			{ line: 4, network: 'BTC', address: low.BTC.address },
		])
		expect(await rowsOf(`\uFEFFAddress\n${high.TRON.address}\n`)).toEqual([{ line: 2, network: 'TRON', address: high.TRON.address }])
		expect(await rowsOf(`ADDRESS,NETWORK\r\n${low.ETH.address},eth\r\n`)).toEqual([{ line: 2, network: 'eth', address: low.ETH.address }])
		expect(await rowsOf(`TRON,${low.TRON.address}`)).toEqual([{ line: 1, network: 'TRON', address: low.TRON.address }])
	})

	it('takes the network from the address when the line gives none, and keeps a formula cell as text for its row to be refused @bad-input', async () => {
		expect(await rowsOf(`${low.BTC.address}\n,${high.ETH.address}\nETH,=HYPERLINK("http://evil.example")\n`)).toEqual([
			{ line: 1, network: 'BTC', address: low.BTC.address },
			{ line: 2, network: 'ETH', address: high.ETH.address },
			{ line: 3, network: 'ETH', address: '=HYPERLINK("http://evil.example")' },
		])
	})

	it('refuses an empty file, a file that is not text, and a name is kept without its path or control characters @bad-input', async () => {
		expect(await readBatchFile(file(''))).toEqual({ ok: false, message: 'Choose a CSV file of addresses' })
		expect(await readBatchFile(file('network,address\n'))).toEqual({ ok: false, message: 'The file has no addresses' })
		expect(await readBatchFile(file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])))).toMatchObject({
			ok: false,
			message: expect.stringMatching(/^This is not a CSV file/),
		})
		expect(await readBatchFile(file('ETH,\u0000'))).toMatchObject({ ok: false, message: expect.stringMatching(/^This is not a CSV file/) })
		expect(await readBatchFile(file(`ETH,${low.ETH.address}`, 'C:\\Users\\me\\list\u0007.csv'))).toMatchObject({
			ok: true,
			fileName: 'list.csv',
		})
	})
})
