import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { request } from 'undici'
import { describe, expect, it } from 'vitest'
import { sandboxBackends } from '../test-support/backends.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'

/**
 * A route that answers before reading the body (401 without a token, 413
 * over the size limit, 429 past a limit) still lets the client finish
 * sending and read the status: the sandbox reads and drops what is left
 * (bounded) instead of closing or resetting the connection under a client
 * that is still sending. undici's keep-alive pool reuses the connections,
 * as a real client does.
 */
const [pglite] = sandboxBackends()
const MB = 1024 * 1024

/** `bytes` of filler in 32 KB chunks 25 ms apart, without a declared length (chunked), as a slow network sends it. */
function slowBody(bytes: number) {
	return Readable.from(
		(async function* () {
			for (let sent = 0; sent < bytes; sent += 32 * 1024) {
				yield Buffer.alloc(Math.min(32 * 1024, bytes - sent), 0x20)
				await sleep(25)
			}
		})(),
	)
}

describe('early answers reach the client (no connection reset)', () => {
	const sandbox = useSandbox(pglite!)

	/** The status the client got, or the socket error that took it. */
	const post = async (body: Buffer | Readable) => {
		try {
			const answer = await request(`${sandbox.url}/integrator/v1/local-transfer`, {
				method: 'POST',
				body,
				headers: { 'content-type': 'application/json' },
			})
			await answer.body.dump()
			return answer.statusCode
		} catch (error) {
			return `${(error as Error).message} (${(error as { code?: string }).code})`
		}
	}

	it('unauthenticated posts of 0.9, 2 and 20 MB, one after another, each get their status (401, 413, 413) @bad-input', async () => {
		const statuses: (number | string)[] = []
		for (let round = 0; round < 2; round++) {
			for (const size of [0.9 * MB, 2 * MB, 20 * MB]) statuses.push(await post(Buffer.alloc(Math.round(size), 0x20)))
		}
		expect(statuses).toEqual([401, 413, 413, 401, 413, 413])
	})

	it('a slow 3 MB body without a declared length gets its 413 @bad-input', async () => {
		expect(await post(slowBody(3 * MB))).toBe(413)
	})
})
