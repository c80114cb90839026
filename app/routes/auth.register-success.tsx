import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireAnonymous } from '#app/server/auth.server.ts'
import { commitSession, getSession } from '#app/server/session.server.ts'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Account created' }

/** Only right after a sign-up (a flash value); otherwise login (SPEC.md §2). */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	const session = await getSession(request)
	const email = session.get('registeredEmail')
	if (!email) throw redirect('/auth/login')
	return data({ email }, { headers: { 'Set-Cookie': await commitSession(session) } })
}

export default function RegisterSuccessPage() {
	const { email } = useLoaderData<typeof loader>()
	return (
		<div className="flex flex-col gap-4 text-center">
			<h2 className="text-2xl font-bold">Your account is ready</h2>
			<p className="text-gray-600">
				We sent a login link to <strong className="text-ink">{email}</strong>. Open it within 15 minutes to log in for the first time.
			</p>
			<Link to="/auth/login" className="text-sm font-semibold text-brand-700 hover:underline">
				Didn&apos;t get it? Ask for a new link
			</Link>
		</div>
	)
}
