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

/** A non-negative decimal amount: its whole part and its fraction. */
export const DECIMAL = /^(\d+)(?:\.(\d+))?$/

/** "1500.25" in NGN → 150025n. Throws on a string that is not a valid amount for the currency. */
export function toMinorUnits(amount: string, currency: Currency): bigint {
	const match = DECIMAL.exec(amount.trim())
	if (!match) throw new Error(`Not a decimal amount: ${amount}`)
	const decimals = CURRENCY_DECIMALS[currency]
	const fraction = (match[2] ?? '').replace(/0+$/, '')
	if (fraction.length > decimals) throw new Error(`Too many decimals for ${currency}`)
	return BigInt(match[1]! + fraction.padEnd(decimals, '0'))
}
