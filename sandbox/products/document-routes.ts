import { Hono } from 'hono'
import type { AppEnv } from '../http/app-env.ts'
import { renderDocumentNotFoundPage, renderDocumentPage } from './document-page.ts'
import { findDocument } from './operational-documents.ts'

/**
 * /sandbox/documents/{id}: the full text behind each operational document's
 * `url` (no JavaScript, no token needed). The real provider hosts its own.
 */
export function documentRoutes() {
	const app = new Hono<AppEnv>()

	app.get('/documents/:id', (c) => {
		c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
		const id = c.req.param('id')
		const document = findDocument(id)
		return document ? c.html(renderDocumentPage(document)) : c.html(renderDocumentNotFoundPage(id), 404)
	})

	return app
}
