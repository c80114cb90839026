import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { Form, Link, useRevalidator } from '@remix-run/react'
import { useEffect, useState, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { TRADE_ROUNDING_RULES } from '#contract/trading/arithmetic.ts'
import type { TradingQuote } from '#contract/trading/api.ts'
import { formatCountdown } from '#app/lib/format.ts'
import { formatPrice, holdsUntil, QUOTE_FORM_PATH, TRADING_PATH, TRANSFER_PATH, tradeTitle } from '#app/lib/trading/labels.ts'
import { quoteFormFields, quoteSearch } from '#app/lib/trading/quote.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { ErrorList } from '../kit/field.tsx'
import { NoPinNotice, PinFields } from '../money/pin-fields.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'
import { cardClass } from '../kit/card.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { Money } from '../kit/money.tsx'

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
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title="Your quote" />
			<section aria-labelledby="quote-title" className={cardClass('p-6')}>
				<h2 id="quote-title" className="text-lg font-semibold">
					{tradeTitle(quote.side, quote.base, quote.quote)}
				</h2>
				<QuoteFigures quote={quote} />
				{quote.status === 'OPEN' ? (
					<p className="mt-4 text-sm font-semibold text-gray-800" data-testid="quote-holds-until">
						{holdsUntil(quote.expiresAt)}
						<Countdown expiresAt={quote.expiresAt} serverNow={serverNow} />
					</p>
				) : null}
				<Link to={`${QUOTE_FORM_PATH}?${quoteSearch(fields)}`} className={buttonClass('secondary', 'mt-4')}>
					Edit
				</Link>
			</section>
			{quote.status === 'OPEN' ? (
				pinExists ? (
					<AcceptForm quote={quote} twoFAEnabled={twoFAEnabled} lastResult={lastResult} />
				) : (
					<NoPinNotice what="Trades are accepted" />
				)
			) : (
				<section role="alert" className={ALERT} data-testid="quote-expired">
					<h2 className="font-semibold">This quote has expired</h2>
					<p className="mt-1">
						A quote holds its price for 30 seconds only, and nothing was traded. Get a new quote for the same trade to go on.
					</p>
					<Form method="POST" action={QUOTE_FORM_PATH} className="mt-3">
						{Object.entries(fields).map(([name, value]) => (
							<input key={name} type="hidden" name={name} value={value} />
						))}
						<SubmitButton pendingLabel="Asking...">Get a new quote</SubmitButton>
					</Form>
				</section>
			)}
		</div>
	)
}

const ALERT = cardClass('p-6 text-sm', 'warning')

/** Every figure of a quote or an order, exact, what is paid with a minus; the rounding rules under them. */
export function QuoteFigures({ quote, children }: { quote: TradingQuote; children?: ReactNode }) {
	return (
		<>
			<dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="trading-quote">
				<dt className="text-gray-500">Price</dt>
				<dd data-testid="quote-price">
					{formatPrice(quote.price, quote.quote)} per {quote.base}
				</dd>
				<dt className="text-gray-500">You receive</dt>
				<dd className="font-semibold text-green-800" data-testid="quote-receive">
					<Money value={quote.receive.amount} currency={quote.receive.currency} />
				</dd>
				<dt className="text-gray-500">Value at this price</dt>
				<dd data-testid="quote-value">
					<Money value={quote.value} currency={quote.quote} />
				</dd>
				<dt className="text-gray-500">Fee ({quote.feePercent}%)</dt>
				<dd data-testid="quote-fee">
					<Money value={quote.fee} currency={quote.quote} />
				</dd>
				<dt className="text-gray-500">You pay</dt>
				<dd className="font-semibold text-red-700" data-testid="quote-pay">
					<Money value={`-${quote.pay.amount}`} currency={quote.pay.currency} />
				</dd>
				{children}
				<dt className="text-gray-500">Quote ID</dt>
				<dd className="font-mono text-xs break-all" data-testid="quote-id">
					{quote.id}
				</dd>
			</dl>
			<details open className="mt-3 text-xs text-gray-600">
				<summary className="cursor-pointer">How each figure is rounded</summary>
				<ul className="mt-2 list-disc pl-5">
					{Object.values(TRADE_ROUNDING_RULES).map((rule) => (
						<li key={rule}>{rule}</li>
					))}
				</ul>
			</details>
		</>
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

function AcceptForm({ quote, twoFAEnabled, lastResult }: Pick<Props, 'quote' | 'twoFAEnabled' | 'lastResult'>) {
	const schema = {
		load: () => import('#app/lib/money/local-transfer.ts'),
		build: (m: typeof import('#app/lib/money/local-transfer.ts')) => m.confirmQuoteSchema(twoFAEnabled),
	}
	const [form, f] = useForm({
		id: `accept-${quote.id}`,
		lastResult,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="POST" className={cardClass('flex flex-col gap-1 p-6')} {...getFormProps(form)}>
			<PinFields id="accept" twoFAEnabled={twoFAEnabled} pinErrors={f.pin.errors} tokenErrors={f.token?.errors} />
			<ErrorList id={form.errorId} errors={form.errors} />
			<div className="flex flex-wrap items-center gap-3">
				<SubmitButton pendingLabel="Settling...">Accept quote</SubmitButton>
				<Link to={`${TRANSFER_PATH}?currency=${quote.pay.currency}`} className="text-sm text-brand-700 underline">
					Top up your {quote.pay.currency} trading wallet
				</Link>
				<Link to={TRADING_PATH} className="text-sm text-gray-600 underline">
					Cancel
				</Link>
			</div>
		</Form>
	)
}
