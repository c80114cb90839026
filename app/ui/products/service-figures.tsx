import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { StatCard } from '../kit/stat-card.tsx'

/** One figure at the top of a service's overview: its value, its label, where to act on it, and its last 30 days when it has a history. */
export type ServiceFigure = { label: string; value: ReactNode; to?: string; attention?: boolean; testId?: string; trend?: ReactNode }

/**
 * What a service's overview opens with (docs/decisions/116-page-header-breadcrumbs-and-titles.md):
 * what it holds and what needs attention, read from what the page's loader
 * already fetched, each figure the kit's StatCard (record 123). A figure that
 * needs attention (pending deposits, loans near their warning level, drafts
 * to send) is amber when it is not zero.
 */
export function ServiceFigures({ label, figures }: { label: string; figures: ServiceFigure[] }) {
	return (
		<section aria-label={label}>
			<ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="service-figures">
				{figures.map((figure) => (
					<li key={figure.label} className="flex min-w-0">
						<StatCard
							className="flex-1"
							testId={figure.testId}
							tone={figure.attention ? 'warning' : 'plain'}
							label={
								figure.to ? (
									<Link to={figure.to} className="underline">
										{figure.label}
									</Link>
								) : (
									figure.label
								)
							}
							value={figure.value}
							trend={figure.trend}
						/>
					</li>
				))}
			</ul>
		</section>
	)
}
