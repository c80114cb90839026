import { Hono } from 'hono'
import { controlContactRequestSchema } from '#contract/settings/verification.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { readBody } from '../http/request.ts'
import { fail, ok } from '../responses.ts'
import { setContactNumber } from './control.ts'

/** /sandbox/v1/control/integrators/{email}/contact: the back office sets an integrator's contact number. */
export function settingsControlRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.post('/v1/control/integrators/:email/contact', async (c) => {
		const input = await readBody(c, controlContactRequestSchema)
		if (!input.ok) return input.response
		const result = await setContactNumber(ctx.db, c.req.param('email'), input.data.contactNumber, ctx.now())
		if (!result.ok) return fail(c, result.status, result.message)
		return ok(c, 'Contact number updated', result.data)
	})

	return app
}
