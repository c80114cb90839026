import { Hono } from 'hono'
import { failRequestSchema } from '#contract/money/control.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { answer } from '../http/refusal.ts'
import { readBody, readJsonObject } from '../http/request.ts'
import { settleOrFailPayout } from './control.ts'
import { receiveFiatDeposit } from './deposits.ts'

/**
 * /sandbox/v1/control/…: the banks' side of the Fiat wallet: a deposit
 * arriving at a wallet's virtual account, a payout settling or failing.
 */
export function fiatControlRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.post('/v1/control/integrators/:email/fiat/:currency/deposits', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		return answer(c, await receiveFiatDeposit(ctx, c.req.param('email'), c.req.param('currency'), body.data), 'Deposit received', 201)
	})

	app.post('/v1/control/fiat/payouts/:id/settle', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		return answer(c, await settleOrFailPayout(ctx, c.req.param('id'), { settle: true }), 'Payout settled')
	})

	app.post('/v1/control/fiat/payouts/:id/fail', async (c) => {
		const input = await readBody(c, failRequestSchema)
		if (!input.ok) return input.response
		return answer(c, await settleOrFailPayout(ctx, c.req.param('id'), { settle: false, reason: input.data.reason }), 'Payout failed')
	})

	return app
}
