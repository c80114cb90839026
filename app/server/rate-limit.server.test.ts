import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, test } from 'vitest'
import { configure } from '#tests/support/provider-session.server.ts'
import { checkRateLimits, checkUnderLimits, hitRateLimit, resetRateLimitsForTests } from './rate-limit.server.ts'

/**
 * The same behaviour in memory and, when a Redis server is reachable
 * (TEST_REDIS_URL, set by `npm test` and .ci/run), shared through Redis.
 */
const backends: Array<{ name: string; redisUrl: string | undefined }> = [{ name: 'memory', redisUrl: undefined }]
if (process.env.TEST_REDIS_URL) backends.push({ name: 'redis', redisUrl: process.env.TEST_REDIS_URL })

// Files share a worker (vitest's isolate: false): the next one gets the store it started with.
const redisUrlBefore = process.env.REDIS_URL
afterAll(async () => {
	configure({ REDIS_URL: redisUrlBefore })
	await resetRateLimitsForTests()
})

describe.each(backends)('rate limits ($name)', ({ redisUrl }) => {
	const rule = { limit: 10, windowMs: 60_000 }

	test('the 11th attempt in a window is refused, with the seconds to wait @bad-input', async () => {
		await resetRateLimitsForTests()
		configure({ REDIS_URL: redisUrl })
		const key = `test:${randomUUID()}`
		const results = []
		for (let i = 0; i < 11; i++) results.push(await hitRateLimit(key, rule))
		expect(results.slice(0, 10).every((r) => r.allowed)).toBe(true)
		expect(results[10]).toMatchObject({ allowed: false, remaining: 0 })
		expect(results[10]!.retryAfterSeconds).toBeGreaterThan(0)
		expect(results[10]!.retryAfterSeconds).toBeLessThanOrEqual(60)
	})

	test('keys count apart, and an attempt is refused when any of its keys is over @bad-input', async () => {
		await resetRateLimitsForTests()
		configure({ REDIS_URL: redisUrl })
		const ip = `ip:${randomUUID()}`
		for (let i = 0; i < 10; i++) expect((await checkRateLimits([ip, `email:${i}`], rule)).allowed).toBe(true)
		expect((await checkRateLimits([ip, 'email:new'], rule)).allowed).toBe(false)
		expect((await checkRateLimits([`ip:${randomUUID()}`, 'email:other'], rule)).allowed).toBe(true)
	})

	test('a window ends and counting starts again', async () => {
		await resetRateLimitsForTests()
		configure({ REDIS_URL: redisUrl })
		const key = `test:${randomUUID()}`
		const short = { limit: 1, windowMs: 300 }
		expect((await hitRateLimit(key, short)).allowed).toBe(true)
		expect((await hitRateLimit(key, short)).allowed).toBe(false)
		await new Promise((resolve) => setTimeout(resolve, 400))
		expect((await hitRateLimit(key, short)).allowed).toBe(true)
	})

	test('checking a limit counts nothing; it refuses once the counted hits reach the limit @bad-input', async () => {
		await resetRateLimitsForTests()
		configure({ REDIS_URL: redisUrl })
		const key = `fail:${randomUUID()}`
		const rule = { limit: 3, windowMs: 60_000 }
		for (let i = 0; i < 5; i++) expect((await checkUnderLimits([{ key, rule }])).allowed).toBe(true)
		for (let i = 0; i < 3; i++) await hitRateLimit(key, rule)
		const refused = await checkUnderLimits([{ key, rule }])
		expect(refused.allowed).toBe(false)
		expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0)
	})
})
