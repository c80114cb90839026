import type { TableChecks } from '#contract/fiat/beneficiary-rules.ts'

/**
 * The IBAN, BIC and mobile number checks in the browser: ibantools and
 * libphonenumber-js's numbering plans weigh more than a page's whole share
 * of the 100 KB budget (record 113; `npm run bench`, section (i)), and only a form
 * with one of those fields uses them. So the form loads them when such a
 * field is first focused (a dynamic import, its own chunk), and checks them
 * from then on; before, and with JavaScript off, the server's check after
 * the post says what is wrong, in the same words.
 */

/** Fields whose check needs the tables. */
export const TABLE_CHECK_FIELDS: ReadonlySet<string> = new Set(['iban', 'bic', 'mobileNumber'])

let loaded: TableChecks | null = null
let loading: Promise<TableChecks> | null = null

/** The checks when this page has loaded them, else null. */
export const loadedTableChecks = () => loaded

/** Loads the checks once per page. */
export function loadTableChecks(): Promise<TableChecks> {
	loading ??= import('#contract/fiat/account-checks.ts').then((module) => (loaded = module))
	return loading
}
