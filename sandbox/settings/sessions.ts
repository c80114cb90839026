import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, gt } from 'drizzle-orm'
import type { CreateSessionRequest, Session } from '#contract/settings/sessions.ts'
import { SESSION_MAX_DAYS } from '#contract/settings/sessions.ts'
import { apiSessions, type ApiSessionRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import type { Answer } from '../http/refusal.ts'

/**
 * Generated sessions (IP whitelisting): an API key bound to a
 * list of IP addresses, valid until expiresAt. The key is shown once; only
 * its sha256 is kept (it is 32 random bytes, so a fast hash is enough).
 * Past expiresAt a session is inactive (listed, not refreshable); DELETE
 * removes it from the list.
 */

const SESSION_SECRET_BYTES = 32
const DAY_MS = 86_400_000

export const SESSION_MESSAGES = {
	notFound: 'No session with this id',
	inactive: 'This session has expired; only active sessions can be refreshed or deleted',
	email: 'Sessions can only be generated for your own e-mail address',
} as const

export const hashSessionSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

export function toSession(row: ApiSessionRow, nowMs: number): Session {
	return {
		sessionId: row.id,
		email: row.email,
		admin: row.admin,
		isActive: row.expiresAt.getTime() > nowMs,
		whitelistedIps: row.whitelistedIps,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
		expiresAt: row.expiresAt.toISOString(),
	}
}

export async function createSession(db: Db, integratorPk: string, input: CreateSessionRequest, nowMs: number) {
	const secret = `sk_sandbox_${randomBytes(SESSION_SECRET_BYTES).toString('base64url')}`
	const now = new Date(nowMs)
	const [row] = await db
		.insert(apiSessions)
		.values({
			id: randomUUID(),
			integratorPk,
			email: input.email,
			admin: false,
			whitelistedIps: input.whitelistedIps,
			secretHash: hashSessionSecret(secret),
			expiresAt: new Date(input.expiresAt),
			createdAt: now,
			updatedAt: now,
		})
		.returning()
	if (!row) throw new Error('Session insert returned nothing')
	return { ...toSession(row, nowMs), secret }
}

export async function listSessions(db: Db, integratorPk: string, nowMs: number) {
	const rows = await db
		.select()
		.from(apiSessions)
		.where(eq(apiSessions.integratorPk, integratorPk))
		.orderBy(desc(apiSessions.createdAt), desc(apiSessions.id))
	return rows.map((row) => toSession(row, nowMs))
}

/** The caller's session, when it exists and is active. */
export async function findActiveSession(db: Db, integratorPk: string, sessionId: string, nowMs: number): Promise<Answer<Session>> {
	const [row] = await db
		.select()
		.from(apiSessions)
		.where(and(eq(apiSessions.id, sessionId), eq(apiSessions.integratorPk, integratorPk)))
	if (!row) return { ok: false, status: 404, message: SESSION_MESSAGES.notFound }
	if (row.expiresAt.getTime() <= nowMs) return { ok: false, status: 409, message: SESSION_MESSAGES.inactive }
	return { ok: true, data: toSession(row, nowMs) }
}

/** Extends an active session to now + 60 days (the only refresh period). */
export async function refreshSession(db: Db, integratorPk: string, sessionId: string, nowMs: number): Promise<Answer<Session>> {
	const [row] = await db
		.update(apiSessions)
		.set({ expiresAt: new Date(nowMs + SESSION_MAX_DAYS * DAY_MS), updatedAt: new Date(nowMs) })
		.where(and(eq(apiSessions.id, sessionId), eq(apiSessions.integratorPk, integratorPk), gt(apiSessions.expiresAt, new Date(nowMs))))
		.returning()
	if (!row) return findActiveSession(db, integratorPk, sessionId, nowMs)
	return { ok: true, data: toSession(row, nowMs) }
}

export async function deleteSession(db: Db, integratorPk: string, sessionId: string, nowMs: number): Promise<Answer<Session>> {
	const [row] = await db
		.delete(apiSessions)
		.where(and(eq(apiSessions.id, sessionId), eq(apiSessions.integratorPk, integratorPk), gt(apiSessions.expiresAt, new Date(nowMs))))
		.returning()
	if (!row) return findActiveSession(db, integratorPk, sessionId, nowMs)
	return { ok: true, data: toSession(row, nowMs) }
}
