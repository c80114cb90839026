import { stringify } from 'csv-stringify/sync'

/**
 * CSV exports are written page by page as the provider answers, so an export
 * of a hundred thousand rows holds one page in memory, never the file.
 */

export type CsvColumn<T> = { header: string; value: (row: T) => string }

/** A plain decimal number: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/
/** What makes a spreadsheet read a cell as a formula (or hide one after a control character). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A cell a spreadsheet cannot run: text starting with = + - @ (or a tab or
 * carriage return) gets a leading single quote, so '=HYPERLINK(…)' typed as a
 * transfer's narration stays text. Plain numbers ('-1500.25') are left as
 * they are: they cannot be formulas, and an export of amounts must add up.
 */
export function csvSafeCell(value: string) {
	if (PLAIN_NUMBER.test(value)) return value
	return FORMULA_START.test(value) ? `'${value}` : value
}

/** One page of rows as CSV lines (the header line first when asked), every cell made safe. */
export function csvLines<T>(rows: T[], columns: CsvColumn<T>[], withHeader: boolean) {
	const records = rows.map((row) => columns.map((column) => csvSafeCell(column.value(row))))
	if (withHeader) records.unshift(columns.map((column) => csvSafeCell(column.header)))
	return records.length ? stringify(records, { record_delimiter: '\r\n' }) : ''
}

/**
 * The CSV text of every row of every page, one chunk per page as it arrives.
 * The header comes first even when there are no rows.
 */
export async function* csvChunks<T>(pages: AsyncIterable<T[]>, columns: CsvColumn<T>[]): AsyncGenerator<string> {
	let first = true
	for await (const rows of pages) {
		const text = csvLines(rows, columns, first)
		first = false
		if (text) yield text
	}
	if (first) yield csvLines([], columns, true)
}

/** A file name safe in a Content-Disposition header: letters, digits, dots and dashes. */
export function csvFileName(...parts: (string | undefined)[]) {
	const base = parts
		.filter((part): part is string => Boolean(part))
		.join('-')
		.toLowerCase()
		.replace(/[^a-z0-9.-]+/g, '-')
		.replace(/-{2,}/g, '-')
		.replace(/^-+|-+$/g, '')
	return `${base || 'export'}.csv`
}
