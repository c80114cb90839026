import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { cn } from '../kit/cn.ts'

/** One figure at the top of a service's overview: its value, its label, and where to act on it. */
export type ServiceFigure = { label: string; value: ReactNode; to?: string; attention?: boolean; testId?: string }

/**
 * What a service's overview opens with (docs/decisions/116-page-header-breadcrumbs-and-titles.md):
 * what it holds and what needs attention, read from what the page's loader
 * already fetched. A figure that needs attention (pending deposits, loans
 * near their warning level, drafts to send) is amber when it is not zero.
 */
export function ServiceFigures({ label, figures }: { label: string; figures: ServiceFigure[] }) {
	return (
		<section aria-label={label}>
			<dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="service-figures">
				{figures.map((figure) => {
					const alert = figure.attention === true
					return (
						<div
							key={figure.label}
							data-testid={figure.testId}
							className={cn(
								'flex flex-col-reverse gap-1 rounded-2xl border bg-white p-4',
								alert ? 'border-amber-300 bg-amber-50' : 'border-gray-200',
							)}
						>
							<dt className={cn('text-sm', alert ? 'text-amber-900' : 'text-gray-600')}>
								{figure.to ? (
									<Link to={figure.to} className="underline">
										{figure.label}
									</Link>
								) : (
									figure.label
								)}
							</dt>
							<dd className="text-2xl font-semibold break-words">{figure.value}</dd>
						</div>
					)
				})}
			</dl>
		</section>
	)
}
