import { describe, expect, it } from 'vitest'
import { parseSandboxEnv } from '../env.ts'

describe('SANDBOX_BLOCK_MS', () => {
	it('is unset by default (confirmations only through the control API), a period of 100 ms to an hour when set', () => {
		const unset = parseSandboxEnv({ NODE_ENV: 'test', SANDBOX_BLOCK_MS: '' })
		expect(unset.ok && unset.env.SANDBOX_BLOCK_MS).toBeUndefined()
		const set = parseSandboxEnv({ NODE_ENV: 'test', SANDBOX_BLOCK_MS: '2000' })
		expect(set.ok && set.env.SANDBOX_BLOCK_MS).toBe(2000)
		expect(parseSandboxEnv({ NODE_ENV: 'test', SANDBOX_BLOCK_MS: '5' })).toEqual({
			ok: false,
			errors: ['SANDBOX_BLOCK_MS: SANDBOX_BLOCK_MS must be at least 100'],
		})
		expect(parseSandboxEnv({ NODE_ENV: 'test', SANDBOX_BLOCK_MS: 'fast' })).toEqual({
			ok: false,
			errors: ['SANDBOX_BLOCK_MS: SANDBOX_BLOCK_MS must be a whole number'],
		})
	})
})
