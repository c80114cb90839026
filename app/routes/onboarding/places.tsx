import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadPlaceLists } from '#app/server/onboarding/places.server.ts'
import { requireUser } from '#app/server/user.server.ts'

/** The location pickers' lists (?country=&state=), fetched by the pickers as a choice is made. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	const url = new URL(request.url)
	return loadPlaceLists(user, url.searchParams.get('country') ?? '', url.searchParams.get('state') ?? '')
}
