import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { requireAnonymous } from '#app/server/auth.server.ts'
import { buttonClass } from '#app/ui/kit/button.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Verification successful' }

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return null
}

export default function VerificationSuccessfulPage() {
	return (
		<div className="flex flex-col items-center gap-4 text-center">
			<span className="flex size-12 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700" aria-hidden="true">
				✓
			</span>
			<h2 className="text-2xl font-bold">Verification successful</h2>
			<p className="text-gray-600">Your e-mail address is verified. Log in to continue.</p>
			<Link to="/auth/login" className={buttonClass('primary', 'w-full')}>
				Log in
			</Link>
		</div>
	)
}
