import { create } from 'content-disposition'
import { cleanFileName } from './file-names.ts'

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
