import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { NAME_MATCH_MESSAGES } from '#contract/fiat/beneficiaries.ts'
import { feeRuleText } from '#contract/fiat/fees.ts'
import { recentPayoutQuestion, type PayoutQuote } from '#contract/fiat/payouts.ts'
import { FIAT_INTENTS, fiatWalletPath, payoutPath } from '#app/lib/fiat/labels.ts'
import { formatDateTime, formatExactMoney } from '#app/lib/money/format.ts'
import { Button, buttonClass, SubmitButton } from '../kit/button.tsx'
import { ErrorList } from '../kit/field.tsx'
import { NoPinNotice, PinFields } from '../money/pin-fields.tsx'
import { ConfirmMismatchBox, NameMatchFlag } from './name-match.tsx'
import { cardClass } from '../kit/card.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { Money } from '../kit/money.tsx'

type Props = {
	quote: PayoutQuote
	pinExists: boolean
	twoFAEnabled: boolean
	/** 'Send again?' was answered (`?again=yes`). */
	sendAgain: boolean
	lastResult: SubmissionResult<string[]> | undefined
}

/**
 * /product/fiat-wallet-service/payout/:quoteId: the provider's quote (the
 * beneficiary and its bank, amount, fee, total and the balance after, every
 * figure exact), 'Edit' back to the form, and the confirm form with the PIN
 * (and the authenticator code when 2FA is on). When the same amount went to
 * the same beneficiary less than ten minutes ago, the page asks first
 * ('You sent this 4 minutes ago. Send again?', a form post: works without
 * JavaScript). An expired quote offers a new one with the same fields.
 */
export function PayoutQuoteView({ quote, pinExists, twoFAEnabled, sendAgain, lastResult }: Props) {
	const schema = {
		load: () => import('#app/lib/fiat/payout.ts'),
		build: (m: typeof import('#app/lib/fiat/payout.ts')) => m.confirmPayoutSchema(twoFAEnabled),
	}
	const [form, f] = useForm({
		id: `confirm-${quote.id}`,
		lastResult,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const money = (amount: string) => formatExactMoney(amount, quote.currency)
	const b = quote.beneficiary
	const edit = payoutPath(quote.currency, {
		beneficiary: quote.beneficiaryId,
		amount: quote.amount,
		narration: quote.narration ?? undefined,
	})
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title="Confirm the payout" />
			<section aria-labelledby="quote-title" className={cardClass('p-6')}>
				<h2 id="quote-title" className="text-sm font-semibold text-gray-500 uppercase">
					Quote
				</h2>
				<dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="payout-quote">
					<dt className="text-gray-500">To</dt>
					<dd data-testid="quote-beneficiary">
						<span className="font-semibold">{b.name}</span>
						<br />
						{b.accountName}
						<br />
						<span className="font-mono text-xs">{b.destination}</span>
						<NameMatchFlag beneficiary={b} className="mt-1" />
					</dd>
					<dt className="text-gray-500">Amount</dt>
					<dd data-testid="quote-amount">{money(quote.amount)}</dd>
					<dt className="text-gray-500">Fee</dt>
					<dd data-testid="quote-fee">
						{money(quote.fee)} <span className="text-xs text-gray-500">({feeRuleText(quote.feeRule, quote.currency)})</span>
					</dd>
					<dt className="text-gray-500">Total</dt>
					<dd className="font-semibold" data-testid="quote-total">
						-{money(quote.total)}
					</dd>
					<dt className="text-gray-500">Balance after</dt>
					<dd data-testid="quote-balance-after">{money(quote.balanceAfter)}</dd>
					{quote.narration ? (
						<>
							<dt className="text-gray-500">Narration</dt>
							<dd>{quote.narration}</dd>
						</>
					) : null}
					<dt className="text-gray-500">Quote ID</dt>
					<dd className="font-mono text-xs break-all" data-testid="quote-id">
						{quote.id}
					</dd>
					<dt className="text-gray-500">Valid until</dt>
					<dd>{formatDateTime(quote.expiresAt)}</dd>
				</dl>
				<p className="mt-4 text-xs text-gray-500">The total (amount and fee) is taken from your {quote.currency} fiat wallet.</p>
				<Link to={edit} className={buttonClass('secondary', 'mt-4')}>
					Edit
				</Link>
			</section>
			<QuoteAction quote={quote} pinExists={pinExists} sendAgain={sendAgain}>
				<Form method="POST" className={cardClass('flex flex-col gap-1 p-6')} {...getFormProps(form)}>
					{sendAgain && quote.recentPayout ? <input type="hidden" name="sendAgain" value="yes" /> : null}
					{b.nameMatch === 'NO_MATCH' && !b.nameMismatchConfirmedAt ? (
						<div className="mb-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="pay-name-mismatch">
							<p>{NAME_MATCH_MESSAGES.noMatch(b.accountName)}</p>
							<ConfirmMismatchBox accountName={b.accountName} errors={f.confirmNameMismatch.errors} id="payout-confirm-name" />
						</div>
					) : null}
					<PinFields id="payout" twoFAEnabled={twoFAEnabled} pinErrors={f.pin.errors} tokenErrors={f.token?.errors} />
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<SubmitButton name="intent" value={FIAT_INTENTS.confirm} pendingLabel="Sending...">
							Confirm payout
						</SubmitButton>
					</div>
				</Form>
			</QuoteAction>
		</div>
	)
}

const ALERT = cardClass('p-6 text-sm', 'warning')

/** Under the quote: the confirm form (`children`) when it can be confirmed now, else the question or the reason, and the way on. */
function QuoteAction({
	quote,
	pinExists,
	sendAgain,
	children,
}: Pick<Props, 'quote' | 'pinExists' | 'sendAgain'> & { children: ReactNode }) {
	if (quote.status !== 'OPEN')
		return (
			<section role="alert" className={ALERT} data-testid="quote-expired">
				<h2 className="font-semibold">This quote has expired</h2>
				<p className="mt-1">Quotes hold their figures for a short while only. Get a new quote for the same payout to go on.</p>
				<Form method="POST" action={payoutPath(quote.currency)} className="mt-3">
					<input type="hidden" name="beneficiary" value={quote.beneficiaryId} />
					<input type="hidden" name="amount" value={quote.amount} />
					{quote.narration ? <input type="hidden" name="narration" value={quote.narration} /> : null}
					<Button type="submit" name="intent" value={FIAT_INTENTS.quote}>
						Get a new quote
					</Button>
				</Form>
			</section>
		)
	if (quote.recentPayout && !sendAgain)
		return (
			<section role="alert" className={ALERT} data-testid="send-again">
				<h2 className="font-semibold">{recentPayoutQuestion(quote.recentPayout.minutesAgo)}</h2>
				<p className="mt-1">
					<Money value={quote.amount} currency={quote.currency} /> went to {quote.beneficiary.name} at{' '}
					{formatDateTime(quote.recentPayout.createdAt)}. Send it again only if this is a second payment.
				</p>
				<Form method="POST" className="mt-3 flex flex-wrap gap-3">
					<SubmitButton name="intent" value={FIAT_INTENTS.sendAgain}>
						Send again
					</SubmitButton>
					<Link to={fiatWalletPath(quote.currency)} className={buttonClass('secondary')}>
						Don&apos;t send
					</Link>
				</Form>
			</section>
		)
	if (!pinExists) return <NoPinNotice what="Payouts are confirmed" />
	return <>{children}</>
}
