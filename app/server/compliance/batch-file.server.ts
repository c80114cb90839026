import { CsvError, parse } from 'csv-parse/sync'
import type { BatchRow } from '#contract/compliance/screening.ts'
import { WALLET_BATCH_MAX_ROWS } from '#contract/compliance/screening.ts'
import { detectNetwork } from '#contract/wallets/addresses.ts'
import { BATCH_FILE_MAX_BYTES, BATCH_MESSAGES } from '#app/lib/compliance/batch.ts'

/**
 * A batch file read on the server (app/lib/compliance/batch.ts), whatever
 * the browser checked: its size, its content (UTF-8 text, no NUL byte: a
 * spreadsheet, a PDF or an image is refused whatever its name or type says),
 * then its rows by csv-parse, each with its line. Rows are not judged here:
 * the provider checks each one with the contract's rule (checkBatchRow:
 * formula cells, network, address and checksum) and lists the bad ones.
 */

export type BatchFile = { ok: true; fileName: string; rows: BatchRow[] } | { ok: false; message: string }

const decoder = new TextDecoder('utf-8', { fatal: true })

/** A file name as the provider keeps it: its last path part, printable, at most 100 characters. */
function safeFileName(name: string) {
	const base = name.split(/[\\/]/).pop() ?? ''
	// eslint-disable-next-line no-control-regex -- dropping control characters is the point
	return base.replace(/[\x00-\x1F\x7F]/g, '').slice(0, 100) || 'addresses.csv'
}

export async function readBatchFile(file: File): Promise<BatchFile> {
	if (file.size === 0) return { ok: false, message: BATCH_MESSAGES.fileRequired }
	if (file.size > BATCH_FILE_MAX_BYTES) return { ok: false, message: BATCH_MESSAGES.tooLarge }
	let text: string
	try {
		text = decoder.decode(await file.arrayBuffer())
	} catch {
		return { ok: false, message: BATCH_MESSAGES.notCsv }
	}
	if (text.includes('\0')) return { ok: false, message: BATCH_MESSAGES.notCsv }
	let records: { record: string[]; info: { lines: number } }[]
	try {
		records = parse(text, {
			bom: true,
			info: true,
			trim: true,
			skip_empty_lines: true,
			relax_column_count: true,
			// A quote inside a bare cell ('=HYPERLINK("…")') is kept as text: the row is judged, not the whole file.
			relax_quotes: true,
			max_record_size: 1_000,
		}) as unknown as { record: string[]; info: { lines: number } }[]
	} catch (error) {
		if (error instanceof CsvError) return { ok: false, message: BATCH_MESSAGES.unreadable(error.message) }
		throw error
	}
	const header = records[0]?.record.map((cell) => cell.toLowerCase())
	const hasHeader = header !== undefined && header.includes('address')
	const networkAt = hasHeader ? header.indexOf('network') : 0
	const addressAt = hasHeader ? header.indexOf('address') : 1
	const rows = (hasHeader ? records.slice(1) : records)
		.filter(({ record }) => record.some((cell) => cell !== ''))
		.map(({ record, info }): BatchRow => {
			// A line with the address alone: its network from its shape (an unknown shape leaves it empty, said on the row).
			if (record.length === 1 && !hasHeader) return { line: info.lines, network: detectNetwork(record[0]!) ?? '', address: record[0]! }
			const address = record[addressAt] ?? ''
			// No network given (no such column, or the cell left empty): the one its shape shows.
			const network = (networkAt >= 0 ? record[networkAt] : '') || (detectNetwork(address) ?? '')
			return { line: info.lines, network: network.slice(0, 200), address: address.slice(0, 200) }
		})
	if (rows.length === 0) return { ok: false, message: BATCH_MESSAGES.empty }
	if (rows.length > WALLET_BATCH_MAX_ROWS) return { ok: false, message: BATCH_MESSAGES.tooManyRows }
	return { ok: true, fileName: safeFileName(file.name), rows }
}
