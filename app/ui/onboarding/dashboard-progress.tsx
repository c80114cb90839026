import { Link } from '@remix-run/react'
import type { DashboardOnboarding } from '#app/lib/onboarding/dashboard-progress.ts'
import { cardClass } from '../kit/card.tsx'

/**
 * The dashboard's onboarding card until the integrator is verified: how many
 * steps are done, what happens now, and the way back into the flow.
 */
export function DashboardProgress({ progress }: { progress: DashboardOnboarding | null }) {
	if (!progress) return null
	const percent = Math.round((progress.done / progress.total) * 100)
	return (
		<section aria-labelledby="onboarding-progress-title" className={cardClass('p-6')} data-testid="dashboard-onboarding">
			<h2 id="onboarding-progress-title" className="text-lg font-semibold">
				{progress.title}
			</h2>
			<p className="mt-1 text-sm text-gray-600">{progress.text}</p>
			<div className="mt-3 flex items-center gap-3">
				<progress
					className="h-2 w-full max-w-sm"
					max={progress.total}
					value={progress.done}
					aria-label={`${progress.title}: ${percent}%`}
				/>
				<span className="text-xs text-gray-600">
					{progress.done} of {progress.total} steps
				</span>
			</div>
			{progress.link ? (
				<Link to={progress.link.to} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
					{progress.link.label}
				</Link>
			) : null}
		</section>
	)
}
