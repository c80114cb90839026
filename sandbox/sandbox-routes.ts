import { Hono, type Context } from 'hono'
import { scenarioRequestSchema } from '#contract/sandbox.ts'
import { controlContactRequestSchema } from '#contract/settings/verification.ts'
import { serviceNameSchema, type ServiceName } from '#contract/products.ts'
import type { SandboxContext } from './context.ts'
import { rejectSubscription, setContactNumber } from './products/control.ts'
import { approveAndNotify } from './products/approval-notice.ts'
import { renderMailboxPage } from './outbox/mailbox-page.ts'
import { listMessages } from './outbox/outbox.ts'
import { fail, ok } from './responses.ts'
import { isScenarioName, SCENARIOS, SCENARIO_NAMES, seedScenario } from './scenarios.ts'
import type { AppEnv } from './http/app-env.ts'
import { acceptMailboxToken } from './http/control-access.ts'
import { checkRateLimit, readBody } from './http/request.ts'

/**
 * /sandbox: tooling that the real provider does not have — the outbox, the
 * mailbox page and the control API standing in for the back office. (The
 * document and logo pages under /sandbox belong to their areas.)
 */
export function sandboxRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.get('/v1/outbox', async (c) => {
		const to = c.req.query('to')?.trim() || undefined
		return ok(c, 'Outbox', await listMessages(ctx.db, to))
	})

	app.get('/mailbox', async (c) => {
		const to = c.req.query('to')?.trim() || undefined
		c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
		return c.html(renderMailboxPage(await listMessages(ctx.db, to), to))
	})

	/** The mailbox's token form (asked for only when SANDBOX_CONTROL_TOKEN is set). */
	app.post('/mailbox', async (c) => {
		const limited = checkRateLimit(c, ctx, {})
		if (limited) return limited
		c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
		return acceptMailboxToken(c, ctx)
	})

	app.post('/v1/control/integrators/:email/contact', async (c) => {
		const input = await readBody(c, controlContactRequestSchema)
		if (!input.ok) return input.response
		const result = await setContactNumber(ctx.db, c.req.param('email'), input.data.contactNumber, ctx.now())
		if (!result.ok) return fail(c, result.status, result.message)
		return ok(c, 'Contact number updated', result.data)
	})

	const subscriptionAction = (action: (email: string, name: ServiceName) => ReturnType<typeof rejectSubscription>) =>
		async (c: Context<AppEnv>) => {
			const name = serviceNameSchema.safeParse(c.req.param('name'))
			if (!name.success) return fail(c, 404, name.error.issues[0]?.message ?? 'Unknown service')
			const result = await action(c.req.param('email') ?? '', name.data)
			if (!result.ok) return fail(c, result.status, result.message)
			return ok(c, `Subscription updated`, result.data)
		}
	app.post('/v1/control/integrators/:email/subscriptions/:name/approve', subscriptionAction((email, name) => approveAndNotify(ctx, email, name)))
	app.post('/v1/control/integrators/:email/subscriptions/:name/reject', subscriptionAction((email, name) => rejectSubscription(ctx.db, email, name, ctx.now())))

	app.get('/v1/control/scenarios', (c) =>
		ok(c, 'Scenarios', SCENARIO_NAMES.map((name) => ({ name, description: SCENARIOS[name].description }))),
	)

	app.post('/v1/control/scenarios/:name', async (c) => {
		const name = c.req.param('name')
		if (!isScenarioName(name)) return fail(c, 404, `Unknown scenario ${name}; known: ${SCENARIO_NAMES.join(', ')}`)
		const input = await readBody(c, scenarioRequestSchema)
		if (!input.ok) return input.response
		const result = await seedScenario(ctx.db, name, { tag: input.data.tag, nowMs: ctx.now() })
		return ok(c, `Seeded ${name}`, result, 201)
	})

	return app
}
