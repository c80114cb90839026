import { createClient } from 'redis'
import { log } from './logger.server.ts'

/** What the rate limiter needs from Redis: one counted hit in a window. */
export type RedisCounter = {
	/** Counts a hit on `key`; the first hit of a window starts its expiry. */
	hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>
	/** The count of `key`'s current window without counting (0 when none is open). */
	peek(key: string): Promise<{ count: number; ttlMs: number }>
	close(): Promise<void>
}

export async function connectRedis(url: string): Promise<RedisCounter> {
	const client = createClient({ url })
	client.on('error', (error: unknown) => log.error('redis error', { error }))
	await client.connect()
	return {
		async hit(key, windowMs) {
			// One transaction, so a crash between the calls cannot leave a counter without expiry.
			const [count, , ttlMs] = (await client.multi().incr(key).pExpire(key, windowMs, 'NX').pTTL(key).exec()) as unknown as [
				number,
				unknown,
				number,
			]
			return { count, ttlMs }
		},
		async peek(key) {
			const [count, ttlMs] = (await client.multi().get(key).pTTL(key).exec()) as unknown as [string | null, number]
			return { count: Number(count ?? 0), ttlMs }
		},
		async close() {
			await client.quit()
		},
	}
}
