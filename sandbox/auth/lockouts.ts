import { eq, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { SETTINGS_ERROR_CODES } from '#contract/settings/credentials.ts'
import type { SandboxContext } from '../context.ts'
import { sendMessage } from '../outbox/outbox.ts'
import { fail } from '../responses.ts'
import type { AppEnv } from '../http/app-env.ts'
import { integrators, type IntegratorRow } from './schema.ts'

/**
 * Guessing lockouts for the two six-digit secrets: the transaction PIN and
 * the authenticator code (with the recovery codes). A per-minute rate limit
 * alone still lets an attacker walk the 10⁶ values in days; here five wrong
 * answers in a row lock the checks for 30 minutes and e-mail the owner. A
 * right answer before the fifth resets the count. While locked, every check
 * is refused, right answer or not (429, with the time it unlocks).
 */
export const LOCKOUT_MAX_FAILURES = 5
export const LOCKOUT_DURATION_MS = 30 * 60_000

export type LockKind = 'pin' | 'twoFA'

const columns = {
	pin: { count: integrators.pinFailedAttempts, until: integrators.pinLockedUntil, countKey: 'pinFailedAttempts', untilKey: 'pinLockedUntil' },
	twoFA: { count: integrators.twoFAFailedAttempts, until: integrators.twoFALockedUntil, countKey: 'twoFAFailedAttempts', untilKey: 'twoFALockedUntil' },
} as const

/** 'HH:MM UTC', rounded up to the minute so the lock is never over before the time shown. */
export function unlockTime(until: Date) {
	const rounded = new Date(Math.ceil(until.getTime() / 60_000) * 60_000)
	return `${rounded.toISOString().slice(11, 16)} UTC`
}

export const lockedMessage = (kind: LockKind, until: Date) =>
	kind === 'pin'
		? `Too many wrong PINs. Your PIN is locked until ${unlockTime(until)}.`
		: `Too many wrong codes. Two-factor authentication is locked until ${unlockTime(until)}.`

/** When the checks of `kind` are locked for this integrator: the end of the lock, else null. */
export function lockedUntil(integrator: IntegratorRow, kind: LockKind, nowMs: number): Date | null {
	const until = integrator[columns[kind].untilKey]
	return until && until.getTime() > nowMs ? until : null
}

/** The 429 refusal of a locked check; `field` is the form field the message belongs under. */
export function lockedResponse(c: Context<AppEnv>, kind: LockKind, until: Date, field: string, nowMs: number) {
	const message = lockedMessage(kind, until)
	c.header('Retry-After', String(Math.max(1, Math.ceil((until.getTime() - nowMs) / 1000))))
	const code = kind === 'pin' ? SETTINGS_ERROR_CODES.pinLocked : SETTINGS_ERROR_CODES.twoFALocked
	return fail(c, 429, message, [{ message, code, field }])
}

/**
 * Counts a wrong answer (one atomic UPDATE, so racing guesses all count). The
 * fifth in a row sets the lock, restarts the count and e-mails the owner;
 * answers the end of the lock when this failure set it.
 */
export async function recordFailure(ctx: SandboxContext, integrator: IntegratorRow, kind: LockKind): Promise<Date | null> {
	const column = columns[kind]
	const nowMs = ctx.now()
	const until = new Date(nowMs + LOCKOUT_DURATION_MS)
	const [row] = await ctx.db
		.update(integrators)
		.set({
			[column.countKey]: sql`case when ${column.count} + 1 >= ${LOCKOUT_MAX_FAILURES} then 0 else ${column.count} + 1 end`,
			[column.untilKey]: sql`case when ${column.count} + 1 >= ${LOCKOUT_MAX_FAILURES} then ${until.toISOString()}::timestamptz else ${column.until} end`,
		})
		.where(eq(integrators.pk, integrator.pk))
		.returning({ count: column.count, until: column.until })
	if (!row || row.count !== 0 || !row.until || row.until.getTime() !== until.getTime()) return null
	await sendMessage(ctx, lockoutEmail(integrator, kind, until))
	return until
}

/** A right answer: the count of wrong ones starts again. */
export async function recordSuccess(ctx: SandboxContext, integrator: IntegratorRow, kind: LockKind) {
	const column = columns[kind]
	if (integrator[column.countKey] === 0) return
	await ctx.db
		.update(integrators)
		.set({ [column.countKey]: 0 })
		.where(eq(integrators.pk, integrator.pk))
}

function lockoutEmail(integrator: IntegratorRow, kind: LockKind, until: Date) {
	const what = kind === 'pin' ? 'transaction PIN' : 'two-factor authentication'
	const attempts = kind === 'pin' ? 'wrong PINs' : 'wrong authenticator or recovery codes'
	return {
		channel: 'email' as const,
		to: integrator.email,
		subject: kind === 'pin' ? 'Your PIN is locked' : 'Your two-factor authentication is locked',
		text: [
			`Hello ${integrator.firstName},`,
			'',
			`We received ${LOCKOUT_MAX_FAILURES} ${attempts} in a row for your account, so your ${what} is locked until ${unlockTime(until)}.`,
			'',
			'If this was not you, someone may know your password or be trying to guess your codes: change your password and contact support.',
		].join('\n'),
		links: [],
	}
}
