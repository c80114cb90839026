import { cn } from './cn.ts'

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
	return (
		<span role="status" className={cn('inline-flex items-center', className)}>
			<svg className="size-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
				<circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
				<path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
			</svg>
			<span className="sr-only">{label}</span>
		</span>
	)
}
