import { useFetcher, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import {
	ACTIVITY_SAMPLE_MS,
	INACTIVITY_LOGOUT_MS,
	INACTIVITY_PROMPT_MS,
	INACTIVITY_TICK_MS,
	KEEP_ALIVE_INTERVAL_MS,
} from '#app/lib/constants.ts'
import { formatCountdown } from '#app/lib/text-format.ts'
import { Button } from '../kit/button.tsx'
import { trackMessengerLogout } from './messenger.tsx'

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove'] as const

/**
 * Inactivity (see docs/product/shell.md): after 25 minutes idle a prompt
 * counts down the real time left; 'Stay logged in' resets it; at 30
 * minutes the user is logged out. The browser reports activity to the
 * server at most once a minute, and the server enforces the same limit on
 * its own, so it holds without JavaScript too.
 */
export function InactivityGuard() {
	const keepAlive = useFetcher()
	const submit = useSubmit()
	const lastActivityAt = useRef(Date.now())
	const lastKeepAliveAt = useRef(Date.now())
	const sawActivity = useRef(false)
	const [msLeft, setMsLeft] = useState<number | null>(null)
	const prompting = msLeft !== null

	useEffect(() => {
		const markActive = () => {
			sawActivity.current = true
		}
		for (const event of ACTIVITY_EVENTS) window.addEventListener(event, markActive, { passive: true })
		const sampler = setInterval(() => {
			if (!sawActivity.current) return
			sawActivity.current = false
			// Once the prompt is up, only 'Stay logged in' counts.
			if (document.querySelector('[data-inactivity-prompt]')) return
			lastActivityAt.current = Date.now()
			if (Date.now() - lastKeepAliveAt.current >= KEEP_ALIVE_INTERVAL_MS) {
				lastKeepAliveAt.current = Date.now()
				keepAlive.submit({}, { method: 'POST', action: '/session/keep-alive' })
			}
		}, ACTIVITY_SAMPLE_MS)
		const ticker = setInterval(() => {
			const idleMs = Date.now() - lastActivityAt.current
			if (idleMs >= INACTIVITY_LOGOUT_MS) {
				clearInterval(ticker)
				trackMessengerLogout()
				submit({ reason: 'inactivity' }, { method: 'POST', action: '/auth/logout' })
			} else if (idleMs >= INACTIVITY_PROMPT_MS) {
				setMsLeft(INACTIVITY_LOGOUT_MS - idleMs)
			} else {
				setMsLeft(null)
			}
		}, INACTIVITY_TICK_MS)
		return () => {
			for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, markActive)
			clearInterval(sampler)
			clearInterval(ticker)
		}
		// keepAlive.submit and submit are stable; the timers must not restart.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	if (!prompting) return null
	return (
		<div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4" data-inactivity-prompt>
			<div
				role="alertdialog"
				aria-modal="true"
				aria-labelledby="inactivity-title"
				aria-describedby="inactivity-text"
				className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl"
			>
				<h2 id="inactivity-title" className="text-lg font-semibold">
					Are you still there?
				</h2>
				<p id="inactivity-text" className="mt-2 text-sm text-gray-600">
					You have been inactive for a while. For your security you will be logged out in{' '}
					<strong className="font-mono text-ink" data-testid="inactivity-countdown">
						{formatCountdown(msLeft)}
					</strong>
					.
				</p>
				<div className="mt-6 flex justify-end">
					<Button
						type="button"
						autoFocus
						onClick={() => {
							lastActivityAt.current = Date.now()
							lastKeepAliveAt.current = Date.now()
							setMsLeft(null)
							keepAlive.submit({}, { method: 'POST', action: '/session/keep-alive' })
						}}
					>
						Stay logged in
					</Button>
				</div>
			</div>
		</div>
	)
}
