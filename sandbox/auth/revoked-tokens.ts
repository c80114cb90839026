import { eq, lt, sql } from 'drizzle-orm'
import type { AccessTokenClaims } from '#contract/auth.ts'
import type { Db } from '../db/database.ts'
import { perDatabase } from '../db/prepared.ts'
import { revokedAccessTokens } from './schema.ts'

/**
 * Logout revokes one access token by its `jti`; the integrator's other tokens
 * (another browser, another device) keep working. A row lives until the
 * token's own expiry: after that the signature check refuses the token
 * anyway, so older rows are deleted whenever a token is revoked.
 */
export async function revokeAccessToken(db: Db, claims: AccessTokenClaims, nowMs: number) {
	const now = new Date(nowMs)
	await db
		.insert(revokedAccessTokens)
		.values({ jti: claims.jti, integratorPk: claims.integratorPk, expiresAt: new Date(claims.exp * 1000), revokedAt: now })
		.onConflictDoNothing()
	await db.delete(revokedAccessTokens).where(lt(revokedAccessTokens.expiresAt, now))
}

const revokedByJti = perDatabase((db) =>
	db
		.select({ jti: revokedAccessTokens.jti })
		.from(revokedAccessTokens)
		.where(eq(revokedAccessTokens.jti, sql.placeholder('jti')))
		.prepare('auth_revoked_by_jti'),
)

/** True when the token `jti` has been revoked (one primary-key lookup, prepared once). */
export async function isAccessTokenRevoked(db: Db, jti: string) {
	const rows = await revokedByJti(db).execute({ jti })
	return rows.length > 0
}
