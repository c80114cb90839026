import type { Quote } from '#contract/money/transfers.ts'
import { quoteFields, TRANSFER_FIELDS, transferSearch } from '#app/lib/money/transfer-fields.ts'
import type { SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { QuoteConfirmForm } from '../kit/quote-confirm-form.tsx'
import { QuoteAgainForm, QuoteConfirm, QuoteExpired } from '../kit/quote-confirm.tsx'

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
	const money = (amount: string) => <Money value={amount} currency={quote.currency} />
	const fields = quoteFields(quote)
	const search = transferSearch(fields)
	return (
		<div className="mx-auto flex max-w-6xl flex-col gap-4">
			<PageHeader title="Confirm the transfer" />
			<QuoteConfirm
				testId="transfer-quote"
				figures={[
					{ label: 'To', value: quote.accountName, testId: 'quote-account-name', strong: true },
					{ label: 'Bank', value: quote.bankName },
					{ label: 'Account number', value: <span className="font-mono">{quote.accountNumber}</span> },
					{ label: 'Amount', value: money(quote.amount), testId: 'quote-amount' },
					{ label: 'Fee', value: money(quote.fee), testId: 'quote-fee' },
					{ label: 'Total', value: money(quote.total), testId: 'quote-total', strong: true },
					quote.narration ? { label: 'Narration', value: quote.narration } : null,
					{ label: 'Funding balance after', value: money(quote.balanceAfter), testId: 'quote-balance-after' },
				]}
				quoteId={quote.id}
				expiresAt={quote.expiresAt}
				note={`The total (amount and fee) is taken from your ${quote.currency} funding balance.`}
				editTo={`/local-transfer?${search}`}
			>
				{quote.status !== 'OPEN' ? (
					<QuoteExpired
						actions={
							<QuoteAgainForm
								action="/local-transfer/quote"
								fields={Object.fromEntries(TRANSFER_FIELDS.map((name) => [name, fields[name]]))}
							/>
						}
					>
						Quotes hold their figures for a short while only. Get a new quote for the same transfer to go on.
					</QuoteExpired>
				) : (
					<QuoteConfirmForm
						capability="money.move"
						quoteId={quote.id}
						pinExists={pinExists}
						twoFAEnabled={twoFAEnabled}
						lastResult={lastResult}
						submitLabel="Confirm transfer"
						things="Transfers are confirmed"
					/>
				)}
			</QuoteConfirm>
		</div>
	)
}
