import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseSandboxEnv } from '../env.ts'
import { hashSecret, verifySecret } from './passwords.ts'

/** An environment as the process would have it (@remix-run/node's globals make NODE_ENV a required key). */
const environment = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv

/** N of a stored `scrypt$N$r$p$salt$hash`. */
const costOf = (hash: string) => Number(hash.split('$')[1])

afterEach(() => {
	vi.unstubAllEnvs()
})

describe('the password hash cost (SANDBOX_PASSWORD_HASH_COST)', () => {
	it('is 2^14 by default', async () => {
		vi.stubEnv('SANDBOX_PASSWORD_HASH_COST', '')
		vi.stubEnv('NODE_ENV', 'production')
		expect(costOf(await hashSecret('Secret.Passw0rd-1'))).toBe(16_384)
	})

	it('is a setting that tests lower, and a hash keeps its own cost when the setting changes', async () => {
		vi.stubEnv('NODE_ENV', 'test')
		vi.stubEnv('SANDBOX_PASSWORD_HASH_COST', '4')
		const cheap = await hashSecret('Secret.Passw0rd-1')
		expect(costOf(cheap)).toBe(16)
		vi.stubEnv('SANDBOX_PASSWORD_HASH_COST', '15')
		expect(costOf(await hashSecret('Secret.Passw0rd-1'))).toBe(32_768)
		expect(await verifySecret('Secret.Passw0rd-1', cheap)).toBe(true)
		expect(await verifySecret('Secret.Passw0rd-2', cheap)).toBe(false)
		expect(await verifySecret('Secret.Passw0rd-1', null)).toBe(false)
	})

	it('is refused below 14 when NODE_ENV=production: at start, one line, and by the hashing itself @bad-input', async () => {
		// (With a wallet seed, which production also requires: sandbox/wallets/derivation.test.ts.)
		const env = { NODE_ENV: 'production', SANDBOX_PASSWORD_HASH_COST: '4', SANDBOX_WALLET_SEED: '00'.repeat(32) }
		expect(parseSandboxEnv(environment(env))).toEqual({
			ok: false,
			errors: ['SANDBOX_PASSWORD_HASH_COST: below 14 is for tests only and is refused when NODE_ENV=production'],
		})
		expect(parseSandboxEnv(environment({ ...env, NODE_ENV: 'development' })).ok).toBe(true)
		expect(parseSandboxEnv(environment({ ...env, SANDBOX_PASSWORD_HASH_COST: '14' })).ok).toBe(true)
		expect(parseSandboxEnv(environment({ SANDBOX_PASSWORD_HASH_COST: 'cheap' }))).toEqual({
			ok: false,
			errors: ['SANDBOX_PASSWORD_HASH_COST: SANDBOX_PASSWORD_HASH_COST must be a whole number'],
		})
		vi.stubEnv('NODE_ENV', 'production')
		vi.stubEnv('SANDBOX_PASSWORD_HASH_COST', '4')
		await expect(hashSecret('Secret.Passw0rd-1')).rejects.toThrow(
			'SANDBOX_PASSWORD_HASH_COST: below 14 is for tests only and is refused when NODE_ENV=production',
		)
	})
})
