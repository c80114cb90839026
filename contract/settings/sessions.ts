import { isIP } from 'is-ip'
import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { emailSchema, textSchema } from '../fields.ts'
import { totpTokenSchema } from './credentials.ts'

/** API sessions (IP whitelisting): generate, list, refresh, delete. */

/** The longest a session lives, in days (its expiry choices are in security-options.ts). */
export const SESSION_MAX_DAYS = 60
/** Slack on top of SESSION_MAX_DAYS for date-only values and time zones. */
export const SESSION_EXPIRY_GRACE_MS = 24 * 60 * 60_000
export const SESSION_MAX_IPS = 20
/** The only refresh value: extend to now + 60 days. */
export const SESSION_REFRESH_PERIOD = '60D'

/**
 * An IPv4 or IPv6 address as a whitelist can hold it: no prefix length and
 * no zone (`fe80::1%eth0` names an interface of one machine, meaningless to
 * the provider).
 */
export function isWhitelistableIp(value: string): boolean {
	return isIP(value) && !value.includes('%')
}

/** Trimmed, empty entries dropped, duplicates removed (first kept), 1 to 20 valid addresses. */
export const whitelistedIpsSchema = z
	.array(z.string({ invalid_type_error: 'Each IP address must be text' }), {
		required_error: 'Add at least one IP address',
		invalid_type_error: 'whitelistedIps must be a list of IP addresses',
	})
	.transform((ips) => [...new Set(ips.map((ip) => ip.trim()).filter((ip) => ip !== ''))])
	.superRefine((ips, ctx) => {
		if (ips.length === 0) ctx.addIssue({ code: 'custom', message: 'Add at least one IP address' })
		if (ips.length > SESSION_MAX_IPS) ctx.addIssue({ code: 'custom', message: `Add at most ${SESSION_MAX_IPS} IP addresses` })
		ips.forEach((ip, index) => {
			if (!isWhitelistableIp(ip)) ctx.addIssue({ code: 'custom', path: [index], message: `${ip} is not a valid IPv4 or IPv6 address` })
		})
	})

/** Why an expiry date is refused at `nowMs`, or null when it is fine. */
export function sessionExpiryProblem(expiresAt: Date, nowMs: number): string | null {
	if (Number.isNaN(expiresAt.getTime())) return 'expiresAt must be a date such as 2026-01-31 or 2026-01-31T12:00:00Z'
	if (expiresAt.getTime() <= nowMs) return 'The session must expire in the future'
	if (expiresAt.getTime() > nowMs + SESSION_MAX_DAYS * 86_400_000 + SESSION_EXPIRY_GRACE_MS) {
		return `The session must expire within ${SESSION_MAX_DAYS} days`
	}
	return null
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * POST /auth/v1/token. Built for a clock, since "in the future, at most 60
 * days ahead" depends on now: the sandbox passes its own (test) clock, the
 * dashboard uses `createSessionRequestSchema` (Date.now).
 */
export const makeCreateSessionRequestSchema = (now: () => number) =>
	z.object({
		email: emailSchema,
		admin: z.literal(false, { errorMap: () => ({ message: 'admin must be false: generated sessions are never admin sessions' }) }),
		expiresAt: textSchema('expiresAt', { required_error: 'Choose when the session expires' })
			.regex(ISO_DATE, 'expiresAt must be a date such as 2026-01-31 or 2026-01-31T12:00:00Z')
			.transform((value, ctx) => {
				const date = new Date(value)
				const problem = sessionExpiryProblem(date, now())
				if (problem) {
					ctx.addIssue({ code: 'custom', message: problem })
					return z.NEVER
				}
				return date.toISOString()
			}),
		whitelistedIps: whitelistedIpsSchema,
	})
export const createSessionRequestSchema = makeCreateSessionRequestSchema(Date.now)
export type CreateSessionRequest = z.infer<typeof createSessionRequestSchema>

export const sessionSchema = z.object({
	sessionId: z.string(),
	email: z.string(),
	admin: z.boolean(),
	/** false once expiresAt has passed; deleted sessions are gone from the list. */
	isActive: z.boolean(),
	whitelistedIps: z.array(z.string()),
	createdAt: z.string(),
	updatedAt: z.string(),
	expiresAt: z.string(),
})
export type Session = z.infer<typeof sessionSchema>
/** 201: the session and its API key, shown this once (only a hash is kept). */
export const createSessionResponseSchema = envelope(sessionSchema.extend({ secret: z.string().min(32) }))
/** GET /auth/v1/tokens: newest first. */
export const sessionListResponseSchema = envelope(z.array(sessionSchema))

const sessionIdSchema = textSchema('sessionId', { required_error: 'sessionId is required' })
	.min(1, 'sessionId is required')
	.max(100, 'sessionId is too long')

/** POST /auth/v1/token/refresh: extends an active session to now + 60 days. */
export const refreshSessionRequestSchema = z.object({
	sessionId: sessionIdSchema,
	expiresAt: z.literal(SESSION_REFRESH_PERIOD, { errorMap: () => ({ message: `expiresAt must be '${SESSION_REFRESH_PERIOD}'` }) }),
	token: totpTokenSchema,
})
export const sessionResponseSchema = envelope(sessionSchema)

/** DELETE /auth/v1/token (JSON body): removes an active session. */
export const deleteSessionRequestSchema = z.object({ sessionId: sessionIdSchema })
export const deleteSessionResponseSchema = envelope(z.object({ sessionId: z.string() }))
