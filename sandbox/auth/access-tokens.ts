import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { ACCESS_TOKEN_TTL_SECONDS, accessTokenClaimsSchema, type AccessTokenClaims } from '#contract/auth.ts'
import type { Role } from '#contract/team/roles.ts'
import type { Db } from '../db/database.ts'
import { sandboxSettings } from './schema.ts'

const JWT_ALGORITHM = 'HS256'
const JWT_SECRET_SETTING = 'jwt_secret'

/**
 * The HS256 signing key: `SANDBOX_JWT_SECRET` when given, else one generated
 * on first start and kept in the database, so tokens survive a restart.
 * Imported once as a CryptoKey: handing jose the raw bytes would import them
 * again on every sign and verify.
 */
export async function loadJwtKey(db: Db, configured: string | undefined): Promise<CryptoKey> {
	return importJwtKey(configured ? configured : await storedJwtSecret(db))
}

async function storedJwtSecret(db: Db) {
	await db
		.insert(sandboxSettings)
		.values({ key: JWT_SECRET_SETTING, value: randomBytes(32).toString('base64url') })
		.onConflictDoNothing()
	const [row] = await db.select().from(sandboxSettings).where(eq(sandboxSettings.key, JWT_SECRET_SETTING))
	if (!row) throw new Error('Could not store the JWT secret')
	return row.value
}

function importJwtKey(secret: string) {
	return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** What a token opens: the login signed in, the business it opened and its role there (record 129). */
export type TokenSubject = { login: { pk: string; email: string }; businessPk: string; role: Role }

export async function signAccessToken(key: CryptoKey, subject: TokenSubject, nowMs: number) {
	const iat = Math.floor(nowMs / 1000)
	const { login, businessPk, role } = subject
	return new SignJWT({ integratorPk: businessPk, loginPk: login.pk, role, email: login.email })
		.setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
		.setSubject(login.pk)
		.setIssuedAt(iat)
		.setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
		.setJti(randomUUID())
		.sign(key)
}

export type TokenCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; message: string }

/** Messages start with the contract's TOKEN_ERROR_PREFIXES so the dashboard can tell them apart. */
export async function verifyAccessToken(key: CryptoKey, token: string, nowMs: number): Promise<TokenCheck> {
	try {
		const { payload } = await jwtVerify(token, key, { algorithms: [JWT_ALGORITHM], currentDate: new Date(nowMs) })
		const claims = accessTokenClaimsSchema.safeParse(payload)
		if (!claims.success) return { ok: false, message: 'Invalid token: the token does not carry the expected claims' }
		return { ok: true, claims: claims.data }
	} catch (error) {
		if (error instanceof joseErrors.JWTExpired) return { ok: false, message: 'Provided token is expired: log in again' }
		if (error instanceof joseErrors.JWSSignatureVerificationFailed)
			return { ok: false, message: 'Invalid token: the signature does not match' }
		return { ok: false, message: 'Invalid token: the token could not be read' }
	}
}
