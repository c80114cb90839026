/**
 * A URL's fiat currency is read without the schema (docs/decisions/121-a-lighter-frame.md),
 * the same way `fiatCurrencySchema` reads it: any case, spaces around ignored,
 * only the supported list.
 */
import { expect, test } from 'vitest'
import { fiatCurrencySchema } from '#contract/money/currencies.ts'
import { parseFiatCurrency } from './labels.ts'

test('a URL names a supported fiat currency, or none @bad-input', () => {
	const values = [
		'USD',
		'usd',
		' ngn ',
		'Eur',
		'GHS',
		'BTC',
		'usdt',
		'',
		' ',
		'US',
		'USDD',
		'U SD',
		'€',
		'ＵＳＤ',
		'xof\n',
		null,
		undefined,
	]
	for (const value of values) {
		const parsed = fiatCurrencySchema.safeParse(value ?? '')
		expect(parseFiatCurrency(value), JSON.stringify(value)).toBe(parsed.success ? parsed.data : null)
	}
	expect(parseFiatCurrency(' ngn ')).toBe('NGN')
})
