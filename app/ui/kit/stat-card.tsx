import type { ReactNode } from 'react'
import { Card, type CardTone } from './card.tsx'
import { cn } from './cn.ts'

/**
 * A figure, its label and an optional trend (words, or the kit's Trend
 * drawing): what an overview opens with. A figure that needs attention is
 * the warning tone, its label saying why (never the colour alone).
 */
export function StatCard({
	label,
	value,
	trend,
	tone = 'plain',
	testId,
	valueTestId,
	className,
	children,
}: {
	label: ReactNode
	value: ReactNode
	trend?: ReactNode
	tone?: CardTone
	testId?: string
	/** A testid on the figure itself. */
	valueTestId?: string
	className?: string
	/** A link or an action under the figure. */
	children?: ReactNode
}) {
	return (
		<Card padding="md" tone={tone} className={cn('flex min-w-0 flex-col gap-1', className)} data-testid={testId}>
			<p className={cn('text-sm', tone === 'warning' ? 'text-amber-900' : 'text-gray-600')}>{label}</p>
			<p className="text-2xl font-semibold [overflow-wrap:anywhere]" data-testid={valueTestId}>
				{value}
			</p>
			{trend ? <div className="text-xs text-gray-600">{trend}</div> : null}
			{children}
		</Card>
	)
}
