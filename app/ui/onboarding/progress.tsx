import { Link } from '@remix-run/react'
import type { StepState } from '#app/lib/onboarding/steps.ts'
import { cardClass } from '../kit/card.tsx'
import { cn } from '../kit/cn.ts'
import { Icon } from '../kit/icon.tsx'

export type ProgressItem = { id: string; title: string; url: string; state: StepState }

const STATE_TEXT: Record<StepState, string> = { done: 'done', current: 'current step', remaining: 'not started' }

/**
 * The onboarding steps as an ordered list of links: done ones ticked, the
 * current one marked (aria-current="step"), the rest greyed. Each state is
 * also spelled out for screen readers, not only shown by colour. On a
 * narrow screen the list folds into 'Step 2 of 7' (a <details>, which opens
 * without JavaScript), so the step's form starts on the first screen.
 */
export function OnboardingProgress({ items, label }: { items: readonly ProgressItem[]; label: string }) {
	const done = items.filter((item) => item.state === 'done').length
	const current = items.findIndex((item) => item.state === 'current')
	const count = (
		<p className="mb-3 text-xs font-semibold text-gray-600" data-testid="onboarding-progress-count">
			{done} of {items.length} steps done
		</p>
	)
	return (
		<>
			<details className={cardClass('p-4 lg:hidden')} data-testid="onboarding-progress-narrow">
				<summary className="cursor-pointer text-sm font-semibold">
					{current >= 0 ? `Step ${current + 1} of ${items.length}: ${items[current]!.title}` : `${done} of ${items.length} steps done`}
				</summary>
				<nav aria-label={label} className="mt-3">
					<StepList items={items} />
				</nav>
			</details>
			<nav aria-label={label} className={cardClass('hidden p-4 lg:block')}>
				{count}
				<StepList items={items} />
			</nav>
		</>
	)
}

function StepList({ items }: { items: readonly ProgressItem[] }) {
	return (
		<ol className="flex flex-col gap-1">
			{items.map((item, index) => (
				<li key={item.id}>
					<Link
						to={item.url}
						aria-current={item.state === 'current' ? 'step' : undefined}
						className={cn(
							'flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm',
							item.state === 'current' ? 'bg-brand-50 font-semibold text-brand-700' : 'hover:bg-gray-50',
							item.state === 'remaining' && 'text-gray-600',
						)}
					>
						<span
							aria-hidden="true"
							className={cn(
								'flex size-6 items-center justify-center rounded-full text-xs',
								item.state === 'done'
									? 'bg-green-600 text-white'
									: item.state === 'current'
										? 'bg-brand-600 text-white'
										: 'border border-gray-300',
							)}
						>
							{item.state === 'done' ? <Icon name="check" className="size-3.5" /> : index + 1}
						</span>
						<span>
							{item.title}
							<span className="sr-only"> ({STATE_TEXT[item.state]})</span>
						</span>
					</Link>
				</li>
			))}
		</ol>
	)
}
