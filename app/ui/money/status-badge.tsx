import type { TransferStatus } from '#contract/money/ledger.ts'
import { STATUS_LABELS, statusTone, type StatusTone } from '#app/lib/money/labels.ts'
import { cn } from '../kit/cn.ts'

const TONES: Record<StatusTone, string> = {
	success: 'bg-green-100 text-green-900',
	pending: 'bg-amber-100 text-amber-900',
	failed: 'bg-red-100 text-red-900',
	neutral: 'bg-gray-100 text-gray-700',
}

export function StatusBadge({ status }: { status: TransferStatus }) {
	return (
		<span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[statusTone(status)])}>
			{STATUS_LABELS[status]}
		</span>
	)
}
