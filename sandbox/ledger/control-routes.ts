import { Hono } from 'hono'
import { failRequestSchema } from '#contract/money/control.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { answer } from '../http/refusal.ts'
import { readBody, readJsonObject } from '../http/request.ts'
import { ok } from '../responses.ts'
import { receiveDeposit, seedHistory, settleOrFailTransfer } from './control.ts'
import { verifyLedger } from './verify.ts'

/**
 * /sandbox/v1/control: the back office's money moves (deposits arriving,
 * transfers settling or failing at the bank) and the ledger check.
 */
export function ledgerControlRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.post('/v1/control/integrators/:email/funding/:currency/deposits', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		return answer(c, await receiveDeposit(ctx, c.req.param('email'), c.req.param('currency'), body.data), 'Deposit received', 201)
	})

	app.post('/v1/control/integrators/:email/ledger/history', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		return answer(c, await seedHistory(ctx, c.req.param('email'), body.data), 'History written', 201)
	})

	app.post('/v1/control/transfers/:id/settle', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		return answer(c, await settleOrFailTransfer(ctx, c.req.param('id'), { settle: true }), 'Transfer settled')
	})

	app.post('/v1/control/transfers/:id/fail', async (c) => {
		const input = await readBody(c, failRequestSchema)
		if (!input.ok) return input.response
		return answer(c, await settleOrFailTransfer(ctx, c.req.param('id'), { settle: false, reason: input.data.reason }), 'Transfer failed')
	})

	app.get('/v1/control/ledger/verify', async (c) => {
		const check = await verifyLedger(ctx.db)
		return check.ok ? ok(c, 'The ledger balances', check) : c.json({ message: 'The ledger does not balance', data: check }, 409)
	})

	return app
}
