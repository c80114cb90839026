import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { ApprovalRequest } from '#contract/approvals/api.ts'
import { APPROVAL_KIND_LABELS, APPROVAL_KIND_NOUNS, APPROVAL_REASON_MAX, type ApprovalKind } from '#contract/approvals/words.ts'
import type { ApprovalIntent } from '#app/lib/approvals/schemas.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { resultFor, type FormReply } from '#app/lib/reply.ts'
import { NameMatchFlag } from '../fiat/name-match.tsx'
import { PayeeLines } from '../fiat/payee-lines.tsx'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { Card } from '../kit/card.tsx'
import { ErrorList, TextField } from '../kit/field.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { QuoteConfirmForm } from '../kit/quote-confirm-form.tsx'
import { QuoteConfirm } from '../kit/quote-confirm.tsx'
import type { SummaryItem as Figure } from '../kit/summary-list.tsx'
import { ApprovalStatusBadge } from './status-badge.tsx'

type Props = {
	request: ApprovalRequest
	pinExists: boolean
	twoFAEnabled: boolean
	canDecide: boolean
	/** Why the signed-in member may not decide it (their own request, their role); null otherwise. */
	why: string | null
	/** What an approval sent, once sent: its page. */
	sent: { to: string; label: string } | null
	reply: FormReply<ApprovalIntent> | undefined
}

/**
 * /approvals/:id (docs/product/approvals.md): everything to decide on — what,
 * to whom, amount, every fee, total, who asked, when, until when — and, for
 * a member who may, Approve (their PIN, and code with 2FA, as any quote's
 * confirmation) and Reject (a reason). The requester lands here after
 * confirming: the page says the payout waits.
 */
export function ApprovalPage({ request, pinExists, twoFAEnabled, canDecide, why, sent, reply }: Props) {
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
					...kindFigures(request),
					{ label: 'Asked by', value: `${request.requestedBy.name} (${request.requestedBy.email})`, testId: 'approval-requested-by' },
					{ label: 'Asked', value: formatDateTime(request.createdAt) },
					request.status === 'PENDING'
						? { label: 'Expires', value: formatDateTime(request.expiresAt), testId: 'approval-expires' }
						: { label: 'Decided', value: request.decidedAt ? formatDateTime(request.decidedAt) : '–' },
					request.decidedBy ? { label: 'Decided by', value: request.decidedBy.name, testId: 'approval-decided-by' } : null,
					request.reason ? { label: 'Reason', value: request.reason, testId: 'approval-reason' } : null,
				]}
				quoteId={request.id}
				note={`The figures are the quote's, held until the request is decided or expires; the total is taken from ${SOURCES[request.kind]} when it is approved.`}
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
						{sent ? (
							<Link to={sent.to} className={buttonClass('secondary', 'mt-3')}>
								{sent.label}
							</Link>
						) : null}
					</Card>
				)}
			</QuoteConfirm>
		</div>
	)
}

/** Where each kind's money is taken from when approved. */
const SOURCES: Readonly<Record<ApprovalKind, string>> = {
	PAYOUT: 'the fiat wallet',
	WITHDRAWAL: 'the crypto wallet',
	TRANSFER: 'the funding balance',
	BULK: 'the payments balance, row by row',
}

/** The figures that differ by kind: where the money goes, and the amounts in the quote's own currency or asset. */
function kindFigures(request: ApprovalRequest): (Figure | null)[] {
	const money = (amount: string, currency = request.currency) => <Money value={amount} currency={currency} />
	const common = (fee: Figure | null): (Figure | null)[] => [
		{ label: 'Amount', value: money(request.amount), testId: 'approval-amount' },
		fee,
		{ label: 'Total', value: money(request.total), testId: 'approval-total', strong: true },
	]
	const fee: Figure = { label: 'Fee', value: money(request.fee), testId: 'approval-fee' }
	const to = (value: ReactNode): Figure => ({ label: 'To', testId: 'approval-beneficiary', value })
	const t = request.to
	switch (t.kind) {
		case 'PAYOUT':
			return [
				to(
					<PayeeLines payee={t.beneficiary}>
						<NameMatchFlag beneficiary={t.beneficiary} className="mt-1" />
					</PayeeLines>,
				),
				...common(fee),
				t.narration ? { label: 'Narration', value: t.narration } : null,
			]
		case 'WITHDRAWAL':
			return [
				to(<span className="font-mono text-xs break-all">{t.address}</span>),
				{ label: 'Network', value: t.network, testId: 'approval-network' },
				{ label: 'Amount', value: money(request.amount), testId: 'approval-amount' },
				{ label: 'Network fee', value: money(t.networkFee) },
				{ label: 'Service fee', value: money(t.serviceFee) },
				{ label: 'Total', value: money(request.total), testId: 'approval-total', strong: true },
			]
		case 'TRANSFER':
			return [
				to(
					<>
						<span className="font-semibold">{t.accountName}</span>
						<br />
						{t.bankName} <span className="font-mono text-xs">{t.accountNumber}</span>
					</>,
				),
				...common(fee),
				t.narration ? { label: 'Narration', value: t.narration } : null,
			]
		case 'BULK':
			return [
				{ label: 'File', value: t.fileName, testId: 'approval-beneficiary' },
				{ label: 'Rows', value: String(t.rowCount), testId: 'approval-rows' },
				...(t.totals.length === 1
					? common(fee)
					: t.totals.map((item) => ({
							label: `${item.currency} total (${item.rows} ${item.rows === 1 ? 'row' : 'rows'})`,
							value: money(item.total, item.currency),
							testId: `approval-total-${item.currency}`,
						}))),
			]
	}
}

function stateLine(request: ApprovalRequest) {
	const noun = APPROVAL_KIND_NOUNS[request.kind]
	switch (request.status) {
		case 'PENDING':
			return `This ${noun} waits for approval until ${formatDateTime(request.expiresAt)}.`
		case 'APPROVED':
			return `Approved: the ${noun} is sent.`
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
