import { CURRENCY_DECIMALS, type Currency } from './currency-list.ts'

/** 150025n in NGN → "1500.25"; negative values keep their sign ("-12.50"). */
export function fromMinorUnits(units: bigint, currency: Currency): string {
	const decimals = CURRENCY_DECIMALS[currency]
	const negative = units < 0n
	const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
	const whole = digits.slice(0, digits.length - decimals)
	const fraction = digits.slice(digits.length - decimals)
	return `${negative ? '-' : ''}${whole}${decimals ? `.${fraction}` : ''}`
}
