import { createClient } from 'redis'
import { log } from './logger.server.ts'

/** The few Redis commands the rate limiter needs. */
export type RedisClient = {
	incr(key: string): Promise<number>
	pexpire(key: string, ms: number): Promise<unknown>
	pttl(key: string): Promise<number>
}

export async function connectRedis(url: string): Promise<RedisClient> {
	const client = createClient({ url })
	client.on('error', (error: unknown) => log.error('redis error', { error }))
	await client.connect()
	return {
		incr: (key) => client.incr(key),
		pexpire: (key, ms) => client.pExpire(key, ms),
		pttl: (key) => client.pTTL(key),
	}
}
