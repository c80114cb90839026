import { Hono } from 'hono'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { answer } from '../http/refusal.ts'
import { readJsonObject } from '../http/request.ts'
import { ok } from '../responses.ts'
import { expireQuoteControl, listQuotesControl, moveTradingMoney, setRate } from './control.ts'
import { listFxRates } from './fx.ts'

/**
 * /sandbox/v1/control/…: the Trading service's back office (contract/trading/api.ts):
 * FX rates, the quotes, one quote expired, money into or out of a trading wallet from outside.
 */
export function tradingControlRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.get('/v1/control/trading/rates', async (c) => ok(c, 'FX rates', await listFxRates(ctx.db)))

	app.put('/v1/control/trading/rates/:currency', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		return answer(c, await setRate(ctx, c.req.param('currency'), body.data), 'FX rate set')
	})

	app.get('/v1/control/trading/quotes', async (c) => answer(c, await listQuotesControl(ctx, c.req.query('email')), 'Quotes'))

	app.post('/v1/control/trading/quotes/:id/expire', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		return answer(c, await expireQuoteControl(ctx, c.req.param('id')), 'Quote expired')
	})

	for (const kind of ['deposit', 'withdrawal'] as const) {
		app.post(`/v1/control/integrators/:email/trading/${kind}s`, async (c) => {
			const body = await readJsonObject(c)
			if (!body.ok) return body.response
			const message = kind === 'deposit' ? 'Deposit credited' : 'Withdrawal paid out'
			return answer(c, await moveTradingMoney(ctx, c.req.param('email'), body.data, kind), message, 201)
		})
	}

	return app
}
