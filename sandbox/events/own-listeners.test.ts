import { rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { integrators } from '../auth/schema.ts'
import { createLogger } from '../logger.ts'
import { seedScenario } from '../scenarios.ts'
import { startSandbox } from '../server.ts'
import { migratedPgliteDir, sandboxBackends } from '../test-support/backends.ts'
import { useInProcessApp } from '../test-support/in-process-app.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver.ts'
import { sendTestEvent, type DeliveryContext } from './delivery.ts'
import { getOrCreateSecret } from './secrets.ts'
import { DEFAULT_WEBHOOK_SETTINGS } from './settings.ts'

/**
 * A webhook URL kept from before a port became the provider's (the dashboard
 * restarted on it, or a row written before the rule) is refused when it is
 * sent, not only when it is saved (docs/decisions/103-webhooks-never-reach-the-provider.md):
 * a real listener stands in for the provider's own, and gets nothing; the
 * log says 'could not connect', as for any port nothing answers on.
 */
const [pglite] = sandboxBackends()

describe('the provider’s own listeners, at delivery time', () => {
	const sandbox = useInProcessApp(pglite!)
	const receivers: WebhookReceiver[] = []
	afterAll(async () => {
		await Promise.all(receivers.map((receiver) => receiver.stop()))
	})

	const context = (ownPorts: number[]): DeliveryContext => ({
		db: sandbox.database.db,
		now: Date.now,
		log: createLogger({ enabled: false }),
		webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, ownPorts },
	})

	it('a kept URL to one of them is not sent to: nothing reaches it and the log reads could not connect', async () => {
		const db = sandbox.database.db
		const seeded = await seedScenario(db, 'new-company', { nowMs: Date.now(), tag: uniqueSuffix() })
		const [me] = await db.select().from(integrators).where(eq(integrators.email, seeded.integrators[0]!.email))
		const listener = await startWebhookReceiver({ path: '/sandbox/v1/control/scenarios/demo' })
		receivers.push(listener)
		const port = Number(new URL(listener.url).port)
		for (const host of ['127.0.0.1', 'localhost']) {
			const url = `http://${host}:${port}/sandbox/v1/control/scenarios/demo`
			await db.update(integrators).set({ webhookUrl: url }).where(eq(integrators.pk, me!.pk))
			const refused = await sendTestEvent(context([port]), me!.pk)
			expect(refused, url).toMatchObject({ status: 'PENDING', statusCode: null, error: 'Not sent: could not connect to the receiver.' })
		}
		expect(listener.received).toHaveLength(0)

		// The same listener, not the provider's: the event arrives (it is the rule that refused it, nothing else).
		await db.update(integrators).set({ webhookUrl: listener.url }).where(eq(integrators.pk, me!.pk))
		listener.secret = (await getOrCreateSecret(db, me!.pk, Date.now())).secret
		expect(await sendTestEvent(context([]), me!.pk)).toMatchObject({ status: 'DELIVERED', statusCode: 200 })
		expect(listener.received).toHaveLength(1)
	})
})

describe('a redirect is an answer, not followed', () => {
	it("a receiver answering 307 to the provider's back office does not bounce the delivery there", async () => {
		const own = await startWebhookReceiver({ path: '/sandbox/v1/control/scenarios/demo' })
		const bouncer = createServer((request, response) => {
			request.resume()
			response.writeHead(307, { location: own.url }).end()
		})
		await new Promise<void>((resolve) => bouncer.listen(0, '127.0.0.1', resolve))
		try {
			const dataDir = await migratedPgliteDir('redirect-')
			const sandbox = await startSandbox({ port: 0, dataDir, rateLimitPerMinute: 0 })
			try {
				const seeded = await fetch(`${sandbox.url}/sandbox/v1/control/scenarios/new-company`, {
					method: 'POST',
					headers: { 'content-type': 'application/json', authorization: `Bearer ${sandbox.controlToken}` },
					body: JSON.stringify({ tag: uniqueSuffix() }),
				})
				const { email, password } = ((await seeded.json()) as { data: { integrators: { email: string; password: string }[] } }).data
					.integrators[0]!
				const login = await fetch(`${sandbox.url}/auth/v1/login/password`, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ email, password }),
				})
				const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken
				const call = (method: string, path: string, body?: unknown) =>
					fetch(`${sandbox.url}${path}`, {
						method,
						headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
						body: body === undefined ? undefined : JSON.stringify(body),
					})
				const webhook = `http://127.0.0.1:${(bouncer.address() as AddressInfo).port}/in`
				expect((await call('PATCH', '/integrator/v1/webhook', { webhook })).status).toBe(200)
				const sent = (await (await call('POST', '/integrator/v1/webhook/test')).json()) as { data: { status: string; statusCode: number } }
				expect(sent.data).toMatchObject({ status: 'PENDING', statusCode: 307 })
				expect(own.received).toHaveLength(0)
			} finally {
				await sandbox.close()
				await rm(dataDir, { recursive: true, force: true })
			}
		} finally {
			await own.stop()
			await new Promise((resolve) => bouncer.close(resolve))
		}
	})
})
