import { Link } from '@remix-run/react'
import { MAIN_ID } from '#app/ui/shell/skip-link.tsx'
import { buttonClass } from '../kit/button.tsx'
import { REQUEST_REFERENCE_ID } from './request-reference.tsx'

const PAGES: Record<number | 'default', { title: string; text: string }> = {
	403: { title: 'Access denied', text: 'Your account cannot open this page. If you think it should, contact support.' },
	404: { title: 'Page not found', text: 'The page you are looking for does not exist or has moved.' },
	503: {
		title: 'Network issue',
		text: 'We could not reach our services just now. Check your connection and try again in a moment.',
	},
	default: { title: 'Something went wrong', text: 'Something went wrong. Please try again.' },
}

/**
 * The 403, 404, network-issue and generic error pages: one look for all.
 * `inShell` renders it inside the signed-in layout (whose <main> it sits in).
 * 'Try again' reloads the page that failed (an empty href); the standalone
 * /network-issue page passes where to try again instead. `reference`: the
 * request's id, shown for support to find the request in the logs.
 */
export function ErrorPage({
	status,
	inShell = false,
	retryTo = '',
	reference = '',
}: {
	status: number
	inShell?: boolean
	retryTo?: string
	reference?: string
}) {
	const page = PAGES[status] ?? PAGES.default
	const Container = inShell ? 'section' : 'main'
	return (
		<Container
			id={inShell ? undefined : MAIN_ID}
			tabIndex={inShell ? undefined : -1}
			aria-labelledby="error-title"
			className={`mx-auto flex max-w-lg flex-col items-center justify-center gap-4 px-6 text-center ${inShell ? 'py-16' : 'min-h-[70vh]'}`}
		>
			<p className="text-sm font-semibold text-brand-600">{status === 503 ? 'Network issue' : `Error ${status}`}</p>
			<h1 id="error-title" className="text-2xl font-bold">
				{page.title}
			</h1>
			<p className="text-gray-600">{page.text}</p>
			{reference ? (
				<p className="text-sm text-gray-600">
					Reference: <code id={REQUEST_REFERENCE_ID}>{reference}</code>
				</p>
			) : null}
			<div className="flex gap-3">
				{status === 503 ? (
					<a href={retryTo} className={buttonClass('primary')}>
						Try again
					</a>
				) : null}
				<Link to="/" className={buttonClass(status === 503 ? 'secondary' : 'primary')} reloadDocument>
					Go to the dashboard
				</Link>
			</div>
		</Container>
	)
}
