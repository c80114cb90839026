import { transferStatusLabel, transferStatusTone, type TransferTone } from '#app/lib/money/transfer-status.ts'
import { cn } from '../kit/cn.ts'

const TONES: Record<TransferTone, string> = {
	neutral: 'bg-gray-100 text-gray-700',
	progress: 'bg-amber-100 text-amber-900',
	success: 'bg-green-100 text-green-900',
	failure: 'bg-red-100 text-red-900',
}

/** A status in words on a pill whose colour repeats what the words say (never colour alone). */
export function StatusPill({ label, tone, testId }: { label: string; tone: TransferTone; testId?: string }) {
	return (
		<span data-testid={testId} className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone])}>
			{label}
		</span>
	)
}

/** 'Pending', 'Processing', 'Successful', 'Failed' … as a coloured pill. */
export function TransferStatusBadge({ status, testId }: { status: string; testId?: string }) {
	return <StatusPill label={transferStatusLabel(status)} tone={transferStatusTone(status)} testId={testId} />
}
