/**
 * Dialogs are URLs: `?dialog=<name>` (with any parameters the dialog needs)
 * opens one, so a link can show it and it works without JavaScript (it
 * renders as a section of the page). These build the links in and out.
 */
export function withDialog(pathname: string, search: string, dialog: string, params: Record<string, string> = {}) {
	const next = new URLSearchParams(search)
	next.set('dialog', dialog)
	for (const [key, value] of Object.entries(params)) next.set(key, value)
	return `${pathname}?${next}`
}

/** The same page without the dialog (and without the dialog's own parameters). */
export function withoutDialog(pathname: string, search: string, dialogParams: readonly string[] = []) {
	const next = new URLSearchParams(search)
	next.delete('dialog')
	for (const key of dialogParams) next.delete(key)
	const rest = next.toString()
	return rest ? `${pathname}?${rest}` : pathname
}
