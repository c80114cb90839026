import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { loadVerify } from '#app/server/auth/verify.server.ts'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Verify login' }

/**
 * The target of the e-mailed login link. With a token it logs in (or
 * explains why not); without one it says so.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	return loadVerify(request)
}

export default function VerifyPage() {
	return (
		<div className="flex flex-col gap-4 text-center">
			<h2 className="text-2xl font-bold">This login link is incomplete</h2>
			<p className="text-gray-600">The link has no token. Open the link from your e-mail exactly as it was sent, or ask for a new one.</p>
			<Link to="/auth/login" className="font-semibold text-brand-700 hover:underline">
				Go to login
			</Link>
		</div>
	)
}
