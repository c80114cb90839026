/**
 * In-memory sliding-window limiter for the login endpoints and the PIN,
 * password and code checks.
 * One instance per sandbox, so several sandboxes in one process (tests) do
 * not share counters. Every attempt counts, successful or not.
 */
export const RATE_LIMIT_WINDOW_MS = 60_000
export const RATE_LIMIT_MAX_ATTEMPTS = 10
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.'
const SWEEP_ABOVE_KEYS = 10_000

export type RateLimiter = {
	/** Records an attempt under every key; answers the seconds to wait when any key is over the limit. */
	hit(keys: string[]): { allowed: true } | { allowed: false; retryAfterSeconds: number }
}

export function createRateLimiter(options: { max: number; windowMs: number; now: () => number }): RateLimiter {
	const attempts = new Map<string, number[]>()
	const prune = (key: string, now: number) => {
		const list = (attempts.get(key) ?? []).filter((time) => time > now - options.windowMs)
		if (list.length) attempts.set(key, list)
		else attempts.delete(key)
		return list
	}
	return {
		hit(keys) {
			// max 0 turns limiting off (load tests that log in many times from one address).
			if (options.max <= 0) return { allowed: true }
			const now = options.now()
			if (attempts.size > SWEEP_ABOVE_KEYS) for (const key of [...attempts.keys()]) prune(key, now)
			let retryAfterMs = 0
			for (const key of keys) {
				const list = prune(key, now)
				list.push(now)
				attempts.set(key, list)
				if (list.length > options.max) {
					// The attempt that must leave the window before one more fits.
					const oldest = list[list.length - options.max] ?? now
					retryAfterMs = Math.max(retryAfterMs, oldest + options.windowMs - now)
				}
			}
			if (retryAfterMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
			return { allowed: true }
		},
	}
}
