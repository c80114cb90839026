import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { formatDateTime } from '#app/lib/format.ts'
import { Button, buttonClass, SubmitButton } from './button.tsx'
import { Card, cardClass, type CardTone } from './card.tsx'
import { ErrorList, type ListOfErrors } from './field.tsx'
import { SummaryList, type SummaryItem } from './summary-list.tsx'

/**
 * The one quote confirmation of every flow that moves money or charges a fee
 * (transfers, payouts, withdrawals, trades, loans, screening; record 122):
 * the quote's figures on the left — to whom, what is paid, every fee, the
 * total, the balance after, the quote's id and how long it holds — with
 * 'Edit' back to the form, and on the right what the page offers now: the
 * confirm form (`QuoteConfirmForm` in quote-confirm-form.tsx, the PIN and, with 2FA on, the code) or
 * why it cannot be confirmed (`QuoteRefusal`: expired, refused, a fee the
 * balance cannot pay). Side by side from 1024 px, so a desktop screen's
 * width is used; stacked, figures first, on a phone. Every amount in
 * `figures` is a `Money` (exact: a screen that asks for a payment never
 * rounds, docs/decisions/111-one-money-format.md).
 */
export function QuoteConfirm({
	heading = 'Quote',
	testId,
	figures,
	quoteId,
	expiresAt,
	expiry,
	note,
	editTo,
	subject,
	details,
	after,
	live = false,
	children,
}: {
	/** The figures follow the typing (a loan's preview): said again as they change. */
	live?: boolean
	/** 'Quote' (a small label) by default; a trade names itself ('Buy BTC with USD'). */
	heading?: ReactNode
	/** The figures' <dl>: 'payout-quote', 'transfer-quote' … */
	testId?: string
	/** To whom, what is paid, every fee, the total, the balance after: in that order. */
	figures: ReadonlyArray<SummaryItem | null | false | undefined>
	/** The quote's id, shown last (the confirmation posts it as the idempotency key). */
	quoteId?: string
	/** 'Valid until …', the quote's expiry. */
	expiresAt?: string
	/** How long the quote holds when said otherwise (the trade's countdown), under the figures. */
	expiry?: ReactNode
	/** Where the total comes from, in a sentence. */
	note?: ReactNode
	/** 'Edit': back to the form, filled in. */
	editTo?: string
	/** What the quote is for, above the figures, when it is more than a line (what a screening checks, a batch's rows). */
	subject?: ReactNode
	/** More about the quote, inside its card, under the figures (the rounding rules). */
	details?: ReactNode
	/** Sections under the quote's card (a batch's lines left out). */
	after?: ReactNode
	/** The action column: the confirm form, or the refusal. */
	children: ReactNode
}) {
	const items: Array<SummaryItem | null | false | undefined> = [...figures]
	if (quoteId) items.push({ label: 'Quote ID', value: <span className="font-mono text-xs">{quoteId}</span>, testId: 'quote-id' })
	if (expiresAt) items.push({ label: 'Valid until', value: formatDateTime(expiresAt), testId: 'quote-valid-until' })
	return (
		<div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" data-testid="quote-confirm">
			<div className="flex min-w-0 flex-col gap-4">
				<Card as="section" aria-labelledby="quote-title" aria-live={live ? 'polite' : undefined} className="min-w-0">
					<h2 id="quote-title" className={heading === 'Quote' ? 'text-sm font-semibold text-gray-500 uppercase' : 'text-lg font-semibold'}>
						{heading}
					</h2>
					{subject}
					<SummaryList className={subject ? 'mt-4 border-t border-gray-100 pt-4' : 'mt-3'} testId={testId} items={items} />
					{details}
					{expiry}
					{note ? <p className="mt-4 text-xs text-gray-500">{note}</p> : null}
					{editTo ? (
						<Link to={editTo} className={buttonClass('secondary', 'mt-4')}>
							Edit
						</Link>
					) : null}
				</Card>
				{after}
			</div>
			<div className="flex min-w-0 flex-col gap-4">{children}</div>
		</div>
	)
}

/**
 * Why the quote cannot be confirmed now, and the way on: 'This quote has
 * expired' (with 'Get a new quote'), 'Withdrawal refused', a fee the balance
 * cannot pay. An alert, so a screen reader says it when the page opens.
 */
export function QuoteRefusal({
	title,
	testId,
	tone = 'warning',
	children,
	actions,
}: {
	title: ReactNode
	testId: string
	tone?: Extract<CardTone, 'warning' | 'danger'>
	/** The reason, in words. */
	children: ReactNode
	/** The way on: links, or a form (`QuoteAgainForm`). */
	actions?: ReactNode
}) {
	return (
		<section role="alert" className={cardClass('p-6 text-sm', tone)} data-testid={testId}>
			<h2 className="font-semibold">{title}</h2>
			<div className="mt-1">{children}</div>
			{actions ? <div className="mt-3 flex flex-wrap gap-3">{actions}</div> : null}
		</section>
	)
}

/** 'This quote has expired': why (`children`) and the way to a new one (`actions`). */
export function QuoteExpired({ children, actions }: { children: ReactNode; actions: ReactNode }) {
	return (
		<QuoteRefusal title="This quote has expired" testId="quote-expired" actions={actions}>
			<p>{children}</p>
		</QuoteRefusal>
	)
}

/** 'Get a new quote': the same fields posted again to the form's page (asking for a quote makes one at the provider, so a post). */
export function QuoteAgainForm({
	action,
	fields,
	intent,
	pendingLabel,
	label = 'Get a new quote',
}: {
	action: string
	fields: Record<string, string | null | undefined>
	/** The form page's intent for 'quote', when it has several. */
	intent?: { name: string; value: string }
	/** With one, the button spins while the new quote is asked for. */
	pendingLabel?: string
	label?: string
}) {
	return (
		<Form method="POST" action={action}>
			{Object.entries(fields).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
			{pendingLabel ? (
				<SubmitButton name={intent?.name} value={intent?.value} pendingLabel={pendingLabel}>
					{label}
				</SubmitButton>
			) : (
				<Button type="submit" name={intent?.name} value={intent?.value}>
					{label}
				</Button>
			)}
		</Form>
	)
}

/**
 * A confirmation with nothing secret to ask (a screening's fee): what it
 * does, the post carrying the quote's id, and the refusal if it came back.
 */
export function QuotePayForm({
	quoteId,
	intent,
	submitLabel,
	pendingLabel,
	errors,
	children,
}: {
	quoteId: string
	intent: string
	submitLabel: ReactNode
	pendingLabel: string
	errors: ListOfErrors
	children: ReactNode
}) {
	return (
		<Form method="POST" className={cardClass('flex flex-col gap-2 p-6')}>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="quoteId" value={quoteId} />
			<div className="text-sm text-gray-600">{children}</div>
			<ErrorList id="confirm-errors" errors={errors} />
			<div>
				<SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
			</div>
		</Form>
	)
}
