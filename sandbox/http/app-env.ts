import type { HttpBindings } from '@hono/node-server'
import type { AuditRequest } from '../audit/record.ts'
import type { IntegratorRow } from '../auth/schema.ts'

/** Hono typing shared by every route module. */
export type AppEnv = {
	Bindings: HttpBindings
	Variables: { integrator: IntegratorRow; audit: AuditRequest }
}
