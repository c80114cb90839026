import { cn } from './cn.ts'

/** What a status means, for its colour: the words say it, the colour repeats it (never colour alone). */
export type StatusTone = 'success' | 'pending' | 'failed' | 'neutral' | 'info'

const TONES: Record<StatusTone, string> = {
	success: 'bg-green-100 text-green-900',
	pending: 'bg-amber-100 text-amber-900',
	failed: 'bg-red-100 text-red-900',
	neutral: 'bg-gray-100 text-gray-700',
	info: 'bg-brand-50 text-brand-700',
}

/** One status as a pill: every list, page and badge of the dashboard maps its statuses to these tones. */
export function StatusBadge({ label, tone, testId, className }: { label: string; tone: StatusTone; testId?: string; className?: string }) {
	return (
		<span
			data-testid={testId}
			data-tone={tone}
			className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone], className)}
		>
			{label}
		</span>
	)
}
