import { BUSINESS_NAME_MAX_CHARS } from './constants.ts'

/**
 * Formatting with no date in it, apart from app/lib/format.ts (which
 * re-exports it): the signed-in frame (the top bar's name, the inactivity
 * countdown) imports these on every page, and the dates' month table need
 * not come with them (docs/decisions/113-light-pages.md; format.ts has had no
 * date library since docs/decisions/121-a-lighter-frame.md).
 */

/** Names longer than 20 characters end in '...'. */
export function truncateName(name: string, max = BUSINESS_NAME_MAX_CHARS) {
	return name.length > max ? `${name.slice(0, max)}...` : name
}

/** A countdown of time left: '04:59'. */
export function formatCountdown(ms: number) {
	const totalSeconds = Math.max(0, Math.ceil(ms / 1000))
	const minutes = Math.floor(totalSeconds / 60)
	const seconds = totalSeconds % 60
	return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
}
