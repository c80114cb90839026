import { WALLET_BATCH_MAX_ROWS } from '#contract/compliance/screening-checks.ts'
import type { BatchRow } from '#contract/compliance/screening.ts'
import { detectNetwork } from '#contract/wallets/addresses.ts'
import { BATCH_FILE_MAX_BYTES, BATCH_MESSAGES } from '#app/lib/compliance/batch.ts'
import { readCsvUpload } from '../csv-upload.server.ts'

/**
 * A batch file read on the server (app/lib/compliance/batch.ts), whatever
 * the browser checked, by readCsvUpload (size, content, records with their
 * lines), its columns found by the header. Rows are not judged here:
 * the provider checks each one with the contract's rule (checkBatchRow:
 * formula cells, network, address and checksum) and lists the bad ones.
 */

export type BatchFile = { ok: true; fileName: string; rows: BatchRow[] } | { ok: false; message: string }

export async function readBatchFile(file: File): Promise<BatchFile> {
	const read = await readCsvUpload(file, {
		maxBytes: BATCH_FILE_MAX_BYTES,
		maxRecordSize: 1_000,
		fallbackName: 'addresses.csv',
		messages: BATCH_MESSAGES,
	})
	if (!read.ok) return read
	const { records } = read
	const header = records[0]?.record.map((cell) => cell.toLowerCase())
	const hasHeader = header !== undefined && header.includes('address')
	const networkAt = hasHeader ? header.indexOf('network') : 0
	const addressAt = hasHeader ? header.indexOf('address') : 1
	const rows = (hasHeader ? records.slice(1) : records)
		.filter(({ record }) => record.some((cell) => cell !== ''))
		.map(({ record, line }): BatchRow => {
			// A line with the address alone: its network from its shape (an unknown shape leaves it empty, said on the row).
			if (record.length === 1 && !hasHeader) return { line, network: detectNetwork(record[0]!) ?? '', address: record[0]! }
			const address = record[addressAt] ?? ''
			// No network given (no such column, or the cell left empty): the one its shape shows.
			const network = (networkAt >= 0 ? record[networkAt] : '') || (detectNetwork(address) ?? '')
			return { line, network: network.slice(0, 200), address: address.slice(0, 200) }
		})
	if (rows.length === 0) return { ok: false, message: BATCH_MESSAGES.empty }
	if (rows.length > WALLET_BATCH_MAX_ROWS) return { ok: false, message: BATCH_MESSAGES.tooManyRows }
	return { ok: true, fileName: read.fileName, rows }
}
