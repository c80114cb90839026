import { formatAmount, formatMoney, type MoneyOptions } from '#app/lib/money/format.ts'
import { cn } from '../kit/cn.ts'

/**
 * An amount as the dashboard shows it (truncated, compact past nine integer
 * digits). When compact, the exact figure is in the title and in text for
 * screen readers, so nothing is hidden from anyone who wants the last unit.
 */
export function Amount({ value, currency, className, ...options }: { value: string; currency: string; className?: string } & MoneyOptions) {
	const shown = formatMoney(value, currency, options)
	const full = formatMoney(value, currency, { ...options, compact: false })
	const exact = shown === full ? undefined : `${formatAmount(value, currency, { ...options, compact: false })} ${currency.toUpperCase()}`
	return (
		<span className={cn('tabular-nums', className)} title={exact}>
			{exact ? (
				<>
					<span aria-hidden="true">{shown}</span>
					<span className="sr-only">{exact}</span>
				</>
			) : (
				shown
			)}
		</span>
	)
}
