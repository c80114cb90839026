import { Link, useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { TradingQuote } from '#contract/trading/api.ts'
import { formatCountdown } from '#app/lib/format.ts'
import { holdsUntil, QUOTE_FORM_PATH, TRADING_PATH, TRANSFER_PATH, tradeTitle } from '#app/lib/trading/labels.ts'
import { quoteFormFields, quoteSearch } from '#app/lib/trading/quote-fields.ts'
import type { SubmissionResult } from '../kit/form.ts'
import { PageHeader } from '../kit/page-header.tsx'
import { QuoteConfirmForm } from '../kit/quote-confirm-form.tsx'
import { QuoteAgainForm, QuoteConfirm, QuoteExpired } from '../kit/quote-confirm.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'
import { RoundingRules, tradeFigures } from './quote-figures.tsx'

export const quotePageHandle: RouteHandle = {
	title: 'Your quote',
	serviceName: 'Trading',
	ancestor: { title: 'Request a quote', to: QUOTE_FORM_PATH },
}

type Props = {
	quote: TradingQuote
	pinExists: boolean
	twoFAEnabled: boolean
	/** The server's clock when the page was drawn: the countdown starts from it. */
	serverNow: number
	lastResult: SubmissionResult<string[]> | undefined
}

/**
 * /product/trading/quote/:quoteId: the provider's firm quote (the trade,
 * the price, what is received, the value, the fee and what is paid, every
 * figure exact; the rounding rules) and the time it holds until; with
 * JavaScript a countdown too, and the page turns to 'expired' by itself.
 * Open: the accept form (PIN, and the code with 2FA on). Expired: said, with
 * 'Get a new quote' for the same trade.
 */
export function QuotePage({ quote, pinExists, twoFAEnabled, serverNow, lastResult }: Props) {
	const fields = quoteFormFields(quote)
	const open = quote.status === 'OPEN'
	return (
		<div className="mx-auto flex max-w-6xl flex-col gap-4">
			<PageHeader title="Your quote" />
			<QuoteConfirm
				heading={tradeTitle(quote.side, quote.base, quote.quote)}
				testId="trading-quote"
				figures={tradeFigures(quote)}
				quoteId={quote.id}
				details={<RoundingRules />}
				expiry={
					open ? (
						<p className="mt-4 text-sm font-semibold text-gray-800" data-testid="quote-holds-until">
							{holdsUntil(quote.expiresAt)}
							<Countdown expiresAt={quote.expiresAt} serverNow={serverNow} />
						</p>
					) : null
				}
				editTo={`${QUOTE_FORM_PATH}?${quoteSearch(fields)}`}
			>
				{open ? (
					<QuoteConfirmForm
						capability="money.move"
						quoteId={quote.id}
						formId={`accept-${quote.id}`}
						pinId="accept"
						pinExists={pinExists}
						twoFAEnabled={twoFAEnabled}
						lastResult={lastResult}
						things="Trades are accepted"
						submitLabel="Accept quote"
						pendingLabel="Settling..."
						links={
							<>
								<Link to={`${TRANSFER_PATH}?currency=${quote.pay.currency}`} className="text-sm text-brand-700 underline">
									Top up your {quote.pay.currency} trading wallet
								</Link>
								<Link to={TRADING_PATH} className="text-sm text-gray-600 underline">
									Cancel
								</Link>
							</>
						}
					/>
				) : (
					<QuoteExpired actions={<QuoteAgainForm action={QUOTE_FORM_PATH} fields={fields} pendingLabel="Asking..." />}>
						A quote holds its price for 30 seconds only, and nothing was traded. Get a new quote for the same trade to go on.
					</QuoteExpired>
				)}
			</QuoteConfirm>
		</div>
	)
}

/** ' (00:27 left)', JavaScript only; at zero the page asks the server again, which says the quote has expired. */
function Countdown({ expiresAt, serverNow }: { expiresAt: string; serverNow: number }) {
	const hydrated = useHydrated()
	const revalidator = useRevalidator()
	const [started] = useState(() => Date.now())
	const [now, setNow] = useState(started)
	const left = new Date(expiresAt).getTime() - (serverNow + (now - started))
	useEffect(() => {
		const timer = setInterval(() => setNow(Date.now()), 1_000)
		return () => clearInterval(timer)
	}, [])
	const expired = left <= 0
	useEffect(() => {
		if (expired && revalidator.state === 'idle') revalidator.revalidate()
		// Once, when the time is up.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [expired])
	if (!hydrated) return null
	return (
		<span className="ml-2 font-normal text-gray-600" data-testid="quote-countdown" role="timer" aria-live="off">
			({formatCountdown(left)} left)
		</span>
	)
}
