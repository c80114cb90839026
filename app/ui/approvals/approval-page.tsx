import { Form, Link } from '@remix-run/react'
import type { ApprovalRequest } from '#contract/approvals/api.ts'
import { APPROVAL_KIND_LABELS, APPROVAL_REASON_MAX } from '#contract/approvals/words.ts'
import type { ApprovalIntent } from '#app/lib/approvals/schemas.ts'
import { receiptPath } from '#app/lib/fiat/labels.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { resultFor, type FormReply } from '#app/lib/reply.ts'
import { PayeeLines } from '../fiat/payee-lines.tsx'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { Card } from '../kit/card.tsx'
import { ErrorList, TextField } from '../kit/field.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { QuoteConfirmForm } from '../kit/quote-confirm-form.tsx'
import { QuoteConfirm } from '../kit/quote-confirm.tsx'
import { ApprovalStatusBadge } from './approvals-page.tsx'

type Props = {
	request: ApprovalRequest
	pinExists: boolean
	twoFAEnabled: boolean
	canDecide: boolean
	/** Why the signed-in member may not decide it (their own request, their role); null otherwise. */
	why: string | null
	reply: FormReply<ApprovalIntent> | undefined
}

/**
 * /approvals/:id (docs/product/approvals.md): everything to decide on — what,
 * to whom, amount, every fee, total, who asked, when, until when — and, for
 * a member who may, Approve (their PIN, and code with 2FA, as any quote's
 * confirmation) and Reject (a reason). The requester lands here after
 * confirming: the page says the payout waits.
 */
export function ApprovalPage({ request, pinExists, twoFAEnabled, canDecide, why, reply }: Props) {
	const money = (amount: string) => <Money value={amount} currency={request.currency} />
	const b = request.beneficiary
	return (
		<div className="mx-auto flex max-w-6xl flex-col gap-4">
			<PageHeader
				title="Approval request"
				badge={<ApprovalStatusBadge status={request.status} />}
				description={`${APPROVAL_KIND_LABELS[request.kind]} asked by ${request.requestedBy.name} on ${formatDateTime(request.createdAt)}`}
			/>
			<QuoteConfirm
				heading={`${APPROVAL_KIND_LABELS[request.kind]} of ${request.currency}`}
				testId="approval-figures"
				figures={[
					{
						label: 'To',
						testId: 'approval-beneficiary',
						value: <PayeeLines payee={b} />,
					},
					{ label: 'Amount', value: money(request.amount), testId: 'approval-amount' },
					{ label: 'Fee', value: money(request.fee), testId: 'approval-fee' },
					{ label: 'Total', value: money(request.total), testId: 'approval-total', strong: true },
					request.narration ? { label: 'Narration', value: request.narration } : null,
					{ label: 'Asked by', value: `${request.requestedBy.name} (${request.requestedBy.email})`, testId: 'approval-requested-by' },
					{ label: 'Asked', value: formatDateTime(request.createdAt) },
					request.status === 'PENDING'
						? { label: 'Expires', value: formatDateTime(request.expiresAt), testId: 'approval-expires' }
						: { label: 'Decided', value: request.decidedAt ? formatDateTime(request.decidedAt) : '–' },
					request.decidedBy ? { label: 'Decided by', value: request.decidedBy.name, testId: 'approval-decided-by' } : null,
					request.reason ? { label: 'Reason', value: request.reason, testId: 'approval-reason' } : null,
				]}
				quoteId={request.id}
				note="The figures are the quote's, held until the request is decided or expires; the total is taken from the fiat wallet when it is approved."
			>
				{canDecide ? (
					<div className="flex flex-col gap-4">
						<QuoteConfirmForm
							pinExists={pinExists}
							things="Approvals are confirmed"
							quoteId={request.id}
							formId={`approve-${request.id}`}
							heading="Approve"
							schema={{
								load: () => import('#app/lib/approvals/schemas.ts'),
								build: (m: typeof import('#app/lib/approvals/schemas.ts')) => m.approveFormSchema(twoFAEnabled),
							}}
							lastResult={resultFor(reply, 'approve')}
							twoFAEnabled={twoFAEnabled}
							pinId="approve"
							intent={{ name: 'intent', value: 'approve' }}
							submitLabel="Approve and send"
							pendingWhen={(data) => data.get('intent') === 'approve'}
						/>
						<RejectForm reply={reply} />
					</div>
				) : (
					<Card tone={request.status === 'PENDING' ? 'warning' : undefined} data-testid="approval-state">
						<p className="font-semibold">{stateLine(request)}</p>
						{why ? <p className="mt-2 text-sm text-gray-700">{why}</p> : null}
						{request.payoutId ? (
							<Link
								to={receiptPath({ currency: request.currency, id: request.payoutId, service: 'FCAT' })}
								className={buttonClass('secondary', 'mt-3')}
							>
								Open the receipt
							</Link>
						) : null}
					</Card>
				)}
			</QuoteConfirm>
		</div>
	)
}

function stateLine(request: ApprovalRequest) {
	switch (request.status) {
		case 'PENDING':
			return `This payout waits for approval until ${formatDateTime(request.expiresAt)}.`
		case 'APPROVED':
			return 'Approved: the payout is sent.'
		case 'REJECTED':
			return 'Rejected: nothing was sent.'
		case 'EXPIRED':
			return 'Expired: nothing was sent. Ask again with a new quote.'
	}
}

/** Reject: a plain post with a reason (required; the server's schema says so too). */
function RejectForm({ reply }: { reply: FormReply<ApprovalIntent> | undefined }) {
	const result = resultFor(reply, 'reject')
	const errors = result?.error ?? {}
	return (
		<Card as="section" aria-labelledby="reject-title">
			<h2 id="reject-title" className="text-lg font-semibold">
				Reject
			</h2>
			<Form method="POST" className="mt-2 flex flex-col gap-2" data-testid="reject-form">
				<TextField label="Reason" name="reason" required maxLength={APPROVAL_REASON_MAX} errors={errors.reason} />
				<ErrorList errors={errors['']} />
				<div>
					<SubmitButton name="intent" value="reject" variant="secondary" pendingLabel="Rejecting...">
						Reject
					</SubmitButton>
				</div>
			</Form>
		</Card>
	)
}
