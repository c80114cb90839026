import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { LOGIN_CHALLENGE_TTL_MS, type TwoFactorChallenge } from '#contract/auth.ts'
import type { SandboxContext } from '../context.ts'
import { loginChallenges, type IntegratorRow } from './schema.ts'

/**
 * The step between a password or login-link login and the access token when
 * 2FA is on: a random challenge (not a token: it opens nothing by itself),
 * good once and for five minutes, exchanged with a code at
 * POST /auth/v1/login/2fa. Only its sha256 is stored.
 */
export const LOGIN_CHALLENGE_MESSAGES = {
	invalid: 'This login is no longer waiting for a code. Log in again.',
	expired: 'This login has expired. Log in again.',
} as const

const hashChallenge = (challenge: string) => createHash('sha256').update(challenge).digest('hex')

export async function createLoginChallenge(ctx: SandboxContext, integrator: IntegratorRow): Promise<TwoFactorChallenge> {
	const challenge = randomBytes(32).toString('base64url')
	const nowMs = ctx.now()
	const expiresAt = new Date(nowMs + LOGIN_CHALLENGE_TTL_MS)
	await ctx.db
		.insert(loginChallenges)
		.values({ challengeHash: hashChallenge(challenge), integratorPk: integrator.pk, expiresAt, createdAt: new Date(nowMs) })
	return { twoFactorRequired: true, challenge, expiresAt: expiresAt.toISOString() }
}

export type ChallengeCheck = { ok: true; integratorPk: string; challengeHash: string } | { ok: false; message: string }

/** A challenge still waiting: known, unused and not expired. Checked before the code, spent after it. */
export async function findLoginChallenge(ctx: SandboxContext, challenge: string): Promise<ChallengeCheck> {
	const challengeHash = hashChallenge(challenge)
	const [row] = await ctx.db.select().from(loginChallenges).where(eq(loginChallenges.challengeHash, challengeHash))
	if (!row || row.usedAt) return { ok: false, message: LOGIN_CHALLENGE_MESSAGES.invalid }
	if (row.expiresAt.getTime() <= ctx.now()) return { ok: false, message: LOGIN_CHALLENGE_MESSAGES.expired }
	return { ok: true, integratorPk: row.integratorPk, challengeHash }
}

/** Marks the challenge used; false when a racing request used it first. */
export async function spendLoginChallenge(ctx: SandboxContext, challengeHash: string) {
	const [row] = await ctx.db
		.update(loginChallenges)
		.set({ usedAt: new Date(ctx.now()) })
		.where(and(eq(loginChallenges.challengeHash, challengeHash), isNull(loginChallenges.usedAt)))
		.returning({ integratorPk: loginChallenges.integratorPk })
	return row !== undefined
}
