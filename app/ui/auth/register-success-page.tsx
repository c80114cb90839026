import { Link } from '@remix-run/react'

/** 'Your account is ready': the first login link is on its way. */
export function RegisterSuccessPage({ email }: { email: string }) {
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
