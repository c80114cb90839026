import { useEffect } from 'react'
import { MESSENGER_DELAY_MS } from '#app/lib/constants.ts'

/**
 * The third-party chat messenger, spoken to through its
 * Intercom-style global: `Messenger('boot', …)`, `('trackEvent', …)`,
 * `('shutdown')`. It loads 3 s after the page so it never competes with
 * the page itself, and only when MESSENGER_APP_ID is set.
 */
type MessengerFn = ((command: string, payload?: unknown) => void) & { q?: unknown[][] }
declare global {
	interface Window {
		Intercom?: MessengerFn
	}
}

export type MessengerUser = { id: string; email: string; name: string; createdAt: string }

function messenger(): MessengerFn {
	if (!window.Intercom) {
		// Calls made before the script arrives wait in a queue it replays.
		const queue: MessengerFn = (...args: [string, unknown?]) => {
			;(queue.q ??= []).push(args)
		}
		window.Intercom = queue
	}
	return window.Intercom
}

export function Messenger({
	appId,
	scriptUrl,
	user,
	justLoggedIn,
}: {
	appId: string
	scriptUrl: string
	user: MessengerUser
	justLoggedIn: boolean
}) {
	useEffect(() => {
		const timer = setTimeout(() => {
			const send = messenger()
			send('boot', {
				app_id: appId,
				user_id: user.id,
				email: user.email,
				name: user.name,
				created_at: Math.floor(new Date(user.createdAt).getTime() / 1000),
			})
			if (justLoggedIn) send('trackEvent', 'logged-in')
			if (!document.querySelector('script[data-messenger]')) {
				const script = document.createElement('script')
				script.src = scriptUrl
				script.async = true
				script.dataset.messenger = 'true'
				document.body.appendChild(script)
			}
		}, MESSENGER_DELAY_MS)
		return () => clearTimeout(timer)
	}, [appId, scriptUrl, user.id, user.email, user.name, user.createdAt, justLoggedIn])
	return null
}

/** Called as the user logs out: the event, then the widget forgets them. */
export function trackMessengerLogout() {
	if (!window.Intercom) return
	window.Intercom('trackEvent', 'logged-out')
	window.Intercom('shutdown')
}
