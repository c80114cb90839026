import type { LoaderFunctionArgs } from '@remix-run/node'
import { documentFileResponse } from '#app/server/onboarding/document-file.server.ts'
import { requireUser } from '#app/server/user.server.ts'

/** An uploaded onboarding document, opened by its owner from the documents step or the summary: the file, no page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return documentFileResponse(request, user, params.documentId ?? '')
}
