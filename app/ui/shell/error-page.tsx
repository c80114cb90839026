import { Link } from '@remix-run/react'
import { buttonClass } from '../kit/button.tsx'

const PAGES: Record<number | 'default', { title: string; text: string }> = {
	404: { title: 'Page not found', text: 'The page you are looking for does not exist or has moved.' },
	503: {
		title: 'Network issue',
		text: 'We could not reach our services just now. Check your connection and try again in a moment.',
	},
	default: { title: 'Something went wrong', text: 'Something went wrong. Please try again.' },
}

/** The 404, network-issue and generic error pages: one look for all. */
export function ErrorPage({ status }: { status: number }) {
	const page = PAGES[status] ?? PAGES.default
	return (
		<main className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
			<p className="text-sm font-semibold text-brand-600">{status === 503 ? 'Network issue' : `Error ${status}`}</p>
			<h1 className="text-2xl font-bold">{page.title}</h1>
			<p className="text-gray-600">{page.text}</p>
			<div className="flex gap-3">
				{status === 503 ? (
					<a href="" className={buttonClass('primary')}>
						Try again
					</a>
				) : null}
				<Link to="/" className={buttonClass(status === 503 ? 'secondary' : 'primary')} reloadDocument>
					Go to the dashboard
				</Link>
			</div>
		</main>
	)
}
