import type { SubmissionResult } from '../kit/form.ts'
import { Form, Link } from '@remix-run/react'
import type { Quote } from '#contract/money/transfers.ts'
import { quoteFields, TRANSFER_FIELDS, transferSearch } from '#app/lib/money/local-transfer.ts'
import { formatDateTime, formatExactMoney } from '#app/lib/money/format.ts'
import { Button, buttonClass } from '../kit/button.tsx'
import { ConfirmWithPin } from './confirm-with-pin.tsx'
import { cardClass } from '../kit/card.tsx'
import { PageHeader } from '../kit/page-header.tsx'

type Props = {
	quote: Quote
	pinExists: boolean
	twoFAEnabled: boolean
	/** The confirm post's answer when it was refused. */
	lastResult: SubmissionResult<string[]> | undefined
}

/**
 * /local-transfer/quote/:id: the provider's quote (the account holder's name
 * as the bank knows it, the fee, the total taken from the balance and the
 * balance after, every figure exact), 'Edit' back to the form, and the
 * confirm form with the PIN (and the authenticator code when 2FA is on). An
 * expired quote says so and offers a new one with the same fields (a post:
 * asking for a quote makes one at the provider).
 */
export function TransferQuote({ quote, pinExists, twoFAEnabled, lastResult }: Props) {
	const money = (amount: string) => formatExactMoney(amount, quote.currency)
	const fields = quoteFields(quote)
	const search = transferSearch(fields)
	const expired = quote.status !== 'OPEN'
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title="Confirm the transfer" />
			<section aria-labelledby="quote-title" className={cardClass('p-6')}>
				<h2 id="quote-title" className="text-sm font-semibold text-gray-500 uppercase">
					Quote
				</h2>
				<dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="transfer-quote">
					<dt className="text-gray-500">To</dt>
					<dd className="font-semibold" data-testid="quote-account-name">
						{quote.accountName}
					</dd>
					<dt className="text-gray-500">Bank</dt>
					<dd>{quote.bankName}</dd>
					<dt className="text-gray-500">Account number</dt>
					<dd className="font-mono">{quote.accountNumber}</dd>
					<dt className="text-gray-500">Amount</dt>
					<dd data-testid="quote-amount">{money(quote.amount)}</dd>
					<dt className="text-gray-500">Fee</dt>
					<dd data-testid="quote-fee">{money(quote.fee)}</dd>
					<dt className="text-gray-500">Total</dt>
					<dd className="font-semibold" data-testid="quote-total">
						{money(quote.total)}
					</dd>
					{quote.narration ? (
						<>
							<dt className="text-gray-500">Narration</dt>
							<dd className="break-words">{quote.narration}</dd>
						</>
					) : null}
					<dt className="text-gray-500">Funding balance after</dt>
					<dd data-testid="quote-balance-after">{money(quote.balanceAfter)}</dd>
					<dt className="text-gray-500">Quote ID</dt>
					<dd className="font-mono text-xs break-all" data-testid="quote-id">
						{quote.id}
					</dd>
					<dt className="text-gray-500">Valid until</dt>
					<dd>{formatDateTime(quote.expiresAt)}</dd>
				</dl>
				<p className="mt-4 text-xs text-gray-500">The total (amount and fee) is taken from your {quote.currency} funding balance.</p>
				<Link to={`/local-transfer?${search}`} className={buttonClass('secondary', 'mt-4')}>
					Edit
				</Link>
			</section>
			{expired ? (
				<section role="alert" className={cardClass('p-6 text-sm', 'warning')} data-testid="quote-expired">
					<h2 className="font-semibold">This quote has expired</h2>
					<p className="mt-1">Quotes hold their figures for a short while only. Get a new quote for the same transfer to go on.</p>
					<Form method="POST" action="/local-transfer/quote" className="mt-3">
						{TRANSFER_FIELDS.map((name) => (fields[name] ? <input key={name} type="hidden" name={name} value={fields[name]} /> : null))}
						<Button type="submit">Get a new quote</Button>
					</Form>
				</section>
			) : (
				<ConfirmWithPin
					quoteId={quote.id}
					pinExists={pinExists}
					twoFAEnabled={twoFAEnabled}
					lastResult={lastResult}
					submitLabel="Confirm transfer"
					things="Transfers"
				/>
			)}
		</div>
	)
}
