import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { integrators } from '../auth/schema.ts'
import { createLogger } from '../logger.ts'
import { seedScenario } from '../scenarios.ts'
import { sandboxBackends } from '../test-support/backends.ts'
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
