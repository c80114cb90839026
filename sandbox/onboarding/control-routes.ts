import { Hono } from 'hono'
import { kybReviewRequestSchema } from '#contract/onboarding/review.ts'
import { findIntegratorByEmail } from '../auth/integrators.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { readBody } from '../http/request.ts'
import { fail, ok } from '../responses.ts'
import { readDocument } from './document-store.ts'
import { ONBOARDING_MESSAGES } from './result.ts'
import { controlRecord, reviewRecord } from './review.ts'
import { refuseNonJson, serveFile } from './routes.ts'

/**
 * /sandbox/v1/control/integrators/{email}/kyb: the back office's view of an
 * integrator's onboarding, its files, and the review.
 */
export function onboardingControlRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.get('/v1/control/integrators/:email/kyb', async (c) => {
		const result = await controlRecord(ctx, c.req.param('email'))
		return result.ok ? ok(c, 'Onboarding', result.data) : fail(c, result.status, result.message, result.errors)
	})

	app.get('/v1/control/integrators/:email/kyb/documents/:id', async (c) => {
		const integrator = await findIntegratorByEmail(ctx.db, c.req.param('email'))
		const file = integrator ? await readDocument(ctx.db, integrator.pk, c.req.param('id')) : null
		return file ? serveFile(c, file) : fail(c, 404, ONBOARDING_MESSAGES.noDocument)
	})

	app.post('/v1/control/integrators/:email/kyb/review', async (c) => {
		const wrongType = refuseNonJson(c)
		if (wrongType) return wrongType
		const input = await readBody(c, kybReviewRequestSchema)
		if (!input.ok) return input.response
		const result = await reviewRecord(ctx, c.req.param('email'), input.data)
		return result.ok ? ok(c, 'Review saved', result.data) : fail(c, result.status, result.message, result.errors)
	})

	return app
}
