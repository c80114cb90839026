import { expect, it } from 'vitest'
import { parseSandboxEnv } from '../env.ts'

it('SANDBOX_WEBHOOK_*: defaults when unset or empty, checked when set, one message per bad variable @bad-input', () => {
	for (const env of [{}, { SANDBOX_WEBHOOK_TIMEOUT_MS: '', SANDBOX_WEBHOOK_RETRY_SECONDS: '', SANDBOX_WEBHOOK_REACH: '' }]) {
		const parsed = parseSandboxEnv({ NODE_ENV: 'test', ...env })
		expect(
			parsed.ok && [parsed.env.SANDBOX_WEBHOOK_TIMEOUT_MS, parsed.env.SANDBOX_WEBHOOK_RETRY_SECONDS, parsed.env.SANDBOX_WEBHOOK_REACH],
		).toEqual([5000, [30, 120, 600, 3600, 21600], 'loopback'])
	}
	const set = parseSandboxEnv({
		NODE_ENV: 'test',
		SANDBOX_WEBHOOK_TIMEOUT_MS: '2000',
		SANDBOX_WEBHOOK_RETRY_SECONDS: ' 0, 10 ,600',
		SANDBOX_WEBHOOK_REACH: 'public',
	})
	expect(set.ok && [set.env.SANDBOX_WEBHOOK_TIMEOUT_MS, set.env.SANDBOX_WEBHOOK_RETRY_SECONDS, set.env.SANDBOX_WEBHOOK_REACH]).toEqual([
		2000,
		[0, 10, 600],
		'public',
	])
	expect(
		parseSandboxEnv({
			NODE_ENV: 'test',
			SANDBOX_WEBHOOK_TIMEOUT_MS: '50',
			SANDBOX_WEBHOOK_RETRY_SECONDS: '1,2,x',
			SANDBOX_WEBHOOK_REACH: 'everywhere',
		}),
	).toEqual({
		ok: false,
		errors: [
			'SANDBOX_WEBHOOK_TIMEOUT_MS: SANDBOX_WEBHOOK_TIMEOUT_MS must be at least 100',
			'SANDBOX_WEBHOOK_RETRY_SECONDS: SANDBOX_WEBHOOK_RETRY_SECONDS must be 1 to 10 whole numbers of seconds, such as 30,120,600',
			'SANDBOX_WEBHOOK_REACH: SANDBOX_WEBHOOK_REACH must be loopback or public',
		],
	})
})

it('SANDBOX_DASHBOARD_PORT: unset or empty is none, a port is kept, anything else one clear message', () => {
	for (const env of [{}, { SANDBOX_DASHBOARD_PORT: '' }]) {
		const parsed = parseSandboxEnv({ NODE_ENV: 'test', ...env })
		expect(parsed.ok && parsed.env.SANDBOX_DASHBOARD_PORT).toBeUndefined()
	}
	const set = parseSandboxEnv({ NODE_ENV: 'test', SANDBOX_DASHBOARD_PORT: '3110' })
	expect(set.ok && set.env.SANDBOX_DASHBOARD_PORT).toBe(3110)
	expect(parseSandboxEnv({ NODE_ENV: 'test', SANDBOX_DASHBOARD_PORT: '70000' })).toEqual({
		ok: false,
		errors: ['SANDBOX_DASHBOARD_PORT: SANDBOX_DASHBOARD_PORT must be at most 65535'],
	})
})
