import { BATCH_MAX_BYTES, BATCH_MAX_ROWS, type BatchRowInput } from '#contract/payments/api.ts'
import { BULK_COLUMNS, BULK_MESSAGES } from '#app/lib/payments/labels.ts'
import { readCsvUpload } from '../csv-upload.server.ts'

/**
 * A bulk payout file read on the server by readCsvUpload, as the Compliance
 * batch files are (docs/decisions/090): size, content, records with their
 * lines. A cell starting with =, +, - or
 * @ (but a plain number) refuses the whole file (docs/decisions/100): a results CSV that gave it
 * back would run it as a formula in a spreadsheet, and no amount, id or
 * reference needs one. The rows themselves are judged by the provider.
 */

export type BulkFile = { ok: true; fileName: string; rows: Required<BatchRowInput>[] } | { ok: false; message: string }

const FORMULA = /^[=+\-@]/
/** A negative amount ('-3') is a number, not a formula (as csvSafeCell reads it): its row is refused with its reason instead. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/

export async function readBulkFile(file: File): Promise<BulkFile> {
	const read = await readCsvUpload(file, {
		maxBytes: BATCH_MAX_BYTES,
		maxRecordSize: 2_000,
		fallbackName: 'payouts.csv',
		messages: BULK_MESSAGES,
	})
	if (!read.ok) return read
	const { records } = read
	const formulaLines = records
		.filter(({ record }) => record.some((cell) => FORMULA.test(cell) && !PLAIN_NUMBER.test(cell)))
		.map(({ line }) => line)
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
		.map(({ record, line }) => ({
			line,
			beneficiaryId: cell(record, at.beneficiary_id).slice(0, 200),
			amount: cell(record, at.amount).slice(0, 200),
			currency: cell(record, at.currency).slice(0, 200),
			reference: cell(record, at.reference).slice(0, 1000),
		}))
	if (rows.length === 0) return { ok: false, message: BULK_MESSAGES.empty }
	if (rows.length > BATCH_MAX_ROWS) return { ok: false, message: BULK_MESSAGES.tooManyRows }
	return { ok: true, fileName: read.fileName, rows }
}
