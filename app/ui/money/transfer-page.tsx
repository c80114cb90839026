import { Link } from '@remix-run/react'
import type { LocalTransfer } from '#contract/money/transfers.ts'
import { formatDateTime, formatExactMoney } from '#app/lib/money/format.ts'
import { isFinalTransferStatus } from '#app/lib/money/transfer-status.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { LiveRefresh } from '../kit/live-refresh.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { TransferStatusBadge } from './transfer-status.tsx'

/** /local-transfers/:id: one transfer, its live status, and what moved. */
export function TransferPage({ transfer }: { transfer: LocalTransfer }) {
	const money = (amount: string) => formatExactMoney(amount, transfer.currency)
	const final = isFinalTransferStatus(transfer.status)
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<LiveRefresh active={!final} />
			<PageHeader
				title={<>Transfer to {transfer.accountName}</>}
				badge={<TransferStatusBadge status={transfer.status} testId="transfer-status" />}
			/>
			<section aria-label="Transfer details" className={cardClass('p-6')}>
				<SummaryList
					items={[
						{ label: 'Amount', value: money(transfer.amount), strong: true },
						{ label: 'Fee', value: money(transfer.fee) },
						{ label: 'Total', value: money(transfer.total) },
						{ label: 'Bank', value: transfer.bankName },
						{ label: 'Account number', value: <span className="font-mono">{transfer.accountNumber}</span> },
						transfer.narration ? { label: 'Narration', value: transfer.narration } : null,
						{ label: 'Reference', value: <span className="font-mono text-xs">{transfer.reference}</span> },
						{ label: 'Created', value: formatDateTime(transfer.createdAt) },
						{ label: 'Last update', value: formatDateTime(transfer.updatedAt) },
					]}
				/>
				{transfer.status === 'ITF_FAILED' ? (
					<p role="status" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
						This transfer failed{transfer.reason ? `: ${transfer.reason}` : ''}. The amount and its fee ({money(transfer.total)}) are back
						in your funding balance.
					</p>
				) : null}
				{final ? null : (
					<p className="mt-4 text-sm text-gray-600">
						This transfer is on its way; this page updates by itself.{' '}
						<Link to="." reloadDocument className="font-semibold text-brand-700 underline">
							Refresh
						</Link>
					</p>
				)}
			</section>
			<div className="flex gap-3">
				<Link to="/local-transfers" className={buttonClass('secondary')}>
					All local transfers
				</Link>
				<Link to="/local-transfer" className={buttonClass('primary')}>
					New transfer
				</Link>
			</div>
		</div>
	)
}
