import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { handleVerify } from '#app/server/auth/actions.server.ts'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Verify login' }

/**
 * The target of the e-mailed login link. With a token it logs in (or
 * explains why not); without one it says so (DESIGN.md §8.7).
 */
export async function loader({ request }: LoaderFunctionArgs) {
	if (!new URL(request.url).searchParams.get('token')) return data({ missingToken: true }, { status: 400 })
	return handleVerify(request)
}

export default function VerifyPage() {
	return (
		<div className="flex flex-col gap-4 text-center">
			<h2 className="text-2xl font-bold">This login link is incomplete</h2>
			<p className="text-gray-600">
				The link has no token. Open the link from your e-mail exactly as it was sent, or ask for a new one.
			</p>
			<Link to="/auth/login" className="font-semibold text-brand-700 hover:underline">
				Go to login
			</Link>
		</div>
	)
}
