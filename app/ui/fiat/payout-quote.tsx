import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { NAME_MATCH_MESSAGES } from '#contract/fiat/beneficiary-labels.ts'
import { feeRuleText } from '#contract/fiat/fee-rule.ts'
import { recentPayoutQuestion } from '#contract/fiat/payout-words.ts'
import { type PayoutQuote } from '#contract/fiat/payouts.ts'
import { FIAT_INTENTS, fiatWalletPath, payoutPath } from '#app/lib/fiat/labels.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { QuoteConfirmForm } from '../kit/quote-confirm-form.tsx'
import { QuoteAgainForm, QuoteConfirm, QuoteExpired, QuoteRefusal } from '../kit/quote-confirm.tsx'
import { ConfirmMismatchBox, NameMatchFlag } from './name-match.tsx'
import { PayeeLines } from './payee-lines.tsx'

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
	const money = (amount: string, signed?: boolean) => <Money value={signed ? `-${amount}` : amount} currency={quote.currency} />
	const b = quote.beneficiary
	const edit = payoutPath(quote.currency, {
		beneficiary: quote.beneficiaryId,
		amount: quote.amount,
		narration: quote.narration ?? undefined,
	})
	return (
		<div className="mx-auto flex max-w-6xl flex-col gap-4">
			<PageHeader title="Confirm the payout" />
			<QuoteConfirm
				testId="payout-quote"
				figures={[
					{
						label: 'To',
						testId: 'quote-beneficiary',
						value: (
							<PayeeLines payee={b}>
								<NameMatchFlag beneficiary={b} className="mt-1" />
							</PayeeLines>
						),
					},
					{ label: 'Amount', value: money(quote.amount), testId: 'quote-amount' },
					{
						label: 'Fee',
						testId: 'quote-fee',
						value: (
							<>
								{money(quote.fee)} <span className="text-xs text-gray-500">({feeRuleText(quote.feeRule, quote.currency)})</span>
							</>
						),
					},
					{ label: 'Total', value: money(quote.total, true), testId: 'quote-total', strong: true },
					{ label: 'Balance after', value: money(quote.balanceAfter), testId: 'quote-balance-after' },
					quote.narration ? { label: 'Narration', value: quote.narration } : null,
				]}
				quoteId={quote.id}
				expiresAt={quote.expiresAt}
				note={`The total (amount and fee) is taken from your ${quote.currency} fiat wallet.`}
				editTo={edit}
			>
				<QuoteAction quote={quote} pinExists={pinExists} sendAgain={sendAgain}>
					<QuoteConfirmForm
						capability="money.move"
						pinExists={pinExists}
						things="Payouts are confirmed"
						quoteId={quote.id}
						schema={{
							load: () => import('#app/lib/fiat/payout.ts'),
							build: (m: typeof import('#app/lib/fiat/payout.ts')) => m.confirmPayoutSchema(twoFAEnabled),
						}}
						lastResult={lastResult}
						twoFAEnabled={twoFAEnabled}
						pinId="payout"
						hidden={sendAgain && quote.recentPayout ? { sendAgain: 'yes' } : undefined}
						before={(errorsOf) =>
							b.nameMatch === 'NO_MATCH' && !b.nameMismatchConfirmedAt ? (
								<div className="mb-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="pay-name-mismatch">
									<p>{NAME_MATCH_MESSAGES.noMatch(b.accountName)}</p>
									<ConfirmMismatchBox accountName={b.accountName} errors={errorsOf('confirmNameMismatch')} id="payout-confirm-name" />
								</div>
							) : null
						}
						intent={{ name: 'intent', value: FIAT_INTENTS.confirm }}
						submitLabel="Confirm payout"
					/>
				</QuoteAction>
			</QuoteConfirm>
		</div>
	)
}

/** Beside the quote: the confirm form (`children`) when it can be confirmed now, else the question or the reason, and the way on. */
function QuoteAction({ quote, sendAgain, children }: Pick<Props, 'quote' | 'pinExists' | 'sendAgain'> & { children: ReactNode }) {
	if (quote.status !== 'OPEN')
		return (
			<QuoteExpired
				actions={
					<QuoteAgainForm
						action={payoutPath(quote.currency)}
						fields={{ beneficiary: quote.beneficiaryId, amount: quote.amount, narration: quote.narration }}
						intent={{ name: 'intent', value: FIAT_INTENTS.quote }}
					/>
				}
			>
				Quotes hold their figures for a short while only. Get a new quote for the same payout to go on.
			</QuoteExpired>
		)
	if (quote.recentPayout && !sendAgain)
		return (
			<QuoteRefusal
				title={recentPayoutQuestion(quote.recentPayout.minutesAgo)}
				testId="send-again"
				actions={
					<Form method="POST" className="flex flex-wrap gap-3">
						<SubmitButton name="intent" value={FIAT_INTENTS.sendAgain}>
							Send again
						</SubmitButton>
						<Link to={fiatWalletPath(quote.currency)} className={buttonClass('secondary')}>
							Don&apos;t send
						</Link>
					</Form>
				}
			>
				<p>
					<Money value={quote.amount} currency={quote.currency} /> went to {quote.beneficiary.name} at{' '}
					{formatDateTime(quote.recentPayout.createdAt)}. Send it again only if this is a second payment.
				</p>
			</QuoteRefusal>
		)
	return <>{children}</>
}
