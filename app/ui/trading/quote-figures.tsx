/**
 * A trade's figures and the rounding rules under them, shared by the quote page and an order's page: a module
 * of their own, so an order's page does not load the quote's accept form and countdown (docs/decisions/121-a-lighter-frame.md).
 */
import type { TradingQuote } from '#contract/trading/api.ts'
import { TRADE_ROUNDING_RULES } from '#contract/trading/arithmetic.ts'
import { formatPrice } from '#app/lib/trading/labels.ts'
import { Money } from '../kit/money.tsx'
import { SummaryList, type SummaryItem } from '../kit/summary-list.tsx'

/** Every figure of a quote or an order, exact, what is paid with a minus. */
export function tradeFigures(quote: TradingQuote): SummaryItem[] {
	return [
		{ label: 'Price', value: `${formatPrice(quote.price, quote.quote)} per ${quote.base}`, testId: 'quote-price' },
		{
			label: 'You receive',
			value: <Money className="font-semibold text-green-800" value={quote.receive.amount} currency={quote.receive.currency} />,
			testId: 'quote-receive',
		},
		{ label: 'Value at this price', value: <Money value={quote.value} currency={quote.quote} />, testId: 'quote-value' },
		{ label: `Fee (${quote.feePercent}%)`, value: <Money value={quote.fee} currency={quote.quote} />, testId: 'quote-fee' },
		{
			label: 'You pay',
			value: <Money className="font-semibold text-red-700" value={`-${quote.pay.amount}`} currency={quote.pay.currency} />,
			testId: 'quote-pay',
		},
	]
}

/** The rounding rules under a trade's figures. */
export function RoundingRules() {
	return (
		<details open className="mt-3 text-xs text-gray-600">
			<summary className="cursor-pointer">How each figure is rounded</summary>
			<ul className="mt-2 list-disc pl-5">
				{Object.values(TRADE_ROUNDING_RULES).map((rule) => (
					<li key={rule}>{rule}</li>
				))}
			</ul>
		</details>
	)
}

/** An order's figures (the quote's, then the order's own `rows`), the rounding rules under them. */
export function QuoteFigures({ quote, rows = [] }: { quote: TradingQuote; rows?: SummaryItem[] }) {
	return (
		<>
			<SummaryList
				className="mt-3"
				testId="trading-quote"
				items={[
					...tradeFigures(quote),
					...rows,
					{ label: 'Quote ID', value: <span className="font-mono text-xs break-all">{quote.id}</span>, testId: 'quote-id' },
				]}
			/>
			<RoundingRules />
		</>
	)
}
