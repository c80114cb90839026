import { create } from 'content-disposition'

/**
 * File names, as kept and as sent back (docs/decisions/108): both programs
 * clean a name given with an upload before keeping it, and every download's
 * `Content-Disposition` is built here, from a name that may have come from
 * anyone (a URL's filter, an uploaded file).
 */

/** The longest file name kept, in characters; a longer one is cut before its extension. */
export const FILE_NAME_MAX = 120
/** The longest extension kept whole when a name is cut ('.csv', '.jpeg'). */
const EXTENSION_MAX = 10

/**
 * Characters a file name never keeps: C0 and C1 controls, and the marks and
 * overrides that change the direction text is shown in (a name shown as
 * 'invoice_fdp.exe' that is 'invoice_exe.pdf', or the reverse).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/g

/**
 * A file name as it may be kept and shown: its last path part, without the
 * characters above, trimmed, at most FILE_NAME_MAX characters with its
 * extension kept; `fallback` when nothing is left.
 */
export function cleanFileName(name: string, fallback: string): string {
	const base = (name.split(/[\\/]/).pop() ?? '').replace(UNSAFE, '').trim()
	if (!base) return fallback
	const characters = Array.from(base)
	if (characters.length <= FILE_NAME_MAX) return base
	const dot = base.lastIndexOf('.')
	const extension = dot > 0 && base.length - dot <= EXTENSION_MAX ? base.slice(dot) : ''
	const stem = Array.from(base.slice(0, base.length - extension.length))
	return (
		stem
			.slice(0, FILE_NAME_MAX - extension.length)
			.join('')
			.trim() + extension
	)
}

/**
 * The `Content-Disposition` of a download: the cleaned name in `filename*`
 * (RFC 5987, UTF-8, percent-encoded) whenever it is not plain ASCII, and an
 * ASCII `filename` for older clients with every other character, and the
 * quote and backslash, replaced by '_'. Nothing a name holds can end the
 * parameter or add another. Built by `content-disposition` (jshttp).
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
	const name = cleanFileName(fileName, 'download')
	const fallback = name.replace(/[^\x20-\x7E]|["\\]/g, '_')
	return create(name, { type, fallback })
}
