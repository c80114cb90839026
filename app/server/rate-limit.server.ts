import { getEnv } from './env.server.ts'

/**
 * Fixed-window counters for login, verification and OTP posts. In memory by
 * default; shared through Redis when REDIS_URL is set so that several
 * replicas count together.
 */
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

type Store = {
	hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>
	peek(key: string): Promise<{ count: number; resetAt: number }>
	close(): Promise<void>
}

class MemoryStore implements Store {
	private windows = new Map<string, { count: number; resetAt: number }>()
	async hit(key: string, windowMs: number) {
		const now = Date.now()
		let entry = this.windows.get(key)
		if (!entry || entry.resetAt <= now) {
			entry = { count: 0, resetAt: now + windowMs }
			this.windows.set(key, entry)
		}
		entry.count += 1
		if (this.windows.size > 50_000) this.sweep(now)
		return { ...entry }
	}
	async peek(key: string) {
		const entry = this.windows.get(key)
		return entry && entry.resetAt > Date.now() ? { ...entry } : { count: 0, resetAt: Date.now() }
	}
	async close() {
		this.windows.clear()
	}
	private sweep(now: number) {
		for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key)
	}
}

class RedisStore implements Store {
	// Loaded only when configured: most installs never need the client.
	private counter: Promise<import('./redis.server.ts').RedisCounter>
	constructor(url: string) {
		this.counter = import('./redis.server.ts').then((m) => m.connectRedis(url))
	}
	async hit(key: string, windowMs: number) {
		const { count, ttlMs } = await (await this.counter).hit(`ratelimit:${key}`, windowMs)
		return { count, resetAt: Date.now() + Math.max(ttlMs, 0) }
	}
	async peek(key: string) {
		const { count, ttlMs } = await (await this.counter).peek(`ratelimit:${key}`)
		return { count, resetAt: Date.now() + Math.max(ttlMs, 0) }
	}
	async close() {
		await (await this.counter).close()
	}
}

let store: Store | undefined
function getStore(): Store {
	if (!store) {
		const { REDIS_URL } = getEnv()
		store = REDIS_URL ? new RedisStore(REDIS_URL) : new MemoryStore()
	}
	return store
}

export async function hitRateLimit(key: string, { limit, windowMs }: { limit: number; windowMs: number }): Promise<RateLimitResult> {
	const { count, resetAt } = await getStore().hit(key, windowMs)
	return {
		allowed: count <= limit,
		remaining: Math.max(0, limit - count),
		retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
	}
}

/** Sign-up and link verification: 10 a minute per address. */
export const AUTH_RATE_LIMIT = { limit: 10, windowMs: 60_000 }
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.'

/**
 * Counts one attempt against every key; the attempt is refused when any
 * key is over its limit.
 */
export async function checkRateLimits(keys: string[], rule = AUTH_RATE_LIMIT) {
	const results = await Promise.all(keys.map((key) => hitRateLimit(key, rule)))
	const refused = results.filter((r) => !r.allowed)
	if (refused.length === 0) return { allowed: true as const }
	return { allowed: false as const, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) }
}

/** A limit together with the keys it counts on. */
export type RateRule = { limit: number; windowMs: number }

/**
 * Whether every key is still under its limit, without counting anything:
 * for limits that count only some outcomes (failed logins), checked before
 * the attempt and counted after it with `hitRateLimit`.
 */
export async function checkUnderLimits(checks: Array<{ key: string; rule: RateRule }>) {
	const now = Date.now()
	const over = []
	for (const { key, rule } of checks) {
		const { count, resetAt } = await getStore().peek(key)
		if (count >= rule.limit) over.push(Math.max(1, Math.ceil((resetAt - now) / 1000)))
	}
	return over.length === 0 ? { allowed: true as const } : { allowed: false as const, retryAfterSeconds: Math.max(...over) }
}

/** Forgets every counter (and closes the Redis connection); the next hit reads REDIS_URL again. */
export async function resetRateLimitsForTests() {
	const current = store
	store = undefined
	await current?.close()
}
