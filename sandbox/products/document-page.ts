import { escapeHtml } from '../http/html.ts'
import type { DocumentDefinition } from './operational-documents.ts'
import { SERVICE_TITLES } from './service-names.ts'

const STYLE = `body { font: 16px/1.6 system-ui, sans-serif; max-width: 42rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; }
.meta { color: #555; }
.summary { border-left: 4px solid #ccc; padding-left: .75rem; }`

function page(title: string, body: string) {
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${STYLE}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

/**
 * GET /sandbox/documents/{id}: an operational document's sample terms as a
 * plain page (no JavaScript). The real provider hosts its own documents.
 */
export function renderDocumentPage(document: DocumentDefinition) {
	const paragraphs = document.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')
	return page(
		`${document.title} (version ${document.version})`,
		`<h1>${escapeHtml(document.title)}</h1>
<p class="meta">${escapeHtml(SERVICE_TITLES[document.service].name)} service · version ${escapeHtml(document.version)} · sample terms from the sandbox provider, not a real agreement</p>
<p class="summary">${escapeHtml(document.summary)}</p>
${paragraphs}`,
	)
}

export function renderDocumentNotFoundPage(id: string) {
	return page('Document not found', `<h1>Document not found</h1>\n<p>There is no operational document with the id ${escapeHtml(id)}.</p>`)
}
