import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { freePort } from '#tests/support/ports.ts'
import { createReadiness, READINESS_CACHE_MS } from './readiness.ts'

const servers: http.Server[] = []
afterEach(async () => {
	for (const server of servers.splice(0)) {
		server.closeAllConnections()
		await new Promise((resolve) => server.close(resolve))
	}
})

/** A provider whose /healthz answers `status` after `delayMs`, counting the probes it gets. */
async function provider(status: number, delayMs = 0) {
	const seen = { probes: 0 }
	const server = http.createServer((request, response) => {
		seen.probes++
		setTimeout(() => response.writeHead(status).end(request.url), delayMs)
	})
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
	return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

test('many checks at once make one probe, and its answer is kept for a few seconds @race', async () => {
	const { url, seen } = await provider(200, 200)
	let clock = 0
	const readiness = createReadiness({ providerUrl: url, knownDown: () => null, now: () => clock })
	const answers = await Promise.all(Array.from({ length: 20 }, () => readiness.check()))
	expect(answers.every((answer) => answer.ready)).toBe(true)
	expect(seen.probes).toBe(1)
	clock += READINESS_CACHE_MS - 1
	await readiness.check()
	expect(seen.probes).toBe(1)
	clock += 2
	await readiness.check()
	expect(seen.probes).toBe(2)
})

test('a 5xx or a refused connection is not ready, and says why; a 404 still answered', async () => {
	const failing = await provider(503)
	expect(await createReadiness({ providerUrl: failing.url, knownDown: () => null }).check()).toEqual({
		ready: false,
		reason: `the provider answered 503 at ${failing.url}/healthz`,
	})
	const refused = `http://127.0.0.1:${await freePort()}`
	expect(await createReadiness({ providerUrl: refused, knownDown: () => null }).check()).toEqual({
		ready: false,
		reason: `the provider at ${refused} could not be reached (ECONNREFUSED)`,
	})
	const withoutHealthz = await provider(404)
	expect(await createReadiness({ providerUrl: withoutHealthz.url, knownDown: () => null }).check()).toEqual({ ready: true })
})

test('a reason known without asking (shutting down, the sandbox restarting) answers at once', async () => {
	const { url, seen } = await provider(200)
	const readiness = createReadiness({ providerUrl: url, knownDown: () => 'shutting down' })
	expect(await readiness.check()).toEqual({ ready: false, reason: 'shutting down' })
	expect(seen.probes).toBe(0)
})
