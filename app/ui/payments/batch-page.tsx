import { Link } from '@remix-run/react'
import { NAME_MATCH_MESSAGES } from '#contract/fiat/beneficiary-labels.ts'
import type { FiatCurrency } from '#contract/money/currency-list.ts'
import type { Batch, BatchRow } from '#contract/payments/api.ts'
import { receiptPath } from '#app/lib/fiat/labels.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { isFinalTransferStatus } from '#app/lib/money/transfer-status.ts'
import { batchCsvPath, BULK_PATH, ROW_STATUS_LABELS } from '#app/lib/payments/labels.ts'
import { ConfirmMismatchBox, NameMatchFlag } from '../fiat/name-match.tsx'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { DataTable, type Column } from '../kit/data-table.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { LiveRefresh } from '../kit/live-refresh.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { QuoteConfirmForm } from '../kit/quote-confirm-form.tsx'
import { StatusBadge as KitStatusBadge } from '../kit/status-badge.tsx'
import { StatusBadge } from '../money/status-badge.tsx'

/**
 * …/bulk-payout/:batchId. Before it is sent: every row as checked (each bad
 * one with its reason), the total per currency against the balance, and
 * the one confirmation with the PIN. Once sent: each row's payout, its
 * status and receipt, followed until final; the results as CSV.
 */
export function BatchPage({
	batch,
	pinExists,
	twoFAEnabled,
	reply,
}: {
	batch: Batch
	pinExists: boolean
	twoFAEnabled: boolean
	reply?: { result: SubmissionResult<string[]> } | null
}) {
	const bad = batch.rows.filter((row) => row.status === 'INVALID')
	// Rows the bank says another holder's account, nobody has confirmed yet: sending asks first (record 109).
	const mismatched = batch.rows.filter((row) => row.nameConfirmationNeeded)
	const sent = batch.status === 'SENT'
	const open = batch.rows.some((row) => row.payout && !isFinalTransferStatus(row.payout.status))
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<LiveRefresh active={open} />
			<PageHeader title={<>Bulk payout {batch.fileName}</>} back={{ to: BULK_PATH, label: 'Back' }} />
			<section className={cardClass('p-6 text-sm')} data-testid="batch-summary">
				<p>
					<span className="font-semibold">{batch.validCount}</span> of {batch.rowCount} rows can be paid
					{bad.length ? (
						<>
							; <span className="font-semibold">{bad.length}</span> will not be sent (their reasons are below)
						</>
					) : null}
					.
				</p>
				<p className="mt-1 text-gray-600">
					{sent && batch.sentAt
						? `Sent ${formatDateTime(batch.sentAt)}${batch.confirmedBy ? ` by ${batch.confirmedBy.name}` : ''}.`
						: `Checked ${formatDateTime(batch.createdAt)}: nothing has been sent yet.`}
				</p>
				<DataTable
					className="mt-4"
					framed={false}
					label="Totals per currency"
					rows={batch.totals}
					rowKey={(total) => total.currency}
					rowProps={(total) => ({ 'data-testid': `batch-total-${total.currency}` })}
					columns={[
						{ key: 'currency', header: 'Currency', cell: (total) => <span className="font-semibold">{total.currency}</span> },
						{ key: 'rows', header: 'Payouts', align: 'right', cell: (total) => total.rows },
						{
							key: 'amount',
							header: 'Amounts',
							align: 'right',
							cell: (total) => <Money value={total.amount} currency={total.currency} />,
						},
						{
							key: 'fee',
							header: 'Fees',
							align: 'right',
							cell: (total) => <Money value={total.fee} currency={total.currency} />,
						},
						{
							key: 'total',
							header: 'Total',
							align: 'right',
							className: 'font-semibold',
							cell: (total) => (
								<>
									-<Money value={total.total} currency={total.currency} />
								</>
							),
						},
						{
							key: 'balance',
							header: 'Balance now',
							align: 'right',
							cell: (total) => (
								<>
									{total.balance === null ? 'No wallet' : <Money value={total.balance} currency={total.currency} />}
									{!sent && !total.enough ? (
										<span className="block text-xs font-semibold text-red-700">
											Not enough: the payouts the balance cannot cover will fail
										</span>
									) : null}
									{!sent && total.leftToday !== null ? (
										<span className="block text-xs text-gray-600" data-testid="batch-left-today">
											<Money value={total.leftToday} currency={total.currency} /> left of today’s limit (UTC)
										</span>
									) : null}
								</>
							),
						},
					]}
				/>
				{sent ? (
					<a href={batchCsvPath(batch.id)} download className={buttonClass('secondary', 'mt-4')}>
						Download results (CSV)
					</a>
				) : null}
			</section>
			{sent ? null : (
				<section aria-labelledby="send-title" className="flex flex-col gap-2">
					<h2 id="send-title" className="text-lg font-semibold">
						Send {batch.validCount} payouts
					</h2>
					<QuoteConfirmForm
						capability="money.move"
						quoteId={batch.id}
						pinExists={pinExists}
						twoFAEnabled={twoFAEnabled}
						lastResult={reply?.result}
						submitLabel="Send payouts"
						things="Payouts are confirmed"
						before={() =>
							mismatched.length ? (
								<div className="mb-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="batch-name-mismatch">
									<p>{NAME_MATCH_MESSAGES.confirmBatch(mismatched.length)}</p>
									<p className="mt-1">
										Line{mismatched.length === 1 ? '' : 's'}{' '}
										{mismatched.map((row) => `${row.line} (the bank says ${row.accountName ?? ''})`).join(', ')}.
									</p>
									<ConfirmMismatchBox
										accountName={mismatched[0]!.accountName ?? ''}
										label={mismatched.length === 1 ? undefined : NAME_MATCH_MESSAGES.confirmBatchLabel}
										errors={reply?.result.error?.confirmNameMismatch ?? undefined}
										id="batch-confirm-name"
									/>
								</div>
							) : null
						}
					/>
				</section>
			)}
			<section aria-labelledby="rows-title" className={cardClass('p-4 sm:p-6')}>
				<h2 id="rows-title" className="text-lg font-semibold">
					Rows
				</h2>
				<DataTable
					className="mt-3"
					framed={false}
					label="Rows"
					rows={batch.rows}
					rowKey={(row) => row.line}
					rowProps={(row) => ({ 'data-testid': `batch-row-${row.line}`, 'data-status': row.status })}
					columns={ROW_COLUMNS}
				/>
			</section>
		</div>
	)
}

/** A row's amount as the file gave it is written by the formatter only when it is a decimal (a refused row keeps its text). */
const DECIMAL_AMOUNT = /^-?\d+(\.\d+)?$/

const ROW_COLUMNS: Column<BatchRow>[] = [
	{ key: 'line', header: 'Line', cell: (row) => row.line },
	{
		key: 'beneficiary',
		header: 'Beneficiary',
		cell: (row) => (
			<>
				{row.beneficiaryName ? <span className="font-semibold">{row.beneficiaryName}</span> : null}
				{row.newBeneficiary ? <KitStatusBadge label="New beneficiary" tone="info" testId="new-beneficiary" className="ml-2" /> : null}
				{row.destination ? <span className="block text-xs break-all text-gray-600">{row.destination}</span> : null}
				{row.accountName ? <span className="block text-xs text-gray-600">Account name: {row.accountName}</span> : null}
				{row.accountName && row.nameMatch ? (
					<NameMatchFlag beneficiary={{ nameMatch: row.nameMatch, accountName: row.accountName }} className="mt-1" />
				) : null}
				{row.beneficiaryId ? <span className="block font-mono text-xs break-all text-gray-500">{row.beneficiaryId}</span> : null}
			</>
		),
	},
	{
		key: 'amount',
		header: 'Amount',
		align: 'right',
		className: 'sm:whitespace-nowrap',
		cell: (row) =>
			DECIMAL_AMOUNT.test(row.amount) ? <Money value={row.amount} currency={row.currency} /> : `${row.amount} ${row.currency}`,
	},
	{
		key: 'fee',
		header: 'Fee',
		align: 'right',
		className: 'sm:whitespace-nowrap',
		cell: (row) => (row.fee ? <Money value={row.fee} currency={row.currency} /> : '—'),
	},
	{ key: 'reference', header: 'Reference', className: 'break-all', cell: (row) => row.reference },
	{
		key: 'status',
		header: 'Status',
		cell: (row) =>
			row.payout ? (
				<span className="flex flex-wrap items-center gap-2 max-sm:justify-end">
					<StatusBadge status={row.payout.status} />
					<Link to={receiptPath({ currency: row.currency as FiatCurrency, id: row.payout.id, service: 'PAYMENT' })} className="underline">
						Receipt<span className="sr-only"> line {row.line}</span>
					</Link>
				</span>
			) : (
				<>
					<span className="font-semibold">{ROW_STATUS_LABELS[row.status]}</span>
					{row.reason ? (
						<span className="block text-xs text-red-700" data-testid="row-reason">
							{row.reason}
						</span>
					) : null}
				</>
			),
	},
]
