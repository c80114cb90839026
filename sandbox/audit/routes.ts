import { Hono } from 'hono'
import { auditListQuerySchema } from '#contract/audit.ts'
import { findIntegratorByEmail } from '../auth/integrators.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { pageAnswer, pageRequest, readQuery } from '../http/lists.ts'
import { fail } from '../responses.ts'
import { listAudit, toAuditEntry } from './list.ts'
import { auditActor } from './record.ts'

/** /integrator/v1/audit: the account's audit log, read-only (docs/product/audit-log.md). */
export function auditRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.get('/audit', requireIntegrator(ctx), async (c) => {
		const query = readQuery(c, auditListQuerySchema)
		if (!query.ok) return query.response
		const viewer = auditActor(c)
		const { member, kind, from, to, lek, limit } = query.data
		const page = await listAudit(ctx.db, viewer, { member, kind, from, to }, pageRequest(ctx, `audit|${viewer.pk}`, { lek, limit }))
		return pageAnswer(c, 'Audit log', page && { ...page, items: page.items.map(toAuditEntry) })
	})

	return app
}

/**
 * /sandbox/v1/control/integrators/{email}/audit: the back office's read of an account's whole
 * log, which the provider keeps after the account is closed (docs/product/audit-log.md).
 */
export function auditControlRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	app.get('/v1/control/integrators/:email/audit', async (c) => {
		const query = readQuery(c, auditListQuerySchema)
		if (!query.ok) return query.response
		const business = await findIntegratorByEmail(ctx.db, c.req.param('email'))
		if (!business) return fail(c, 404, 'No integrator with this e-mail')
		const viewer = { businessPk: business.pk, pk: business.pk, name: '', email: '', role: 'OWNER' }
		const { member, kind, from, to, lek, limit } = query.data
		const page = await listAudit(
			ctx.db,
			viewer,
			{ member, kind, from, to },
			pageRequest(ctx, `audit-control|${business.pk}`, { lek, limit }),
		)
		return pageAnswer(c, 'Audit log', page && { ...page, items: page.items.map(toAuditEntry) })
	})
	return app
}
