import type { ReactNode } from 'react'
import { Card } from './card.tsx'
import { cn } from './cn.ts'

/**
 * A titled block inside a page: a card whose heading names it
 * (aria-labelledby), with an optional action beside the title.
 */
export function Section({
	id,
	title,
	description,
	action,
	className,
	testId,
	children,
}: {
	/** The heading's id is `${id}-title`. */
	id: string
	title: ReactNode
	description?: ReactNode
	action?: ReactNode
	className?: string
	testId?: string
	children: ReactNode
}) {
	return (
		<Card as="section" aria-labelledby={`${id}-title`} className={cn('flex min-w-0 flex-col gap-3', className)} data-testid={testId}>
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id={`${id}-title`} className="text-lg font-semibold">
					{title}
				</h2>
				{action}
			</div>
			{description ? <p className="text-sm text-gray-600">{description}</p> : null}
			{children}
		</Card>
	)
}
