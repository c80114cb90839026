import { CsvError, parse } from 'csv-parse/sync'
import { BATCH_MAX_BYTES, BATCH_MAX_ROWS, type BatchRowInput } from '#contract/payments/api.ts'
import { BULK_COLUMNS, BULK_MESSAGES } from '#app/lib/payments/labels.ts'

/**
 * A bulk payout file read on the server, as the Compliance batch files are
 * (docs/decisions/090): its size, its content (UTF-8 text, no NUL byte: a
 * spreadsheet, a PDF or an image is refused whatever its name says), then
 * its rows by csv-parse, each with its line. A cell starting with =, +, - or
 * @ (but a plain number) refuses the whole file (docs/decisions/100): a results CSV that gave it
 * back would run it as a formula in a spreadsheet, and no amount, id or
 * reference needs one. The rows themselves are judged by the provider.
 */

export type BulkFile = { ok: true; fileName: string; rows: Required<BatchRowInput>[] } | { ok: false; message: string }

const decoder = new TextDecoder('utf-8', { fatal: true })
const FORMULA = /^[=+\-@]/
/** A negative amount ('-3') is a number, not a formula (as csvSafeCell reads it): its row is refused with its reason instead. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/

function safeFileName(name: string) {
	const base = name.split(/[\\/]/).pop() ?? ''
	// eslint-disable-next-line no-control-regex -- dropping control characters is the point
	return base.replace(/[\x00-\x1F\x7F]/g, '').slice(0, 100) || 'payouts.csv'
}

export async function readBulkFile(file: File): Promise<BulkFile> {
	if (file.size === 0) return { ok: false, message: BULK_MESSAGES.fileRequired }
	if (file.size > BATCH_MAX_BYTES) return { ok: false, message: BULK_MESSAGES.tooLarge }
	let text: string
	try {
		text = decoder.decode(await file.arrayBuffer())
	} catch {
		return { ok: false, message: BULK_MESSAGES.notCsv }
	}
	if (text.includes('\0')) return { ok: false, message: BULK_MESSAGES.notCsv }
	let records: { record: string[]; info: { lines: number } }[]
	try {
		records = parse(text, {
			bom: true,
			info: true,
			trim: true,
			skip_empty_lines: true,
			relax_column_count: true,
			// A quote inside a bare cell ('=HYPERLINK("…")') is kept as text, so the formula check below names its line.
			relax_quotes: true,
			max_record_size: 2_000,
		}) as unknown as { record: string[]; info: { lines: number } }[]
	} catch (error) {
		if (error instanceof CsvError) return { ok: false, message: BULK_MESSAGES.unreadable(error.message) }
		throw error
	}
	const formulaLines = records
		.filter(({ record }) => record.some((cell) => FORMULA.test(cell) && !PLAIN_NUMBER.test(cell)))
		.map(({ info }) => info.lines)
	if (formulaLines.length) return { ok: false, message: BULK_MESSAGES.formula(formulaLines.slice(0, 5)) }
	const header = records[0]?.record.map((cell) => cell.toLowerCase().replace(/[\s-]+/g, '_'))
	if (!header) return { ok: false, message: BULK_MESSAGES.empty }
	const at = Object.fromEntries(BULK_COLUMNS.map((column) => [column, header.indexOf(column)])) as Record<
		(typeof BULK_COLUMNS)[number],
		number
	>
	if (at.beneficiary_id < 0 || at.amount < 0 || at.currency < 0) return { ok: false, message: BULK_MESSAGES.header }
	const cell = (record: string[], index: number) => (index >= 0 ? (record[index] ?? '') : '')
	const rows = records
		.slice(1)
		.filter(({ record }) => record.some((value) => value !== ''))
		.map(({ record, info }) => ({
			line: info.lines,
			beneficiaryId: cell(record, at.beneficiary_id).slice(0, 200),
			amount: cell(record, at.amount).slice(0, 200),
			currency: cell(record, at.currency).slice(0, 200),
			reference: cell(record, at.reference).slice(0, 1000),
		}))
	if (rows.length === 0) return { ok: false, message: BULK_MESSAGES.empty }
	if (rows.length > BATCH_MAX_ROWS) return { ok: false, message: BULK_MESSAGES.tooManyRows }
	return { ok: true, fileName: safeFileName(file.name), rows }
}
