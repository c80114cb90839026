import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from './cn.ts'

/**
 * The one card of every page: a white box with a grey border and rounded
 * corners (record 115). Tones repeat what the words say, never alone.
 */
export type CardTone = 'plain' | 'warning' | 'danger' | 'success' | 'muted'

const TONES: Record<CardTone, string> = {
	plain: 'border-gray-200 bg-white',
	warning: 'border-amber-300 bg-amber-50',
	danger: 'border-red-300 bg-red-50',
	success: 'border-green-200 bg-green-50 text-green-900',
	muted: 'border-gray-200 bg-gray-50',
}

/** The card's classes, for an element that is already something else (a form, a dl, a list). */
export const cardClass = (className?: string, tone: CardTone = 'plain') => cn('rounded-2xl border', TONES[tone], className)

type CardProps = HTMLAttributes<HTMLElement> & {
	as?: 'div' | 'section' | 'article' | 'aside' | 'li'
	tone?: CardTone
	/** p-6 by default; 'none' for a card whose content (a table, a list) has its own. */
	padding?: 'none' | 'sm' | 'md' | 'lg'
	children: ReactNode
}

const PADDING = { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6' } as const

/**
 * The kit's card as a component (docs/decisions/115-the-kit-and-stacked-tables.md): no page uses
 * it yet (they use cardClass()), but the kit's section and stat card are built on it and the
 * pages are being moved onto the kit, so it stays.
 * @public
 */
export function Card({ as: Tag = 'div', tone = 'plain', padding = 'lg', className, children, ...props }: CardProps) {
	return (
		<Tag {...props} className={cardClass(cn(PADDING[padding], className), tone)}>
			{children}
		</Tag>
	)
}
