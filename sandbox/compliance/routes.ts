import { Hono } from 'hono'
import { TXN_ANALYSIS_MESSAGES, txnAnalysisRequestSchema } from '#contract/compliance/txn-analysis.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { readBody } from '../http/request.ts'
import { SERVICE_NOT_ACTIVE, serviceRefusal } from '../products/service-guard.ts'
import { fail, ok } from '../responses.ts'
import { analyseTransaction } from './txn-analysis.ts'

/**
 * /compliance/v1: the compliance service's calls the dashboard uses so far.
 * `aml/txn/single` answers with WALLETS or COMPLIANCE active, either one
 * (why: contract/compliance/txn-analysis.ts); with neither, the Wallet
 * service's reason (the report's page sits under its guard).
 */
export function complianceRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.post('/aml/txn/single', requireIntegrator(ctx), async (c) => {
		const me = c.get('integrator')
		const [wallets, compliance] = await Promise.all([serviceRefusal(ctx, me.pk, 'wallets'), serviceRefusal(ctx, me.pk, 'compliance')])
		if (wallets && compliance) return fail(c, 409, wallets, [{ message: wallets, code: SERVICE_NOT_ACTIVE }])
		const input = await readBody(c, txnAnalysisRequestSchema)
		if (!input.ok) return input.response
		return ok(c, TXN_ANALYSIS_MESSAGES.analysed, analyseTransaction(input.data))
	})

	return app
}
