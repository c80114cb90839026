import type { ReactNode } from 'react'
import { Card } from './card.tsx'
import { cn } from './cn.ts'

/** A figure, its label and an optional trend in words: what an overview opens with. */
export function StatCard({
	label,
	value,
	trend,
	testId,
	valueTestId,
	className,
	children,
}: {
	label: ReactNode
	value: ReactNode
	trend?: ReactNode
	testId?: string
	/** A testid on the figure itself. */
	valueTestId?: string
	className?: string
	/** A link or an action under the figure. */
	children?: ReactNode
}) {
	return (
		<Card padding="md" className={cn('flex min-w-0 flex-col gap-1', className)} data-testid={testId}>
			<p className="text-sm text-gray-600">{label}</p>
			<p className="text-2xl font-semibold [overflow-wrap:anywhere]" data-testid={valueTestId}>
				{value}
			</p>
			{trend ? <p className="text-xs text-gray-600">{trend}</p> : null}
			{children}
		</Card>
	)
}
