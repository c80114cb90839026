import type { ReactNode } from 'react'
import { cn } from './cn.ts'

/** The words of an empty list, as the product says them everywhere ('Nothing to show here yet', 'No search found for …'). */
export const EMPTY_TEXT = 'Nothing to show here yet'
export const noSearchText = (query: string) => `No search found for ${query}`

/**
 * An empty list: the search that found nothing, or nothing yet. `message`
 * overrides both for lists with their own words (filters that match nothing).
 */
export function EmptyState({
	query,
	message,
	action,
	className,
	bare = false,
}: {
	query?: string | null
	message?: string
	action?: ReactNode
	className?: string
	/** Plain text inside a card that already frames it. */
	bare?: boolean
}) {
	const text = message ?? (query ? noSearchText(query) : EMPTY_TEXT)
	return (
		<div
			className={cn(
				bare ? 'text-sm text-gray-600' : 'rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center text-sm text-gray-700',
				className,
			)}
			data-testid="list-empty"
		>
			<p>{text}</p>
			{action ? <div className="mt-3">{action}</div> : null}
		</div>
	)
}
