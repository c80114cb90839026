import { z } from 'zod'

/**
 * File names given with an upload (docs/decisions/108): both programs clean
 * one before keeping it, and every download's name is cleaned the same way
 * (contract/downloads.ts). Browser-safe.
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
 * A file name in a request: cleaned (cleanFileName) rather than refused, as
 * the person chose the name, not the program sending it; `fallback` when
 * absent or nothing is left (undefined: stays absent).
 */
export const fileNameSchema = <F extends string | undefined>(fallback: F) =>
	z.preprocess(
		(value) => (typeof value === 'string' ? cleanFileName(value, '') || fallback : (value ?? fallback)),
		fallback === undefined
			? z.string({ invalid_type_error: 'The file name must be text' }).optional()
			: z.string({ invalid_type_error: 'The file name must be text' }),
	) as z.ZodType<F extends string ? string : string | undefined, z.ZodTypeDef, unknown>
