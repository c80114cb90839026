import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
	window.addEventListener('online', onChange)
	window.addEventListener('offline', onChange)
	return () => {
		window.removeEventListener('online', onChange)
		window.removeEventListener('offline', onChange)
	}
}

/** Whether the browser says it is online; true on the server (offline disables some toggles). */
export function useOnline() {
	return useSyncExternalStore(
		subscribe,
		() => navigator.onLine,
		() => true,
	)
}
