import { SPOKEN_SYMBOLS, currencySymbol, formatMoney, type MoneyOptions } from '#contract/money/format.ts'
import { cn } from './cn.ts'

type MoneyProps = { value: string; currency: string; className?: string } & MoneyOptions

/**
 * Every amount on a page, written by the one formatter (contract/money/format.ts):
 * exact by default; `compact` only on the balance cards of the home page and
 * the service overviews (docs/decisions/111-one-money-format.md). A compact
 * figure carries the exact one in its title (hover) and in text for screen
 * readers. A symbol screen readers do not reliably name ('₦') is labelled
 * with the currency's word, so it is read as 'naira'.
 */
export function Money({ value, currency, className, compact = false, signed = false }: MoneyProps) {
	const code = currency.toUpperCase()
	const shown = formatMoney(value, code, { compact, signed })
	const exact = formatMoney(value, code, { signed })
	const word = SPOKEN_SYMBOLS[code as keyof typeof SPOKEN_SYMBOLS]
	const classes = cn('tabular-nums', className)
	if (shown !== exact) {
		const symbol = currencySymbol(code)
		const spoken = word ? `${exact.replace(symbol, '')} ${word}` : exact
		return (
			<span className={classes} title={exact}>
				<span aria-hidden="true">{shown}</span>
				<span className="sr-only">{spoken}</span>
			</span>
		)
	}
	if (word) {
		// The glyph gets its name as an image's label: the text stays what everyone sees ('₦1,500.25'), and a screen reader says
		// 'naira 1,500.25' (the label's trailing space keeps the name from running into the figure: 'naira1,500.25').
		const symbol = currencySymbol(code)
		const at = shown.indexOf(symbol)
		return (
			<span className={classes}>
				{shown.slice(0, at)}
				<span role="img" aria-label={`${word} `}>
					{symbol}
				</span>
				{shown.slice(at + symbol.length)}
			</span>
		)
	}
	return <span className={classes}>{shown}</span>
}
