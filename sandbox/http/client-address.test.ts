import { describe, expect, it } from 'vitest'
import { RATE_LIMIT_MAX_ATTEMPTS } from '../rate-limit.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { uniqueEmail } from '../test-support/unique.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'
import { PROXY_SECRET_HEADER } from './request.ts'

const PROXY_SECRET = 'proxy-secret-for-the-client-address-test'

/**
 * 12 failed password logins, each for a different e-mail (so only the
 * per-address count can stop them) and each with a different
 * X-Forwarded-For; answers the statuses.
 */
async function failedLogins(sandbox: TestSandbox, headers: Record<string, string> = {}) {
	const statuses: number[] = []
	for (let i = 0; i < RATE_LIMIT_MAX_ATTEMPTS + 2; i++) {
		const response = await fetch(`${sandbox.url}/auth/v1/login/password`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}`, ...headers },
			body: JSON.stringify({ email: uniqueEmail('xff'), password: 'Wrong.Pass-2026' }),
		})
		statuses.push(response.status)
		await response.arrayBuffer()
	}
	return statuses
}

describe.each(sandboxBackends())('the client address on $name', (backend) => {
	describe('without SANDBOX_PROXY_SECRET', () => {
		const sandbox = useSandbox(backend, { proxySecret: undefined })

		it('ignores X-Forwarded-For: a rotating header does not escape the per-address limit', async () => {
			const statuses = await failedLogins(sandbox, { [PROXY_SECRET_HEADER]: PROXY_SECRET })
			expect(statuses.slice(0, RATE_LIMIT_MAX_ATTEMPTS).every((status) => status === 401)).toBe(true)
			expect(statuses.slice(RATE_LIMIT_MAX_ATTEMPTS)).toEqual([429, 429])
		})
	})

	describe('with SANDBOX_PROXY_SECRET', () => {
		const sandbox = useSandbox(backend, { proxySecret: PROXY_SECRET })

		it('believes X-Forwarded-For from the proxy that presents the secret', async () => {
			expect(await failedLogins(sandbox, { [PROXY_SECRET_HEADER]: PROXY_SECRET })).toEqual(Array(RATE_LIMIT_MAX_ATTEMPTS + 2).fill(401))
		})

		it('ignores it without the header or with a wrong secret @bad-input', async () => {
			const statuses = await failedLogins(sandbox, { [PROXY_SECRET_HEADER]: `${PROXY_SECRET}x` })
			expect(statuses.slice(RATE_LIMIT_MAX_ATTEMPTS)).toEqual([429, 429])
			expect((await failedLogins(sandbox)).every((status) => status === 429)).toBe(true)
		})
	})
})
