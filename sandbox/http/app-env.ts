import type { HttpBindings } from '@hono/node-server'
import type { AccessTokenClaims } from '#contract/auth.ts'
import type { AuditRequest } from '../audit/record.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { MembershipRow } from '../team/schema.ts'

/** Hono typing shared by every route module. */
export type AppEnv = {
	Bindings: HttpBindings
	Variables: {
		/** The business the token opened: what every business-keyed read and write uses (record 129). */
		integrator: IntegratorRow
		/** The login signed in: its credentials (password, PIN, 2FA, lockouts, sessions). The business's own row for its Owner. */
		login: IntegratorRow
		membership: MembershipRow
		/** The bearer token's claims (what a switch of business revokes). */
		claims: AccessTokenClaims
		/** The client and clock every audit entry of this request takes (sandbox/audit/record.ts). */
		audit: AuditRequest
	}
}
