import { contentDisposition } from '#contract/downloads.ts'
import { getDocumentFile } from '../provider/onboarding.server.ts'
import type { User } from '../user.server.ts'

/** A document id as the provider makes them; anything else is not asked for. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/

/** `inline; filename="…"; filename*=UTF-8''…`: the plain name in printable ASCII, the exact one encoded. */
/**
 * The signed-in owner's uploaded onboarding document, opened in the browser. The provider serves a document
 * only to the token that uploaded it, so another integrator's id, a removed one or a made-up one is a 404.
 * The file is never sniffed, cached or run as a page.
 */
export async function documentFileResponse(request: Request, user: User, id: string) {
	const file = DOCUMENT_ID.test(id) ? await getDocumentFile(request, user.session.accessToken, id) : null
	if (!file) throw new Response('Not found', { status: 404 })
	return new Response(file.bytes, {
		headers: {
			'Content-Type': file.contentType,
			'Content-Disposition': contentDisposition(file.filename, 'inline'),
			'Content-Length': String(file.bytes.byteLength),
			'X-Content-Type-Options': 'nosniff',
			'Cache-Control': 'private, no-store',
			'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
		},
	})
}
