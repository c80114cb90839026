import type { ReactNode } from 'react'
import { cardClass } from '../kit/card.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { OnboardingProgress, type ProgressItem } from './progress.tsx'

/**
 * Every onboarding step page: the flow's title, the progress indicator
 * beside (or above, on a narrow screen) the step itself.
 */
export function OnboardingFrame({
	title,
	progress,
	heading,
	children,
}: {
	title: string
	progress: readonly ProgressItem[]
	heading: string
	children: ReactNode
}) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-5">
			<PageHeader title={title} />
			<div className="grid gap-5 lg:grid-cols-[16rem_1fr]">
				<OnboardingProgress items={progress} label={`${title} steps`} />
				<section aria-labelledby="step-heading" className={cardClass('flex min-w-0 flex-col gap-4 p-5')}>
					<h2 id="step-heading" className="text-lg font-semibold">
						{heading}
					</h2>
					{children}
				</section>
			</div>
		</div>
	)
}
