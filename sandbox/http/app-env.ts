import type { HttpBindings } from '@hono/node-server'
import type { IntegratorRow } from '../db/schema.ts'

/** Hono typing shared by every route module. */
export type AppEnv = {
	Bindings: HttpBindings
	Variables: { integrator: IntegratorRow }
}
