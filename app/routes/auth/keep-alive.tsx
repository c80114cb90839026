import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { requireUserSession } from '#app/server/auth.server.ts'

/**
 * The browser's 'still here': refuses an idle session like any page, and
 * otherwise only moves the idle window (done for every response, see
 * touchSessionHeaders in entry.server.tsx).
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireUserSession(request)
	return { ok: true }
}

export function loader() {
	return redirect('/')
}
