import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { EnvError, parseEnv, PRODUCTION_WITHOUT_PROVIDER } from './env.server.ts'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'env-test-'))

test('defaults: port 3000, embedded sandbox on 4000, local secret generated and kept', () => {
	const dir = dataDir()
	const env = parseEnv({ DATA_DIR: dir })
	expect(env.PORT).toBe(3000)
	expect(env.EMBEDDED_SANDBOX).toBe(true)
	expect(env.PROVIDER_API_URL).toBe('http://127.0.0.1:4000')
	expect(env.APP_URL).toBe('http://localhost:3000')
	const kept = readFileSync(path.join(dir, 'session-secret'), 'utf8')
	expect(env.SESSION_SECRETS).toEqual([kept])
	expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRETS).toEqual([kept])
})

test('a configured provider is used as is and no sandbox is started', () => {
	const env = parseEnv({ DATA_DIR: dataDir(), PROVIDER_API_URL: 'https://api.example.com/' })
	expect(env.EMBEDDED_SANDBOX).toBe(false)
	expect(env.PROVIDER_API_URL).toBe('https://api.example.com')
})

test('every bad variable gets its own message @bad-input', () => {
	let error: unknown
	try {
		parseEnv({ PORT: 'abc', PROVIDER_API_URL: 'not a url', SUPPORT_EMAIL: 'nope', LOG_LEVEL: 'loud' })
	} catch (e) {
		error = e
	}
	expect(error).toBeInstanceOf(EnvError)
	const problems = (error as EnvError).problems.join('\n')
	for (const name of ['PORT', 'PROVIDER_API_URL', 'SUPPORT_EMAIL', 'LOG_LEVEL']) expect(problems).toContain(name)
})

test('a bad variable and a short SESSION_SECRET are both reported, one line each @bad-input', () => {
	const error = (() => {
		try {
			parseEnv({ PORT: 'abc', SESSION_SECRET: 'short', DATA_DIR: dataDir() })
		} catch (e) {
			return e
		}
	})() as EnvError
	expect(error).toBeInstanceOf(EnvError)
	expect(error.problems).toHaveLength(2)
	expect(error.problems[0]).toMatch(/^PORT: /)
	expect(error.problems[1]).toMatch(/^SESSION_SECRET: each secret must be at least 32 characters/)
	expect(error.message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(2)
})

test('production requires SESSION_SECRET, and secrets must be long', () => {
	expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/SESSION_SECRET: is required/)
	expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/)
	const env = parseEnv({
		NODE_ENV: 'production',
		PROVIDER_API_URL: 'https://api.example.com',
		SESSION_SECRET: `${'a'.repeat(32)}, ${'b'.repeat(32)}`,
	})
	expect(env.SESSION_SECRETS).toEqual(['a'.repeat(32), 'b'.repeat(32)])
})

test('production without a provider stops, in one line, unless SANDBOX=on says the demo is wanted', () => {
	const secret = 'a'.repeat(32)
	for (const source of [{ NODE_ENV: 'production', SESSION_SECRET: secret }, { ENVIRONMENT: 'production' }]) {
		expect(() => parseEnv({ DATA_DIR: dataDir(), ...source })).toThrow(new EnvError([PRODUCTION_WITHOUT_PROVIDER]))
		expect(new EnvError([PRODUCTION_WITHOUT_PROVIDER]).message.split('\n')).toHaveLength(1)
		expect(parseEnv({ DATA_DIR: dataDir(), SANDBOX: 'on', ...source }).EMBEDDED_SANDBOX).toBe(true)
	}
	expect(() => parseEnv({ DATA_DIR: dataDir(), SANDBOX: 'off' })).toThrow(/PROVIDER_API_URL: is required with SANDBOX=off/)
	expect(() => parseEnv({ SANDBOX: 'on', PROVIDER_API_URL: 'https://api.example.com', SESSION_SECRET: secret })).toThrow(/SANDBOX: is on/)
	expect(() => parseEnv({ SANDBOX: 'yes' })).toThrow(/SANDBOX: must be on or off/)
})

test('the shutdown grace is below the 10 s docker stop and Kubernetes give, and configurable', () => {
	expect(parseEnv({ DATA_DIR: dataDir() }).SHUTDOWN_GRACE_MS).toBe(8_000)
	expect(parseEnv({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_MS: '25000' }).SHUTDOWN_GRACE_MS).toBe(25_000)
	expect(() => parseEnv({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS/)
})
