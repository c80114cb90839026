import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { serializeSidebarCollapsed } from '#app/server/preferences.server.ts'
import { safeRedirect } from '#app/server/safe-redirect.server.ts'

/** Remembers the sidebar's state in a cookie, then goes back to the page. */
export async function action({ request }: ActionFunctionArgs) {
	const form = await request.formData()
	const collapsed = form.get('collapsed') === 'true'
	return redirect(safeRedirect(form.get('redirectTo')), {
		headers: { 'Set-Cookie': await serializeSidebarCollapsed(collapsed) },
	})
}

export function loader() {
	return redirect('/')
}
