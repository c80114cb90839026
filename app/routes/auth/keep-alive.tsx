import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { getUserSession } from '#app/server/auth.server.ts'
import { requireUser } from '#app/server/user.server.ts'

/**
 * The browser's 'still here'. Only a live session is kept alive: without one
 * (logged out, idle, expired) it is a 401, and so is a session whose token
 * the provider no longer takes (a cookie copied before a logout): asking the
 * provider is what tells. The idle window moves for every response (see
 * touchSessionHeaders in entry.server.tsx).
 */
export async function action({ request, context }: ActionFunctionArgs) {
	// A resource route: Responses, as data() keeps its status only for route modules with a UI.
	if (!(await getUserSession(request))) return Response.json({ ok: false }, { status: 401 })
	try {
		await (
			await requireUser(request, context)
		).profile
	} catch (error) {
		// A refused token logged the session out (a redirect that clears the cookie): pass the clearing on, answer 401.
		if (error instanceof Response && error.status >= 300 && error.status < 400) {
			const cookie = error.headers.get('Set-Cookie')
			return Response.json({ ok: false }, { status: 401, headers: cookie ? { 'Set-Cookie': cookie } : {} })
		}
		throw error
	}
	return Response.json({ ok: true })
}

export function loader() {
	return redirect('/')
}
