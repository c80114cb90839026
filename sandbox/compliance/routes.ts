import { Hono } from 'hono'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { screeningRoutes } from './screening-routes.ts'

/**
 * /compliance/v1: the compliance service's calls. The AML screenings
 * (transaction and wallet analysis, entity due diligence, blacklist checks)
 * are screening-routes.ts's.
 */
export function complianceRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	app.route('/', screeningRoutes(ctx))
	return app
}
