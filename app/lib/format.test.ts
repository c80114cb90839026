/**
 * The date formatter writes fixed UTC patterns from a month-name table, with
 * no date library in the browser (docs/decisions/121-a-lighter-frame.md). It
 * must write what dayjs.utc wrote before, for every value the pages pass it,
 * or a page's text would change; dayjs stays on the server (the ledger's
 * date ranges), so it is the oracle here.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import { describe, expect, test } from 'vitest'
import { formatActiveSince, formatDate, formatDateTime } from './format.ts'

dayjs.extend(utc)

const dayjsDateTime = (value: string | number | Date) => `${dayjs.utc(value).format('DD MMM YYYY • HH:mm')} UTC`
const dayjsDate = (value: string | number | Date) => dayjs.utc(value).format('DD MMM YYYY')
const dayjsActiveSince = (value: string | number | Date) => {
	const date = dayjs.utc(value)
	return `${date.format('DD MMM, YYYY')} • ${date.hour() === 0 ? 24 : date.hour()}:${date.format('mm')} UTC`
}

describe('dates in UTC, in fixed patterns', () => {
	test('the patterns the pages show', () => {
		expect(formatDateTime('2026-12-02T06:05:09.123Z')).toBe('02 Dec 2026 • 06:05 UTC')
		expect(formatDate('2026-01-31')).toBe('31 Jan 2026')
		expect(formatActiveSince('2026-05-07T00:30:00Z')).toBe('07 May, 2026 • 24:30 UTC')
		expect(formatActiveSince('2026-05-07T13:04:00Z')).toBe('07 May, 2026 • 13:04 UTC')
	})

	test('a time without a zone is UTC, whatever zone the machine is in', () => {
		expect(formatDateTime('2026-03-01T23:59:00')).toBe('01 Mar 2026 • 23:59 UTC')
		expect(formatDateTime('2026-03-01 23:59')).toBe('01 Mar 2026 • 23:59 UTC')
		expect(formatDate('2026-03-01T00:00:00Z')).toBe('01 Mar 2026')
	})

	test('an offset is moved to UTC', () => {
		expect(formatDateTime('2026-03-01T01:30:00+02:00')).toBe('28 Feb 2026 • 23:30 UTC')
	})

	test('what dayjs.utc wrote, for strings, numbers and dates @bad-input', () => {
		const values: (string | number | Date)[] = [
			'2026-12-02T06:05:09.123Z',
			'2026-12-02T06:05:09.123456Z',
			'2026-12-02t06:05:09z',
			'2026-12-02',
			'2026-12',
			'2026',
			'2026/12/02 10:15',
			'20261202',
			'2026-12-02T06:05:09',
			'2026-12-02T06:05:09.9',
			'2026-12-02T06:05:09+01:00',
			'2026-12-02T06:05:09-05:30',
			'Wed, 02 Dec 2026 06:05:09 GMT',
			'0999-01-01',
			'0050-06-15',
			'not a date',
			'',
			'2026-13-45',
			0,
			-1,
			1_800_000_000_000,
			Number.NaN,
			new Date('2026-02-28T23:59:59.999Z'),
			new Date(Number.NaN),
		]
		for (let day = 0; day < 400; day += 7) {
			const ms = Date.UTC(2024, 0, 1) + day * 86_400_000 + day * 3_600_000 + day * 61_000
			values.push(ms, new Date(ms).toISOString(), new Date(ms).toISOString().slice(0, 10), new Date(ms).toISOString().replace('Z', ''))
		}
		for (const value of values) {
			expect(formatDateTime(value), String(value)).toBe(dayjsDateTime(value))
			expect(formatDate(value), String(value)).toBe(dayjsDate(value))
			expect(formatActiveSince(value), String(value)).toBe(dayjsActiveSince(value))
		}
	})
})
