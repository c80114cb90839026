import { data, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { safeRedirect } from '#app/server/safe-redirect.server.ts'
import { serializeSidebarCollapsed } from '#app/server/shell/preferences.server.ts'

/**
 * Remembers the sidebar's state in a cookie. A plain form post (no
 * JavaScript) names the page to go back to; a fetcher post does not.
 */
export async function action({ request }: ActionFunctionArgs) {
	const form = await request.formData()
	const collapsed = form.get('collapsed') === 'true'
	const headers = { 'Set-Cookie': await serializeSidebarCollapsed(collapsed) }
	if (form.has('redirectTo')) return redirect(safeRedirect(form.get('redirectTo')), { headers })
	return data({ collapsed }, { headers })
}

export function loader() {
	return redirect('/')
}
