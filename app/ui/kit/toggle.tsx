import { useFetcher, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { cn } from './cn.ts'
import type { SubmissionResult } from './form.ts'
import { useOnline } from './use-online.ts'

/** The answer to a toggle's background post: every action's `{ intent, result }`, the reason under ''. */
export type ToggleReply = { intent: string | null; result: SubmissionResult<string[]> }

/** The reason a background post was refused, or null after a success. */
export function toggleRefusal(reply: ToggleReply | undefined): string | null {
	if (!reply || reply.result.status === 'success') return null
	return reply.result.error?.['']?.[0] ?? 'The change was not saved. Try again.'
}

/**
 * A toggle is a small form whose button posts the new value, so it works
 * without JavaScript: the post comes back to this page (`redirectTo`) with
 * a toast. With JavaScript it posts in the background, shows the new state
 * at once, and falls back to the saved state when the answer is not a
 * success (the page's data is only reloaded after a success).
 */
export function Toggle({
	name,
	checked,
	label,
	description,
	intent,
	action,
	fields,
	disabled = false,
	disabledWhenOffline = false,
	lockedLabel,
}: {
	/** The field that carries the new value ('true' or 'false'). */
	name: string
	checked: boolean
	label: ReactNode
	description?: ReactNode
	intent: string
	action?: string
	/** Other fields the action needs (e.g. which MFA method). */
	fields?: Record<string, string>
	disabled?: boolean
	disabledWhenOffline?: boolean
	/** Shown instead of the switch's action when it is locked on (e.g. 'Your 2FA is set'). */
	lockedLabel?: string
}) {
	const fetcher = useFetcher<ToggleReply>()
	const hydrated = useHydrated()
	const online = useOnline()
	const location = useLocation()
	const submitted = fetcher.formData?.get(name)
	const shown = typeof submitted === 'string' ? submitted === 'true' : checked
	const offline = hydrated && disabledWhenOffline && !online
	const error = fetcher.state === 'idle' ? toggleRefusal(fetcher.data) : null
	return (
		<fetcher.Form method="POST" action={action} className="flex items-start justify-between gap-4 py-3">
			<div className="min-w-0">
				<p className="text-sm font-medium">{label}</p>
				{description ? <p className="text-xs wrap-anywhere text-gray-500">{description}</p> : null}
				{lockedLabel ? <p className="text-xs font-medium text-green-700">{lockedLabel}</p> : null}
				{offline ? <p className="text-xs text-amber-800">You are offline.</p> : null}
				{error ? (
					<p role="alert" className="text-xs text-red-700">
						{error}
					</p>
				) : null}
			</div>
			<input type="hidden" name="intent" value={intent} />
			{Object.entries(fields ?? {}).map(([key, value]) => (
				<input key={key} type="hidden" name={key} value={value} />
			))}
			<input type="hidden" name={name} value={String(!shown)} />
			{hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
			<button
				type="submit"
				role="switch"
				aria-checked={shown}
				aria-label={typeof label === 'string' ? label : undefined}
				disabled={disabled || offline || fetcher.state !== 'idle'}
				className={cn(
					'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
					shown ? 'bg-brand-600' : 'bg-gray-300',
				)}
			>
				<span
					className={cn(
						'inline-block size-5 rounded-full bg-white shadow transition-transform',
						shown ? 'translate-x-5' : 'translate-x-0.5',
					)}
				/>
			</button>
		</fetcher.Form>
	)
}
