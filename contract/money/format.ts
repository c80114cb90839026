import { CURRENCY_DECIMALS, FIAT_CURRENCIES, type Currency, type FiatCurrency } from './currency-list.ts'
import { fromMinorUnits } from './minor-units.ts'

/**
 * Every amount the product writes goes through this file: the dashboard's
 * pages (through `Money`, app/ui/kit/money.tsx), its toasts, the provider's
 * messages and e-mails, receipts and CSV cells. Amounts arrive as decimal
 * strings (or integer minor units) and stay strings: a float would lose the
 * last units of a large balance. Amounts are truncated, never rounded:
 * showing more than the account holds is worse than showing a little less.
 * docs/decisions/038-money-formatting.md, docs/decisions/111-one-money-format.md.
 */

export { FIAT_CURRENCIES, type FiatCurrency }

export const FIAT_DECIMALS = 2
export const CRYPTO_MAX_DECIMALS = 8
/** Crypto amounts keep at least this many decimals when trailing zeros are trimmed. */
export const CRYPTO_MIN_DECIMALS = 2
/** An integer part longer than this many digits may be shown in compact notation. */
export const COMPACT_AFTER_DIGITS = 9
/** Decimals of a compact figure, always shown ('1.23B', '100.00B'): two (docs/product/money.md#amounts-and-dates), so figures side by side read alike. */
const COMPACT_DECIMALS = 2

/**
 * The one currency display convention (docs/decisions/111-one-money-format.md):
 * the symbol where the currency has one nobody misreads among those the
 * provider supports, before the figure; the ISO code otherwise ('KES 1,000.00',
 * 'XOF 250,000'), and a crypto asset's ticker after the figure ('0.50 BTC').
 */
const SYMBOLS: Partial<Record<FiatCurrency, string>> = {
	USD: '$',
	NGN: '₦',
	EUR: '€',
	GBP: '£',
}

/** Compact units, largest first. Past the last one the figure grows ('12,345.67T'). */
const COMPACT_UNITS = [
	{ suffix: 'T', digits: 12 },
	{ suffix: 'B', digits: 9 },
] as const

export function isFiat(currency: string): currency is FiatCurrency {
	return (FIAT_CURRENCIES as readonly string[]).includes(currency.toUpperCase())
}

/** How many decimals an amount in this currency or asset shows: at least `min`, at most `max`. */
export function decimalsFor(currency: string) {
	const code = currency.toUpperCase()
	if (!isFiat(code)) return { min: CRYPTO_MIN_DECIMALS, max: CRYPTO_MAX_DECIMALS }
	// ISO 4217 minor units, from the one currency list: UGX, XOF and XAF are whole, and show so.
	const decimals = CURRENCY_DECIMALS[code]
	return { min: decimals, max: decimals }
}

type Parts = { negative: boolean; int: string; frac: string }

const PLAIN_DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/
/** What big.js reads as a number: an optional minus, digits with an optional point, an optional exponent. */
const EXPONENT_DECIMAL = /^(-?)(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:e([+-]?\d+))?$/i
/** Beyond this exponent no amount is meant, and the digits written out would be a string of that length. */
const MAX_EXPONENT = 1_000_000

/**
 * '1.5e3' → '1500', '-1e-7' → '-0.0000001', '.5' → '0.5': the point moved
 * along the digits, an exact string operation, so the formatter needs no
 * decimal library in the browser (docs/decisions/121-a-lighter-frame.md);
 * it reads what big.js read here before, and refuses what big.js refused.
 */
function plainFromExponent(text: string) {
	const match = EXPONENT_DECIMAL.exec(text)
	if (!match) return null
	const exponent = Number(match[5] ?? '0')
	if (Math.abs(exponent) > MAX_EXPONENT) return null
	const int = match[2] ?? ''
	const frac = match[4] ?? match[3] ?? ''
	const digits = int + frac
	const point = int.length + exponent
	let plain: string
	if (point <= 0) plain = `0.${'0'.repeat(-point)}${digits}`
	else if (point >= digits.length) plain = digits + '0'.repeat(point - digits.length)
	else plain = `${digits.slice(0, point)}.${digits.slice(point)}`
	return `${match[1]}${plain}`
}

/**
 * Splits a decimal string into sign, integer and fraction digits, exactly.
 * Exponent notation ('1e-7') is written out first, exactly too.
 */
export function decimalParts(amount: string): Parts {
	const trimmed = amount.trim()
	const match = PLAIN_DECIMAL.exec(trimmed) ?? PLAIN_DECIMAL.exec(plainFromExponent(trimmed) ?? '')
	if (!match) throw new TypeError(`Not a decimal amount: ${JSON.stringify(amount)}`)
	const int = (match[2] ?? '0').replace(/^0+(?=\d)/, '')
	return { negative: match[1] === '-', int, frac: match[3] ?? '' }
}

function isZero(parts: Parts) {
	return /^0*$/.test(parts.int) && /^0*$/.test(parts.frac)
}

/** Cuts the fraction to `max` digits (toward zero), pads it to `min`, trims zeros in between. */
function fitFraction(frac: string, min: number, max: number) {
	let digits = frac.slice(0, max)
	digits = digits.replace(/0+$/, '')
	return digits.padEnd(min, '0')
}

function groupThousands(int: string) {
	return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * An amount truncated toward zero to `decimals` places, as a plain decimal
 * string without separators ('1.999' → '1.99'; '-0.001' → '0.00'). For CSV
 * cells and form values, where the exact figure matters more than reading.
 */
export function truncateAmount(amount: string, decimals: number, minDecimals = decimals) {
	const parts = decimalParts(amount)
	const frac = fitFraction(parts.frac, minDecimals, decimals)
	const body = frac ? `${parts.int}.${frac}` : parts.int
	const negative = parts.negative && !isZero({ ...parts, frac: parts.frac.slice(0, decimals) })
	return negative ? `-${body}` : body
}

/** A currency's plain amount with its own decimals (for CSV and inputs): '1500.25', '0.12345678'. */
export function plainAmount(amount: string, currency: string) {
	const { min, max } = decimalsFor(currency)
	return truncateAmount(amount, max, min)
}

export type AmountOptions = {
	/**
	 * Show '1.23B' once the integer part passes nine digits (default false:
	 * exact). Only overview cards and chart axes ask for it
	 * (docs/decisions/111-one-money-format.md).
	 */
	compact?: boolean
	/** Prefix '+' on positive amounts (ledger entries, default false). */
	signed?: boolean
}

/**
 * A figure with thousands separators and the currency's decimals, no
 * currency: '1,500.25', '-0.12345678', '1.23B'.
 */
export function formatAmount(amount: string, currency: string, options: AmountOptions = {}) {
	const { compact = false, signed = false } = options
	const { min, max } = decimalsFor(currency)
	const parts = decimalParts(amount)
	let body: string
	const unit = compact && parts.int.length > COMPACT_AFTER_DIGITS ? compactUnit(parts.int) : undefined
	if (unit) {
		const cut = parts.int.length - unit.digits
		// Digits after the unit, cut (never rounded) to two and padded to two: '$100.00B' beside '€1.99B', not '$100B'.
		const frac = parts.int.slice(cut, cut + COMPACT_DECIMALS)
		body = `${groupThousands(parts.int.slice(0, cut))}.${frac}${unit.suffix}`
	} else {
		const frac = fitFraction(parts.frac, min, max)
		body = `${groupThousands(parts.int)}${frac ? `.${frac}` : ''}`
	}
	const shownZero = isZero({ negative: false, int: parts.int, frac: parts.frac.slice(0, max) })
	if (shownZero) return body
	if (parts.negative) return `-${body}`
	return signed ? `+${body}` : body
}

function compactUnit(int: string) {
	return COMPACT_UNITS.find((unit) => int.length > unit.digits)
}

export type MoneyOptions = AmountOptions

/**
 * An amount with its currency, exact unless `compact` is asked for:
 * '$1,500.25', '-₦20.00', 'KES 1,000.00', 'XOF 250,000', '0.50 BTC'. The sign
 * goes before the symbol. This is the form of every amount on screen, in
 * messages, e-mails and receipts.
 */
export function formatMoney(amount: string, currency: string, options: MoneyOptions = {}) {
	const code = currency.toUpperCase()
	const figure = formatAmount(amount, code, options)
	const sign = /^[+-]/.test(figure) ? figure[0] : ''
	const digits = sign ? figure.slice(1) : figure
	if (!isFiat(code)) return `${figure} ${code}`
	const symbol = SYMBOLS[code]
	return symbol ? `${sign}${symbol}${digits}` : `${sign}${code} ${digits}`
}

/**
 * An amount in full, never compact: what a screen that asks for or records a
 * payment shows (the quote, the confirmation, a transfer, a top-up), so
 * nobody confirms or reads back a rounded figure ('₦1,234,567,890.99').
 */
export function formatExactMoney(amount: string, currency: string, options: Omit<MoneyOptions, 'compact'> = {}) {
	return formatMoney(amount, currency, { ...options, compact: false })
}

/** Integer minor units of a ledger currency, written as every amount is: 150025n NGN → '₦1,500.25'. */
export function formatMinorUnits(units: bigint, currency: Currency, options: Omit<MoneyOptions, 'compact'> = {}) {
	return formatExactMoney(fromMinorUnits(units, currency), currency, options)
}

/** A currency's symbol, or its code where it has none. */
export function currencySymbol(currency: string) {
	const code = currency.toUpperCase()
	return (isFiat(code) && SYMBOLS[code]) || code
}

/** The symbols that are glyphs a screen reader may not name, with the words it should say instead (app/ui/kit/money.tsx). */
export const SPOKEN_SYMBOLS: Readonly<Partial<Record<FiatCurrency, string>>> = {
	NGN: 'naira',
}

/**
 * A price or rate, exactly: every decimal it has past the second (a trading
 * price keeps 8), none dropped as a money amount's would be, written with the
 * same separators and currency mark as money: '$65,000.00', '65,019.50585176 USDT'.
 */
export function formatPrice(price: string, currency: string) {
	const code = currency.toUpperCase()
	const parts = decimalParts(price)
	const frac = parts.frac.replace(/0+$/, '').padEnd(FIAT_DECIMALS, '0')
	const figure = `${parts.negative ? '-' : ''}${groupThousands(parts.int)}.${frac}`
	if (!isFiat(code)) return `${figure} ${code}`
	const symbol = SYMBOLS[code]
	return symbol ? `${parts.negative ? '-' : ''}${symbol}${figure.replace(/^-/, '')}` : `${code} ${figure}`
}

/**
 * Text for a medium that cannot print every symbol (the receipt PDF's built-in
 * font has no '₦'): each symbol it cannot print is written as its code,
 * '₦2,500.00' → 'NGN 2,500.00', never as a '?' beside a figure.
 */
export function symbolsAsCodes(text: string, printable: (symbol: string) => boolean) {
	let out = text
	for (const [code, symbol] of Object.entries(SYMBOLS)) if (!printable(symbol)) out = out.replaceAll(symbol, `${code} `)
	return out
}
