export { formatCountdown, truncateName } from './text-format.ts'

/**
 * Dates are shown in UTC, and say so: the server renders them, and a
 * browser in another time zone would otherwise render a different text when
 * it hydrates the page.
 *
 * Written with fixed patterns and a month-name table, not a date library
 * and not `Intl` (ICU's month names differ between Node and browsers, and a
 * different text would break hydration): this module is on most pages, and
 * dayjs was 3.9 KB of each (docs/decisions/121-a-lighter-frame.md). It reads
 * a value as dayjs.utc read it before, which the tests check against dayjs.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const INVALID = 'Invalid Date'
/** A date and time without a zone ('2026-12-02', '2026-12-02T10:15:00', '2026/12/02 10:15'): read as UTC. */
const WITHOUT_ZONE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/

function utcDate(value: string | number | Date) {
	if (typeof value === 'string' && !/Z$/i.test(value)) {
		const parts = WITHOUT_ZONE.exec(value)
		if (parts) {
			const [, year, month, day, hour, minute, second, fraction] = parts
			const ms = Number((fraction ?? '0').slice(0, 3))
			return new Date(
				Date.UTC(Number(year), Number(month) - 1 || 0, Number(day || 1), Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0), ms),
			)
		}
	}
	return new Date(value)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The date's fields in UTC, or null when it is not a date. */
function fields(value: string | number | Date) {
	const date = utcDate(value)
	if (Number.isNaN(date.getTime())) return null
	return {
		day: pad(date.getUTCDate()),
		month: MONTHS[date.getUTCMonth()]!,
		year: pad(date.getUTCFullYear(), 4),
		hour: date.getUTCHours(),
		minute: pad(date.getUTCMinutes()),
	}
}

/** 'DD MMM YYYY • HH:mm UTC'. */
export function formatDateTime(value: string | number | Date) {
	const f = fields(value)
	return f ? `${f.day} ${f.month} ${f.year} • ${pad(f.hour)}:${f.minute} UTC` : `${INVALID} UTC`
}

/** 'DD MMM YYYY' */
export function formatDate(value: string | number | Date) {
	const f = fields(value)
	return f ? `${f.day} ${f.month} ${f.year}` : INVALID
}

/** 'Active since' on the profile: 'DD MMM, YYYY • k:mm'. */
export function formatActiveSince(value: string | number | Date) {
	const f = fields(value)
	if (!f) return `${INVALID} • NaN:${INVALID} UTC`
	return `${f.day} ${f.month}, ${f.year} • ${f.hour === 0 ? 24 : f.hour}:${f.minute} UTC`
}
