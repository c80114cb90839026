import { Hono, type Context } from 'hono'
import { advanceLoanRequestSchema, approveLoanRequestSchema, rejectLoanRequestSchema } from '#contract/lending/api.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { readBody } from '../http/request.ts'
import { fail, ok } from '../responses.ts'
import { advanceLoan, approveLoan, rejectLoan, toLoans, type ControlResult } from './loans.ts'

/**
 * /sandbox/v1/control/lending/…: the provider's side of the Lending service
 * (contract/lending/api.ts): a loan approved and paid out, rejected, or its
 * clock moved on. Prices are the Wallet service's control API's, which
 * reviews every loan on the asset (sandbox/wallets/control-routes.ts).
 */
export function lendingControlRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	const answer = async (c: Context<AppEnv>, result: ControlResult, message: string) => {
		if (!result.ok) return fail(c, result.status, result.message, result.errors)
		return ok(c, message, (await toLoans(ctx.db, [result.row], ctx.now()))[0])
	}

	app.post('/v1/control/lending/loans/:id/approve', async (c) => {
		const input = await readBody(c, approveLoanRequestSchema)
		if (!input.ok) return input.response
		return answer(c, await approveLoan(ctx, c.req.param('id')), 'Loan approved and paid out')
	})

	app.post('/v1/control/lending/loans/:id/reject', async (c) => {
		const input = await readBody(c, rejectLoanRequestSchema)
		if (!input.ok) return input.response
		return answer(c, await rejectLoan(ctx, c.req.param('id'), input.data.reason), 'Loan rejected')
	})

	app.post('/v1/control/lending/loans/:id/advance', async (c) => {
		const input = await readBody(c, advanceLoanRequestSchema)
		if (!input.ok) return input.response
		return answer(c, await advanceLoan(ctx, c.req.param('id'), input.data.days), `Loan clock moved ${input.data.days} days on`)
	})

	return app
}
