import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireAnonymous } from '#app/server/auth.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { commitSession, getSession } from '#app/server/session.server.ts'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Check your e-mail' }

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	const session = await getSession(request)
	const email = session.get('loginLinkSentTo') ?? null
	const env = getEnv()
	// On the embedded sandbox no e-mail leaves the machine: point at its mailbox.
	const mailboxUrl = env.EMBEDDED_SANDBOX && env.SANDBOX_PUBLIC_URL ? mailboxLink(env.SANDBOX_PUBLIC_URL, email) : null
	return data({ email, mailboxUrl }, { headers: { 'Set-Cookie': await commitSession(session) } })
}

function mailboxLink(base: string, email: string | null) {
	const url = new URL('/sandbox/mailbox', base)
	if (email) url.searchParams.set('to', email)
	return url.toString()
}

export default function LoginSuccessPage() {
	const { email, mailboxUrl } = useLoaderData<typeof loader>()
	return (
		<div className="flex flex-col gap-4 text-center">
			<h2 className="text-2xl font-bold">Check your e-mail</h2>
			<p className="text-gray-600">
				{email ? (
					<>
						If <strong className="text-ink">{email}</strong> has an account, a login link is on its way.
					</>
				) : (
					'If the address has an account, a login link is on its way.'
				)}{' '}
				The link works once, within 15 minutes.
			</p>
			{mailboxUrl ? (
				<p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
					This is the sandbox: e-mails go to its{' '}
					<a href={mailboxUrl} className="font-semibold underline">
						mailbox
					</a>
					.
				</p>
			) : null}
			<Link to="/auth/login" className="text-sm font-semibold text-brand-700 hover:underline">
				Back to login
			</Link>
		</div>
	)
}
