import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import { DATE_TIME_FORMAT } from './constants.ts'

export { formatCountdown, truncateName } from './text-format.ts'

dayjs.extend(utc)

/**
 * Dates are shown in UTC, and say so: the server renders them, and a
 * browser in another time zone would otherwise render a different text when
 * it hydrates the page.
 */

/** 'DD MMM YYYY • HH:mm UTC'. */
export function formatDateTime(value: string | number | Date) {
	return `${dayjs.utc(value).format(DATE_TIME_FORMAT)} UTC`
}

/** 'DD MMM YYYY' */
export function formatDate(value: string | number | Date) {
	return dayjs.utc(value).format('DD MMM YYYY')
}

/** 'Active since' on the profile: 'DD MMM, YYYY • k:mm'. */
export function formatActiveSince(value: string | number | Date) {
	const date = dayjs.utc(value)
	return `${date.format('DD MMM, YYYY')} • ${date.hour() === 0 ? 24 : date.hour()}:${date.format('mm')} UTC`
}
