import { Link } from '@remix-run/react'

/** 'Check your e-mail', with the sandbox's mailbox when there is one. */
export function LoginSuccessPage({ email, mailboxUrl }: { email: string | null; mailboxUrl: string | null }) {
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
