import { and, eq, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { SETTINGS_ERROR_CODES } from '#contract/settings/credentials.ts'
import { recordAudit } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { sendMessage } from '../outbox/outbox.ts'
import { RATE_LIMIT_MESSAGE } from '../rate-limit.ts'
import { fail } from '../responses.ts'
import { verifySecret } from './passwords.ts'
import { integrators, type IntegratorRow } from './schema.ts'

/**
 * Guessing lockouts for the two six-digit secrets, the transaction PIN and
 * the authenticator code (with the recovery codes), and for the current
 * password asked by a password change. A per-minute rate limit alone still
 * lets an attacker walk the 10⁶ values in days (and a stolen session try a
 * password list); here five wrong answers in a row lock the checks for 30
 * minutes and e-mail the owner. A right answer before the fifth resets the
 * count. While locked, every check is refused, right answer or not (429,
 * with the time it unlocks). The anonymous login's password step is not
 * locked, only throttled: docs/decisions/028-two-factor-login-and-lockouts.md.
 */
export const LOCKOUT_MAX_FAILURES = 5
export const LOCKOUT_DURATION_MS = 30 * 60_000

export type LockKind = 'pin' | 'twoFA' | 'password'

const columns = {
	pin: {
		count: integrators.pinFailedAttempts,
		until: integrators.pinLockedUntil,
		inFlight: integrators.pinChecksInFlight,
		startedAt: integrators.pinChecksStartedAt,
		countKey: 'pinFailedAttempts',
		untilKey: 'pinLockedUntil',
		inFlightKey: 'pinChecksInFlight',
		startedAtKey: 'pinChecksStartedAt',
	},
	twoFA: {
		count: integrators.twoFAFailedAttempts,
		until: integrators.twoFALockedUntil,
		inFlight: integrators.twoFAChecksInFlight,
		startedAt: integrators.twoFAChecksStartedAt,
		countKey: 'twoFAFailedAttempts',
		untilKey: 'twoFALockedUntil',
		inFlightKey: 'twoFAChecksInFlight',
		startedAtKey: 'twoFAChecksStartedAt',
	},
	password: {
		count: integrators.passwordFailedAttempts,
		until: integrators.passwordLockedUntil,
		inFlight: integrators.passwordChecksInFlight,
		startedAt: integrators.passwordChecksStartedAt,
		countKey: 'passwordFailedAttempts',
		untilKey: 'passwordLockedUntil',
		inFlightKey: 'passwordChecksInFlight',
		startedAtKey: 'passwordChecksStartedAt',
	},
} as const

/** The PIN's and the codes' e-mail: whoever guesses them may already have the password. */
const SIX_DIGIT_ADVICE = 'someone may know your password or be trying to guess your codes: change your password and contact support.'

/** What each lock is called: in the refusal, its code, the attempts left and the owner's e-mail. */
const WORDS = {
	pin: {
		locked: (time: string) => `Too many wrong PINs. Your PIN is locked until ${time}.`,
		lockedCode: SETTINGS_ERROR_CODES.pinLocked,
		/** Attempts left: '… before ___ for 30 minutes' (the secrets only); the e-mail: '… so ___ until'. */
		isLocked: 'your PIN is locked',
		emailIsLocked: 'your transaction PIN is locked',
		subject: 'Your PIN is locked',
		wrongOnes: 'wrong PINs',
		advice: SIX_DIGIT_ADVICE,
	},
	twoFA: {
		locked: (time: string) => `Too many wrong codes. Two-factor authentication is locked until ${time}.`,
		lockedCode: SETTINGS_ERROR_CODES.twoFALocked,
		emailIsLocked: 'your two-factor authentication is locked',
		subject: 'Your two-factor authentication is locked',
		wrongOnes: 'wrong authenticator or recovery codes',
		advice: SIX_DIGIT_ADVICE,
	},
	password: {
		locked: (time: string) => `Too many wrong passwords. Changing your password is locked until ${time}.`,
		lockedCode: SETTINGS_ERROR_CODES.passwordLocked,
		isLocked: 'changing your password is locked',
		emailIsLocked: 'changing your password is locked',
		subject: 'Changing your password is locked',
		wrongOnes: 'wrong current passwords',
		advice: 'someone who is signed in as you is trying to guess your password: contact support.',
	},
} as const

/** A check takes well under a second; places older than this belong to a check that died. */
const STALE_CHECK_MS = 30_000
/** How long a check waits for a place while five are taken, and how often it asks (backing off, with jitter). */
const PLACE_WAIT_MS = 20_000
const PLACE_POLL_FIRST_MS = 20
const PLACE_POLL_MAX_MS = 250

/** 'HH:MM UTC', rounded up to the minute so the lock is never over before the time shown. */
export function unlockTime(until: Date) {
	const rounded = new Date(Math.ceil(until.getTime() / 60_000) * 60_000)
	return `${rounded.toISOString().slice(11, 16)} UTC`
}

export const lockedMessage = (kind: LockKind, until: Date) => WORDS[kind].locked(unlockTime(until))

/** The 429 refusal of a locked check; `field` is the form field the message belongs under. */
export function lockedResponse(c: Context<AppEnv>, kind: LockKind, until: Date, field: string, nowMs: number) {
	const message = lockedMessage(kind, until)
	c.header('Retry-After', String(Math.max(1, Math.ceil((until.getTime() - nowMs) / 1000))))
	return fail(c, 429, message, [{ message, code: WORDS[kind].lockedCode, field }])
}

/** What a check answered: 'none' is no guess (a reused or missing code), counted neither way. */
export type Guess = 'right' | 'wrong' | 'none'

export type Guarded<T> =
	/** Locked before the check, or by this wrong answer (the owner is e-mailed then). */
	| { kind: 'locked'; until: Date }
	/** Five checks stayed under way for PLACE_WAIT_MS: refused unchecked, as a rate limit. */
	| { kind: 'busy' }
	/** `attemptsLeft`: wrong answers left before the lock (meaningful after a wrong one). */
	| { kind: 'checked'; result: T; attemptsLeft: number }

/**
 * Runs one PIN, 2FA or current-password check under the lockout,
 * atomically in the database whatever the order of racing requests. Before
 * comparing, the check takes a place with one conditional UPDATE (refused
 * while locked, or while the wrong answers in a row plus the checks under
 * way are five), so at most five answers are ever compared before the lock,
 * and none after it. The place is given back with the outcome: a wrong
 * answer counts (the fifth sets the lock and restarts the count), a right
 * one restarts the count when no other check is under way (else racing
 * guesses could outlast five). `check` answers its result and what kind of
 * guess it was.
 */
export async function guardedCheck<T>(
	ctx: SandboxContext,
	integrator: IntegratorRow,
	kind: LockKind,
	check: () => Promise<{ guess: Guess; result: T }>,
): Promise<Guarded<T>> {
	const place = await takePlace(ctx, integrator.pk, kind)
	if (place.kind !== 'taken') return place
	let answer: { guess: Guess; result: T }
	try {
		answer = await check()
	} catch (error) {
		await givePlaceBack(ctx, integrator, kind, 'none')
		throw error
	}
	const after = await givePlaceBack(ctx, integrator, kind, answer.guess)
	if (after.lockedNow) return { kind: 'locked', until: after.lockedNow }
	return { kind: 'checked', result: answer.result, attemptsLeft: LOCKOUT_MAX_FAILURES - after.failures }
}

async function takePlace(
	ctx: SandboxContext,
	pk: string,
	kind: LockKind,
): Promise<{ kind: 'taken' } | { kind: 'locked'; until: Date } | { kind: 'busy' }> {
	const column = columns[kind]
	const deadline = Date.now() + PLACE_WAIT_MS
	for (let pollMs = PLACE_POLL_FIRST_MS; ; pollMs = Math.min(pollMs * 2, PLACE_POLL_MAX_MS)) {
		const nowMs = ctx.now()
		const now = new Date(nowMs).toISOString()
		const stale = new Date(nowMs - STALE_CHECK_MS).toISOString()
		const underWay = sql`(case when ${column.startedAt} is null or ${column.startedAt} < ${stale}::timestamptz then 0 else ${column.inFlight} end)`
		const [taken] = await ctx.db
			.update(integrators)
			.set({ [column.inFlightKey]: sql`${underWay} + 1`, [column.startedAtKey]: sql`${now}::timestamptz` })
			.where(
				and(
					eq(integrators.pk, pk),
					sql`(${column.until} is null or ${column.until} <= ${now}::timestamptz)`,
					sql`${column.count} + ${underWay} < ${LOCKOUT_MAX_FAILURES}`,
				),
			)
			.returning({ pk: integrators.pk })
		if (taken) return { kind: 'taken' }
		const [row] = await ctx.db.select({ until: column.until }).from(integrators).where(eq(integrators.pk, pk))
		if (row?.until && row.until.getTime() > nowMs) return { kind: 'locked', until: row.until }
		if (!row || Date.now() >= deadline) return { kind: 'busy' }
		await new Promise((resolve) => setTimeout(resolve, pollMs / 2 + Math.random() * pollMs))
	}
}

/** Gives the place back with the outcome; `lockedNow` when this wrong answer set the lock. */
async function givePlaceBack(ctx: SandboxContext, integrator: IntegratorRow, kind: LockKind, guess: Guess) {
	const column = columns[kind]
	const until = new Date(ctx.now() + LOCKOUT_DURATION_MS)
	const fifth = sql`${column.count} + 1 >= ${LOCKOUT_MAX_FAILURES}`
	const outcome =
		guess === 'wrong'
			? {
					[column.countKey]: sql`case when ${fifth} then 0 else ${column.count} + 1 end`,
					[column.untilKey]: sql`case when ${fifth} then ${until.toISOString()}::timestamptz else ${column.until} end`,
				}
			: guess === 'right'
				? // A right answer restarts the count only when no other check is under way: racing wrong answers stay counted.
					{ [column.countKey]: sql`case when ${column.inFlight} <= 1 then 0 else ${column.count} end` }
				: {}
	const [row] = await ctx.db
		.update(integrators)
		.set({ ...outcome, [column.inFlightKey]: sql`greatest(${column.inFlight} - 1, 0)` })
		.where(eq(integrators.pk, integrator.pk))
		.returning({ count: column.count, until: column.until })
	const lockedNow = guess === 'wrong' && row?.count === 0 && row.until?.getTime() === until.getTime() ? until : null
	if (lockedNow) await sendMessage(ctx, lockoutEmail(integrator, kind, lockedNow))
	return { failures: row?.count ?? 0, lockedNow }
}

/** The refusal of a check that was not made: locked (429 with the time) or too many under way (429). */
export function uncheckedResponse(
	c: Context<AppEnv>,
	kind: LockKind,
	refusal: { kind: 'locked'; until: Date } | { kind: 'busy' },
	field: string,
	nowMs: number,
) {
	if (refusal.kind === 'locked') return lockedResponse(c, kind, refusal.until, field, nowMs)
	c.header('Retry-After', '1')
	return fail(c, 429, RATE_LIMIT_MESSAGE)
}

/** '3 attempts left before your PIN is locked for 30 minutes.': what a wrong PIN or password adds to its message. */
export const attemptsLeftMessage = (kind: SecretKind, attemptsLeft: number) =>
	`${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left before ${WORDS[kind].isLocked} for ${LOCKOUT_DURATION_MS / 60_000} minutes.`

/** The secrets checked against a stored hash: the PIN, and the current password of a password change. */
export type SecretKind = 'pin' | 'password'
const SECRETS = {
	pin: { hash: (integrator: IntegratorRow) => integrator.pinHash, wrongCode: SETTINGS_ERROR_CODES.wrongPin },
	password: { hash: (integrator: IntegratorRow) => integrator.passwordHash, wrongCode: SETTINGS_ERROR_CODES.wrongPassword },
} as const

/**
 * The check of a PIN (transfers, PIN change, PIN validation) or of the
 * current password (password change) under its lockout: null when right; a
 * wrong one is 400 WRONG_PIN / WRONG_PASSWORD on `field` with the attempts
 * left (in the message and as `attemptsLeft`); locked is 429 PIN_LOCKED /
 * PASSWORD_LOCKED.
 */
export async function checkSecret(
	ctx: SandboxContext,
	c: Context<AppEnv>,
	kind: SecretKind,
	secret: string,
	field: string,
	wrongMessage: string,
): Promise<Response | null> {
	const integrator = c.get('login')
	const checked = await guardedCheck(ctx, integrator, kind, async () => {
		const right = await verifySecret(secret, SECRETS[kind].hash(integrator))
		return { guess: right ? 'right' : 'wrong', result: right }
	})
	if (checked.kind !== 'checked') return uncheckedResponse(c, kind, checked, field, ctx.now())
	if (checked.result) return null
	if (kind === 'pin') await recordAudit(ctx.db, c, { kind: 'auth.pin_failed', after: { where: c.req.path } })
	const message = `${wrongMessage}. ${attemptsLeftMessage(kind, checked.attemptsLeft)}`
	return fail(c, 400, message, [{ message, code: SECRETS[kind].wrongCode, field, attemptsLeft: checked.attemptsLeft }])
}

function lockoutEmail(integrator: IntegratorRow, kind: LockKind, until: Date) {
	const words = WORDS[kind]
	return {
		channel: 'email' as const,
		to: integrator.email,
		subject: words.subject,
		text: [
			`Hello ${integrator.firstName},`,
			'',
			`We received ${LOCKOUT_MAX_FAILURES} ${words.wrongOnes} in a row for your account, so ${words.emailIsLocked} until ${unlockTime(until)}.`,
			'',
			`If this was not you, ${words.advice}`,
		].join('\n'),
		links: [],
	}
}
