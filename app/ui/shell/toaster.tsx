import { useEffect, useState } from 'react'
import { cn } from '../kit/cn.ts'
import { Icon } from '../kit/icon.tsx'

export type ToastView = {
	id: string
	type: 'success' | 'error' | 'message'
	title: string
	description?: string
	durationMs: number
}

const TONES = {
	success: 'border-green-200 bg-green-50 text-green-900',
	error: 'border-red-200 bg-red-50 text-red-900',
	message: 'border-gray-200 bg-white text-ink',
}

/**
 * Shows the toast the root loader read from its flash cookie. It is in the
 * server's HTML, so it shows without JavaScript; a CSS animation hides it
 * after its duration (5 s), and with JavaScript it can also be
 * dismissed. It never covers the top bar's account menu or Menu button: at
 * the bottom of a phone's screen, below the top bar (5rem, the bar's 69 px
 * and a gap) from 640 px up.
 */
export function Toaster({ toast }: { toast: ToastView | null }) {
	const [dismissed, setDismissed] = useState<string | null>(null)
	useEffect(() => {
		if (!toast) return
		const timer = setTimeout(() => setDismissed(toast.id), toast.durationMs + 400)
		return () => clearTimeout(timer)
	}, [toast])
	if (!toast || dismissed === toast.id) return null
	return (
		<div className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex justify-center px-3 sm:top-[calc(var(--banner-height)+5rem)] sm:bottom-auto sm:justify-end">
			<div
				key={toast.id}
				role={toast.type === 'error' ? 'alert' : 'status'}
				data-testid="toast"
				className={cn('toast pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-lg', TONES[toast.type])}
				style={{ ['--toast-duration' as string]: `${toast.durationMs}ms` }}
			>
				<div className="flex items-start gap-3">
					<div className="flex-1">
						<p className="font-semibold">{toast.title}</p>
						{toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
					</div>
					<button
						type="button"
						onClick={() => setDismissed(toast.id)}
						className="text-sm opacity-70 hover:opacity-100"
						aria-label="Dismiss"
					>
						<Icon name="close" />
					</button>
				</div>
			</div>
		</div>
	)
}
