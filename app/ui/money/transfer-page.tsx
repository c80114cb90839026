import { Link } from '@remix-run/react'
import type { LocalTransfer } from '#contract/money/transfers.ts'
import { isFinalTransferStatus } from '#app/lib/money/transfer-status.ts'
import { formatDateTime, formatExactMoney } from '#app/lib/money/format.ts'
import { buttonClass } from '../kit/button.tsx'
import { LiveRefresh } from '../kit/live-refresh.tsx'
import { TransferStatusBadge } from './transfer-status.tsx'
import { cardClass } from '../kit/card.tsx'
import { PageHeader } from '../kit/page-header.tsx'

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
				<dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
					<dt className="text-gray-500">Amount</dt>
					<dd className="font-semibold">{money(transfer.amount)}</dd>
					<dt className="text-gray-500">Fee</dt>
					<dd>{money(transfer.fee)}</dd>
					<dt className="text-gray-500">Total</dt>
					<dd>{money(transfer.total)}</dd>
					<dt className="text-gray-500">Bank</dt>
					<dd>{transfer.bankName}</dd>
					<dt className="text-gray-500">Account number</dt>
					<dd className="font-mono">{transfer.accountNumber}</dd>
					{transfer.narration ? (
						<>
							<dt className="text-gray-500">Narration</dt>
							<dd className="break-words">{transfer.narration}</dd>
						</>
					) : null}
					<dt className="text-gray-500">Reference</dt>
					<dd className="font-mono text-xs break-all">{transfer.reference}</dd>
					<dt className="text-gray-500">Created</dt>
					<dd>{formatDateTime(transfer.createdAt)}</dd>
					<dt className="text-gray-500">Last update</dt>
					<dd>{formatDateTime(transfer.updatedAt)}</dd>
				</dl>
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
