/**
 * What a spreadsheet runs as a formula when it opens a CSV (CSV injection):
 * a cell starting with =, +, - or @, also after spaces, or starting with a
 * tab or a carriage return (a spreadsheet may drop those and run the rest).
 * The files people upload (bulk payouts, compliance batches) are judged by
 * this one rule (docs/decisions/090, 100, 108).
 */
export const FORMULA_START = /^\s*[=+\-@\t\r]/

/**
 * Not formulas, though they start with - or +: a plain number ('-3'; a
 * spreadsheet reads it as a number) and a mobile number in international
 * form ('+254 712 345 678': digits and spaces call nothing). Only as typed,
 * with nothing before them.
 */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/
const PHONE_NUMBER = /^\+[\d ]+$/

/** Whether a spreadsheet would run this cell: FORMULA_START, but for a plain number or a mobile number. */
export function isFormulaCell(cell: string): boolean {
	return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) && !PHONE_NUMBER.test(cell)
}
