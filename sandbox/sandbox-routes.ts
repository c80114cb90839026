import { Hono } from 'hono'
import { scenarioRequestSchema } from '#contract/sandbox.ts'
import type { SandboxContext } from './context.ts'
import type { AppEnv } from './http/app-env.ts'
import { acceptMailboxToken } from './http/control-access.ts'
import { checkRateLimit, readBody } from './http/request.ts'
import { renderMailboxPage } from './outbox/mailbox-page.ts'
import { listMessages } from './outbox/outbox.ts'
import { fail, ok } from './responses.ts'
import { isScenarioName, SCENARIOS, SCENARIO_NAMES, seedScenario } from './scenarios.ts'

/**
 * /sandbox: tooling that the real provider does not have and that belongs to
 * no one area — the outbox, the mailbox page and the scenarios (which seed
 * every area). Each area's back-office routes are its control-routes.ts; the
 * document and logo pages under /sandbox belong to their areas too.
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

	app.get('/v1/control/scenarios', (c) =>
		ok(
			c,
			'Scenarios',
			SCENARIO_NAMES.map((name) => ({ name, description: SCENARIOS[name].description })),
		),
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
