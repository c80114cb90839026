import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { IDLE_LOGOUT_TOAST, logout } from '#app/server/auth.server.ts'

/**
 * Logging out is a POST (no state change on GET). The
 * inactivity timer posts `reason=inactivity` to say why.
 */
export async function action({ request }: ActionFunctionArgs) {
	const form = await request.formData()
	return logout(request, { toast: form.get('reason') === 'inactivity' ? IDLE_LOGOUT_TOAST : undefined })
}

export function loader() {
	return redirect('/')
}
