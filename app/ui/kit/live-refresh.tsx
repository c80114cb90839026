import { useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'

/** How often a page following something still on its way (a transfer, a withdrawal) looks again. */
export const LIVE_REFRESH_SECONDS = 5

/**
 * Looks again every few seconds while `active`: with JavaScript by
 * revalidating the page's data (only while the tab is visible); without, by
 * a refresh instruction only browsers without scripting read (inside <noscript>).
 */
export function LiveRefresh({ active }: { active: boolean }) {
	const revalidator = useRevalidator()
	useEffect(() => {
		if (!active) return
		const timer = setInterval(() => {
			if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate()
		}, LIVE_REFRESH_SECONDS * 1000)
		return () => clearInterval(timer)
	}, [active, revalidator])
	if (!active) return null
	return (
		<noscript>
			<meta httpEquiv="refresh" content={String(LIVE_REFRESH_SECONDS)} />
		</noscript>
	)
}
