import { DOCUMENT_MAX_BYTES, DOCUMENT_SIZE_MESSAGE } from '#contract/onboarding/document-rules.ts'
import { DOCUMENT_NAMES, type DocumentName } from '#contract/onboarding/options.ts'

const isDocumentName = (value: string): value is DocumentName => (DOCUMENT_NAMES as readonly string[]).includes(value)

/**
 * The browser's check of a chosen file, before anything is sent: the same
 * check the dashboard's action and the provider run (type by content, the
 * name's extension, size). Too big is known without reading the file.
 * The content check (file-type) loads when a file is chosen, not with the
 * page: it weighs more than a page's share of its JavaScript budget
 * (docs/decisions/113-light-pages.md; `npm run bench`, section (i), names
 * the heaviest chunks).
 */
export async function checkDocumentInBrowser(file: File, name: string): Promise<{ ok: true } | { ok: false; message: string }> {
	if (file.size > DOCUMENT_MAX_BYTES) return { ok: false, message: DOCUMENT_SIZE_MESSAGE }
	const [{ checkDocumentBytes }, buffer] = await Promise.all([import('#contract/onboarding/document-check.ts'), file.arrayBuffer()])
	const check = await checkDocumentBytes(new Uint8Array(buffer), {
		name: isDocumentName(name) ? name : undefined,
		filename: file.name,
	})
	return check.ok ? { ok: true } : { ok: false, message: check.message }
}
