import { transferStatusLabel, transferStatusTone, type TransferTone } from '#app/lib/money/transfer-status.ts'
import { StatusBadge as KitStatusBadge, type StatusTone as KitTone } from '../kit/status-badge.tsx'

// The transfer tones by the kit's names: one mapping of tones to colours (app/ui/kit/status-badge.tsx).
const KIT_TONES: Record<TransferTone, KitTone> = { neutral: 'neutral', progress: 'pending', success: 'success', failure: 'failed' }

/** A status in words on a pill whose colour repeats what the words say (never colour alone). */
export function StatusPill({ label, tone, testId }: { label: string; tone: TransferTone; testId?: string }) {
	return <KitStatusBadge label={label} tone={KIT_TONES[tone]} testId={testId} />
}

/** 'Pending', 'Processing', 'Successful', 'Failed' … as a coloured pill. */
export function TransferStatusBadge({ status, testId }: { status: string; testId?: string }) {
	return <StatusPill label={transferStatusLabel(status)} tone={transferStatusTone(status)} testId={testId} />
}
