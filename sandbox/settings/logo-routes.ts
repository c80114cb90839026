import { Hono } from 'hono'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { fail } from '../responses.ts'
import { findLogo } from './logos.ts'

/** /sandbox/logos/{id}: uploaded logos (the profile's logoUrl); SVGs cannot run anything even when opened directly. */
export function logoRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.get('/logos/:id', async (c) => {
		const logo = await findLogo(ctx.db, c.req.param('id'))
		if (!logo) return fail(c, 404, 'No logo with this id')
		c.header('Content-Type', logo.contentType)
		c.header('X-Content-Type-Options', 'nosniff')
		c.header('Cache-Control', 'public, max-age=31536000, immutable')
		c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
		return c.body(new Uint8Array(logo.bytes))
	})

	return app
}
