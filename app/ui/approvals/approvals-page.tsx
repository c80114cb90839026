import { Link } from '@remix-run/react'
import type { ApprovalRequest } from '#contract/approvals/api.ts'
import { approvalDestination } from '#contract/approvals/destination.ts'
import { APPROVAL_KIND_LABELS } from '#contract/approvals/words.ts'
import { approvalPath } from '#app/lib/approvals/paths.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { DataTable, type Column } from '../kit/data-table.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { ApprovalStatusBadge } from './status-badge.tsx'

/**
 * /approvals (docs/product/approvals.md): every request of the business,
 * those waiting first (the next to expire on top), then the decided ones.
 */
export function ApprovalsPage({ requests, you }: { requests: ApprovalRequest[]; you: string }) {
	const columns: Column<ApprovalRequest>[] = [
		{ key: 'status', header: 'Status', cell: (row) => <ApprovalStatusBadge status={row.status} /> },
		{
			key: 'what',
			header: 'What',
			rowHeader: true,
			cell: (row) => (
				<Link to={approvalPath(row.id)} className="text-brand-700 underline">
					{APPROVAL_KIND_LABELS[row.kind]} to {approvalDestination(row.to)}
				</Link>
			),
		},
		{ key: 'total', header: 'Total', cell: (row) => <Money value={row.total} currency={row.currency} />, testId: 'approval-total' },
		{ key: 'by', header: 'Asked by', cell: (row) => (row.requestedBy.email === you ? 'You' : row.requestedBy.name) },
		{ key: 'at', header: 'Asked', cell: (row) => formatDateTime(row.createdAt) },
		{
			key: 'until',
			header: 'Expires or decided',
			cell: (row) => formatDateTime(row.status === 'PENDING' ? row.expiresAt : (row.decidedAt ?? row.expiresAt)),
		},
	]
	return (
		<div className="mx-auto flex max-w-6xl flex-col gap-4">
			<PageHeader
				title="Approvals"
				description="Payouts at or above an approval rule's amount wait here for a second member: the Owner, an Admin or Finance, never the one who asked."
			/>
			{requests.length ? (
				<DataTable
					rows={requests}
					columns={columns}
					rowKey={(row) => row.id}
					rowProps={(row) => ({ 'data-status': row.status })}
					caption="Approval requests, waiting first"
					testId="approvals"
				/>
			) : (
				<EmptyState message="No approval requests yet" />
			)}
		</div>
	)
}
