import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '#contract/envelope.ts'
import { startSandbox, type RunningSandbox } from '../server.ts'
import { migratedPgliteDir, sandboxBackends } from '../test-support/backends.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'

describe.each(sandboxBackends())('HTTP basics on $name', (backend) => {
	const sandbox = useSandbox(backend)

	it('answers /healthz', async () => {
		const { status, json } = await sandbox.get('/healthz')
		expect(status).toBe(200)
		expect(json).toEqual({ message: 'ok', data: { db: 'up' } })
	})

	it('answers 413 JSON for a body over 1 MB @bad-input', async () => {
		const response = await sandbox.request('/integrator/v1/register', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
		})
		expect(response.status).toBe(413)
		expect(apiErrorSchema.parse(await response.json()).message).toMatch(/too large/)
	})

	it.each([
		['malformed JSON', '{"email": '],
		['a JSON array', '[1,2]'],
		['a JSON string', '"hello"'],
	])('answers 400 JSON for %s', async (_label, body) => {
		const response = await sandbox.request('/auth/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
		expect(response.status).toBe(400)
		expect(apiErrorSchema.parse(await response.json()).message).toMatch(/JSON/)
	})

	it('answers 404 JSON for an unknown route @bad-input', async () => {
		const { status, json } = await sandbox.get('/nope')
		expect(status).toBe(404)
		expect(apiErrorSchema.parse(json).message).toContain('/nope')
	})
})

describe('SANDBOX_LATENCY_MS', () => {
	const LATENCY_MS = 300
	let sandbox: RunningSandbox
	let dataDir: string
	beforeAll(async () => {
		dataDir = await migratedPgliteDir('sandbox-latency-')
		sandbox = await startSandbox({ port: 0, dataDir, latencyMs: LATENCY_MS })
	})
	afterAll(async () => {
		await sandbox.close()
		await rm(dataDir, { recursive: true, force: true })
	})

	const timed = async (p: string) => {
		const started = performance.now()
		const response = await fetch(sandbox.url + p)
		await response.arrayBuffer()
		return performance.now() - started
	}

	it('delays provider answers but not /healthz or /sandbox/*', async () => {
		expect(await timed('/integrator/v1/supported-noauth/COUNTRIES')).toBeGreaterThanOrEqual(LATENCY_MS - 5)
		expect(await timed('/healthz')).toBeLessThan(LATENCY_MS)
		expect(await timed('/sandbox/v1/outbox')).toBeLessThan(LATENCY_MS)
	})

	it('closes once and for all, and a second close is harmless', async () => {
		await sandbox.close()
		await sandbox.close()
		await expect(fetch(sandbox.url + '/healthz')).rejects.toThrow()
	})
})
