import { execFile } from 'node:child_process'
import { readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../server.ts'
import { migratedPgliteDir, sandboxBackends } from '../test-support/backends.ts'
import { newIntegrator, withClock } from '../test-support/integrator-client.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'
import { CONTROL_MESSAGES } from './control-access.ts'

const run = promisify(execFile)
const TOKEN = 'control-token-for-the-tests-0123456789'
const [pglite] = sandboxBackends()

const depositPath = (email: string) => `/sandbox/v1/control/integrators/${encodeURIComponent(email)}/funding/NGN/deposits`
const balanceOf = async (sandbox: TestSandbox, token: string) =>
	((await sandbox.send('GET', '/integrator/v1/funding-account?currency=NGN', { token })).json.data as { balance: string }[])[0]?.balance

describe('the control API takes JSON writes only (no CORS-simple posts from a web page)', () => {
	const sandbox = useSandbox(pglite!)
	const clock = withClock(sandbox)

	it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
		'a %s post credits nothing: 415',
		async (type) => {
			const me = await newIntegrator(sandbox, clock)
			const before = await balanceOf(sandbox, me.token)
			const answer = await sandbox.request(depositPath(me.email), {
				method: 'POST',
				headers: { 'content-type': type },
				body: '{"amount":"1000.00"}',
			})
			expect(answer.status).toBe(415)
			expect((await answer.json()).message).toBe(CONTROL_MESSAGES.jsonOnly)
			expect(await balanceOf(sandbox, me.token)).toBe(before)
			// The same post as JSON goes through.
			expect((await sandbox.post(depositPath(me.email), { amount: '1000.00' })).status).toBe(201)
		},
	)

	it('without SANDBOX_CONTROL_TOKEN, the outbox and mailbox still need the token the sandbox made (401 without it) @bad-input', async () => {
		const bare = { authorization: '' }
		expect((await sandbox.request('/sandbox/v1/outbox', { headers: bare })).status).toBe(401)
		expect((await sandbox.request('/sandbox/mailbox', { headers: bare })).status).toBe(401)
	})
})

describe('without SANDBOX_CONTROL_TOKEN, the sandbox makes a token at its first start, keeps it in DATA_DIR, and needs it', () => {
	it(
		'refuses the back office to a caller without it, though it posts from loopback in JSON as a webhook would, and changes nothing; the CLI reads the kept token @bad-input',
		{ timeout: 120_000 },
		async () => {
			const dataDir = await migratedPgliteDir('control-token-')
			try {
				const first = await startSandbox({ port: 0, dataDir, rateLimitPerMinute: 0 })
				const tag = `ct${Date.now()}`
				const seeded = `new-company+${tag}@sandbox.test`
				const kyb = (token?: string) =>
					fetch(`${first.url}/sandbox/v1/control/integrators/${encodeURIComponent(seeded)}/kyb`, {
						headers: token ? { authorization: `Bearer ${token}` } : {},
					})
				try {
					// The shape of a webhook the sandbox itself sends: a JSON POST from 127.0.0.1, no authorization.
					const webhookShaped = await fetch(`${first.url}/sandbox/v1/control/scenarios/new-company`, {
						method: 'POST',
						headers: { 'content-type': 'application/json', 'user-agent': 'IntegratorSandbox-Webhooks/1' },
						body: JSON.stringify({ tag }),
					})
					expect(webhookShaped.status).toBe(401)
					expect((await webhookShaped.json()).message).toBe(CONTROL_MESSAGES.tokenRequired)
					expect((await fetch(`${first.url}/sandbox/v1/outbox`)).status).toBe(401)
					expect((await fetch(`${first.url}/sandbox/mailbox`)).status).toBe(401)
					// Nothing was seeded: the integrator is unknown to the back office itself.
					expect((await kyb(first.controlToken)).status).toBe(404)

					// The token: made now, kept in DATA_DIR for its owner only, and it opens the back office.
					expect(first.controlTokenCreated).toBe(true)
					expect(first.controlTokenFile).toBe(path.join(dataDir, 'sandbox-control-token'))
					expect((await stat(first.controlTokenFile!)).mode & 0o777).toBe(0o600)
					expect((await readFile(first.controlTokenFile!, 'utf8')).trim()).toBe(first.controlToken)
					expect(first.controlToken.length).toBeGreaterThanOrEqual(32)
					expect((await kyb()).status).toBe(401)
				} finally {
					await first.close()
				}

				// A restart keeps it; the CLI finds it in DATA_DIR with no SANDBOX_CONTROL_TOKEN.
				const second = await startSandbox({ port: 0, dataDir, rateLimitPerMinute: 0 })
				try {
					expect(second.controlTokenCreated).toBe(false)
					expect(second.controlToken).toBe(first.controlToken)
					await run(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', 'seed', 'new-company', '--tag', tag], {
						env: { ...process.env, SANDBOX_URL: second.url, SANDBOX_CONTROL_TOKEN: '', DATA_DIR: dataDir },
					})
					const seededNow = await fetch(`${second.url}/sandbox/v1/control/integrators/${encodeURIComponent(seeded)}/kyb`, {
						headers: { authorization: `Bearer ${second.controlToken}` },
					})
					expect(seededNow.status).toBe(200)
				} finally {
					await second.close()
				}
			} finally {
				await rm(dataDir, { recursive: true, force: true })
			}
		},
	)
})

describe('with SANDBOX_CONTROL_TOKEN, the control API, outbox and mailbox need it', () => {
	const sandbox = useSandbox(pglite!, { controlToken: TOKEN })
	const clock = withClock(sandbox)
	const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

	it('refuses the control API and outbox without the token or with a wrong one (401), and credits nothing @bad-input', async () => {
		const me = await newIntegrator(sandbox, clock)
		const before = await balanceOf(sandbox, me.token)
		for (const headers of [{ authorization: '' }, bearer('wrong-token'), { authorization: TOKEN }]) {
			const deposit = await sandbox.request(depositPath(me.email), {
				method: 'POST',
				headers: { ...headers, 'content-type': 'application/json' },
				body: '{"amount":"1000.00"}',
			})
			expect(deposit.status).toBe(401)
			expect(deposit.headers.get('www-authenticate')).toMatch(/^Bearer/)
			expect((await sandbox.request(`/sandbox/v1/outbox?to=${encodeURIComponent(me.email)}`, { headers })).status).toBe(401)
			expect((await sandbox.request(`/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}/kyb`, { headers })).status).toBe(401)
		}
		expect(await balanceOf(sandbox, me.token)).toBe(before)
		// With the bearer token: the deposit is made and the outbox answers.
		expect((await sandbox.post(depositPath(me.email), { amount: '1000.00' })).status).toBe(201)
		expect((await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(me.email)}`)).status).toBe(200)
		expect(await balanceOf(sandbox, me.token)).toBe('1000.00')
	})

	it('the mailbox asks for the token once, keeps it in an HttpOnly cookie, and then shows the messages', async () => {
		const me = await newIntegrator(sandbox, clock)
		const asked = await sandbox.request(`/sandbox/mailbox?to=${encodeURIComponent(me.email)}`, { headers: { authorization: '' } })
		expect(asked.status).toBe(401)
		const form = await asked.text()
		expect(form).toContain('<label for="token">Control token')
		// No message is shown before the token: the sign-up e-mail with its links stays hidden.
		expect(form).not.toContain('<article')

		const post = (token: string) =>
			sandbox.request('/sandbox/mailbox', {
				method: 'POST',
				headers: { authorization: '', 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ token, to: me.email }).toString(),
				redirect: 'manual',
			})
		const wrong = await post('not-the-token')
		expect(wrong.status).toBe(401)
		expect(await wrong.text()).toContain(CONTROL_MESSAGES.wrongToken)
		expect(wrong.headers.get('set-cookie')).toBeNull()

		const right = await post(TOKEN)
		expect(right.status).toBe(303)
		expect(right.headers.get('location')).toBe(`/sandbox/mailbox?to=${encodeURIComponent(me.email)}`)
		const cookie = right.headers.get('set-cookie') ?? ''
		expect(cookie).toMatch(/HttpOnly/i)
		expect(cookie).toMatch(/SameSite=Strict/i)
		expect(cookie).not.toContain(TOKEN)

		const shown = await sandbox.request(right.headers.get('location')!, { headers: { authorization: '', cookie: cookie.split(';')[0]! } })
		expect(shown.status).toBe(200)
		expect(await shown.text()).toContain(`Messages to ${me.email}`)
		// The cookie opens the page only, not the control API.
		expect((await sandbox.request('/sandbox/v1/outbox', { headers: { authorization: '', cookie: cookie.split(';')[0]! } })).status).toBe(
			401,
		)
	})

	it('the CLI passes SANDBOX_CONTROL_TOKEN to a running sandbox', { timeout: 120_000 }, async () => {
		const me = await newIntegrator(sandbox, clock)
		const cli = (token: string) =>
			run(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', 'ledger', 'deposit', me.email, 'NGN', '25.00'], {
				env: { ...process.env, SANDBOX_URL: sandbox.url, SANDBOX_CONTROL_TOKEN: token },
			}).then(
				() => 0,
				(error: { code: number }) => error.code,
			)
		expect(await cli('wrong-token-wrong-token-wrong')).not.toBe(0)
		expect(await cli(TOKEN)).toBe(0)
		expect(await balanceOf(sandbox, me.token)).toBe('25.00')
	})
})

describe('the sandbox program will not listen beyond loopback without the token', () => {
	const start = (env: Record<string, string>) =>
		run(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
			// A temporary DATA_DIR: should the check ever fail, the started sandbox writes nothing here.
			env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_LOG: 'false', DATA_DIR: path.join(tmpdir(), 'sandbox-exposed-test'), ...env },
			timeout: 20_000,
		}).then(
			() => ({ code: 0, stderr: '' }),
			(error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
		)

	it.each(['0.0.0.0', '::', '192.168.1.10'])('SANDBOX_HOST=%s without SANDBOX_CONTROL_TOKEN: one clear line, exit 1', async (host) => {
		const { code, stderr } = await start({ SANDBOX_HOST: host, SANDBOX_CONTROL_TOKEN: '' })
		expect(code).toBe(1)
		expect(stderr.trim().split('\n')).toEqual([
			expect.stringMatching(new RegExp(`^The sandbox will not listen on ${host.replace(/\./g, '\\.')} without SANDBOX_CONTROL_TOKEN`)),
		])
	})
})
