import { checkUnderLimits, hitRateLimit, type RateRule } from '../rate-limit.server.ts'
import { getClientIp } from '../request-context.server.ts'

const MINUTE_MS = 60_000

/**
 * Login limits. An office behind one address logs in many people, so
 * successes and failures count apart: an address gets a large budget of
 * attempts and a small one of failures (wrong passwords, bad login links),
 * and each e-mail a small budget of attempts (guessing one account's
 * password, or flooding one inbox with links).
 */
export const LOGIN_LIMITS = {
	attemptsPerAddress: { limit: 100, windowMs: MINUTE_MS },
	failuresPerAddress: { limit: 10, windowMs: MINUTE_MS },
	attemptsPerEmail: { limit: 10, windowMs: MINUTE_MS },
} satisfies Record<string, RateRule>

type Flow = 'login' | 'verify' | 'two-factor'

function keys(request: Request, flow: Flow, email?: string) {
	const address = getClientIp(request) ?? 'unknown'
	return {
		attempts: `${flow}:ip:${address}`,
		failures: `${flow}:fail:ip:${address}`,
		email: email ? `${flow}:email:${email}` : null,
	}
}

/**
 * Counts one attempt; refused when the address has used its attempts or its
 * failures, or the e-mail its attempts. Failures are counted by
 * `countLoginFailure` once the outcome is known.
 */
export async function checkLoginAttempt(request: Request, flow: Flow, email?: string) {
	const k = keys(request, flow, email)
	const failures = await checkUnderLimits([{ key: k.failures, rule: LOGIN_LIMITS.failuresPerAddress }])
	const counted = await Promise.all([
		hitRateLimit(k.attempts, LOGIN_LIMITS.attemptsPerAddress),
		k.email ? hitRateLimit(k.email, LOGIN_LIMITS.attemptsPerEmail) : null,
	])
	const refused = counted.filter((r) => r && !r.allowed).map((r) => r!.retryAfterSeconds)
	if (!failures.allowed) refused.push(failures.retryAfterSeconds)
	return refused.length === 0 ? { allowed: true as const } : { allowed: false as const, retryAfterSeconds: Math.max(...refused) }
}

/** A wrong password or a bad login link: counts against the address's failures. */
export async function countLoginFailure(request: Request, flow: Flow) {
	await hitRateLimit(keys(request, flow).failures, LOGIN_LIMITS.failuresPerAddress)
}
