import { isFormulaCell } from '#contract/csv-cells.ts'
import { BATCH_DETAIL_FIELDS, type BatchRowDetails, type BatchRowRead } from '#contract/payments/api.ts'
import { BATCH_MAX_BYTES, BATCH_MAX_ROWS } from '#contract/payments/limits.ts'
import { BULK_DETAIL_COLUMNS, BULK_MESSAGES, BULK_PAYMENT_COLUMNS } from '#app/lib/payments/labels.ts'
import { readCsvUpload } from '../csv-upload.server.ts'

/**
 * A bulk payout file read on the server by readCsvUpload, as the Compliance
 * batch files are (docs/decisions/090): size, content, records with their
 * lines. A cell a spreadsheet would run (=, +, - or @ first, also after
 * spaces, a tab or a carriage return; but a plain number, or a phone number
 * in international form: isFormulaCell, contract/csv-cells.ts) refuses the whole file
 * (docs/decisions/100): a results CSV that gave it back would run it as a
 * formula in a spreadsheet, and no amount, id, name or reference needs one.
 * Each row names a beneficiary by id or gives the account's details (record
 * 104); the rows themselves are judged by the provider.
 */

export type BulkFile = { ok: true; fileName: string; rows: BatchRowRead[] } | { ok: false; message: string }

export async function readBulkFile(file: File): Promise<BulkFile> {
	const read = await readCsvUpload(file, {
		maxBytes: BATCH_MAX_BYTES,
		maxRecordSize: 2_000,
		fallbackName: 'payouts.csv',
		messages: BULK_MESSAGES,
	})
	if (!read.ok) return read
	const { records } = read
	const formulaLines = records.filter(({ record }) => record.some(isFormulaCell)).map(({ line }) => line)
	if (formulaLines.length) return { ok: false, message: BULK_MESSAGES.formula(formulaLines.slice(0, 5)) }
	const header = records[0]?.record.map((cell) => cell.toLowerCase().replace(/[\s-]+/g, '_'))
	if (!header) return { ok: false, message: BULK_MESSAGES.empty }
	const at = (column: string) => header.indexOf(column)
	const details = BATCH_DETAIL_FIELDS.map((field) => [field, at(BULK_DETAIL_COLUMNS[field])] as const).filter(([, index]) => index >= 0)
	const column = Object.fromEntries(BULK_PAYMENT_COLUMNS.map((name) => [name, at(name)])) as Record<
		(typeof BULK_PAYMENT_COLUMNS)[number],
		number
	>
	if (column.amount < 0 || column.currency < 0 || (column.beneficiary_id < 0 && details.length === 0))
		return { ok: false, message: BULK_MESSAGES.header }
	const cell = (record: string[], index: number, max = 200) => (index >= 0 ? (record[index] ?? '').slice(0, max) : '')
	const detailsOf = (record: string[]): BatchRowDetails | undefined => {
		const typed = details.map(([field, index]) => [field, cell(record, index)] as const).filter(([, value]) => value.trim() !== '')
		return typed.length ? Object.fromEntries(typed) : undefined
	}
	const rows = records
		.slice(1)
		.filter(({ record }) => record.some((value) => value !== ''))
		.map(({ record, line }) => ({
			line,
			beneficiaryId: cell(record, column.beneficiary_id),
			beneficiary: detailsOf(record),
			amount: cell(record, column.amount),
			currency: cell(record, column.currency),
			reference: cell(record, column.reference, 1000),
		}))
	if (rows.length === 0) return { ok: false, message: BULK_MESSAGES.empty }
	if (rows.length > BATCH_MAX_ROWS) return { ok: false, message: BULK_MESSAGES.tooManyRows }
	return { ok: true, fileName: read.fileName, rows }
}
