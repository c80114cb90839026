import { CsvError, parse } from 'csv-parse/sync'
import { cleanFileName } from '#contract/file-names.ts'

/**
 * An uploaded CSV file read on the server, whatever the browser checked (the
 * compliance batch files and the payment bulk files; docs/decisions/090):
 * its size, its content (UTF-8 text, no NUL byte: a spreadsheet, a PDF or an
 * image is refused whatever its name or type says), then its records by
 * csv-parse, each with its line. What the records mean, and each refusal's
 * words, are the caller's.
 */

export type CsvRecord = { record: string[]; line: number }
export type CsvUpload = { ok: true; fileName: string; records: CsvRecord[] } | { ok: false; message: string }
/** Each refusal in the caller's words. */
export type CsvUploadMessages = { fileRequired: string; tooLarge: string; notCsv: string; unreadable: (detail: string) => string }

const decoder = new TextDecoder('utf-8', { fatal: true })

export async function readCsvUpload(
	file: File,
	options: { maxBytes: number; maxRecordSize: number; fallbackName: string; messages: CsvUploadMessages },
): Promise<CsvUpload> {
	const { messages } = options
	if (file.size === 0) return { ok: false, message: messages.fileRequired }
	if (file.size > options.maxBytes) return { ok: false, message: messages.tooLarge }
	let text: string
	try {
		text = decoder.decode(await file.arrayBuffer())
	} catch {
		return { ok: false, message: messages.notCsv }
	}
	if (text.includes('\0')) return { ok: false, message: messages.notCsv }
	try {
		const records = parse(text, {
			bom: true,
			info: true,
			trim: true,
			skip_empty_lines: true,
			relax_column_count: true,
			// A quote inside a bare cell ('=HYPERLINK("…")') is kept as text: the caller judges the cell, with its line.
			relax_quotes: true,
			max_record_size: options.maxRecordSize,
		}) as unknown as { record: string[]; info: { lines: number } }[]
		return {
			ok: true,
			// Kept by the provider and shown back: no direction overrides or controls, at most 120 characters (record 108).
			fileName: cleanFileName(file.name, options.fallbackName),
			records: records.map(({ record, info }) => ({ record, line: info.lines })),
		}
	} catch (error) {
		if (error instanceof CsvError) return { ok: false, message: messages.unreadable(error.message) }
		throw error
	}
}
