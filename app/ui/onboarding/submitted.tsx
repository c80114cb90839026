import { Link } from '@remix-run/react'
import type { SubmittedData } from '#app/lib/onboarding/home-data.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { Icon } from '../kit/icon.tsx'
import { PageHeader } from '../kit/page-header.tsx'

/** The confirmation after submitting: what happens next, and the way back. */
export function SubmittedPage({ kind, title }: SubmittedData) {
	return (
		<div className="mx-auto flex max-w-2xl flex-col gap-4">
			<PageHeader title={title} />
			<section className={cardClass('p-6', 'success')}>
				<h2 className="flex items-center gap-2 text-lg font-semibold">
					<Icon name="check" /> Onboarding submitted
				</h2>
				<p className="mt-2 text-sm">
					Thank you. Your {kind} documents are under review; we will e-mail you the outcome. If anything needs changing, the dashboard and
					your settings will say what, with a way to fix it.
				</p>
			</section>
			<div>
				<Link to="/" className={buttonClass('primary')}>
					Go to the dashboard
				</Link>
			</div>
		</div>
	)
}
