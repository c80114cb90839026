import { randomBytes, randomInt } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { OTP_LENGTH, SETTINGS_ERROR_CODES } from '#contract/settings/credentials.ts'
import {
	CONTACT_OTP_MAX_ATTEMPTS,
	CONTACT_OTP_TTL_MS,
	EMAIL_VERIFICATION_TTL_MS,
	NO_CONTACT_NUMBER_MESSAGE,
} from '#contract/settings/verification.ts'
import { hashLoginToken } from '../auth/login-links.ts'
import { hashSecret, verifySecret } from '../auth/passwords.ts'
import { integrators, type IntegratorRow } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import { sendMessage } from '../outbox/outbox.ts'
import { contactOtps, emailVerificationTokens } from './schema.ts'

/**
 * E-mail and phone verification. E-mail: a single-use link
 * (24 h) to /integrator/v1/email/confirm, stored as a sha256 like login
 * links. Phone: a 6-digit OTP by SMS (outbox channel 'sms'), 3 minutes,
 * stored as a scrypt hash (6 digits are guessable from a fast hash), burned
 * after 5 wrong attempts; a new request replaces the waiting one.
 */

export const VERIFICATION_MESSAGES = {
	emailVerified: 'Your e-mail address is already verified',
	emailSent: 'A verification link has been sent to your e-mail address',
	linkInvalid: 'This verification link is not valid. Request a new one from your settings.',
	linkExpired: 'This verification link has expired. Request a new one from your settings.',
	linkUsed: 'This verification link has already been used.',
	contactVerified: 'Your phone number is already verified',
	noContact: NO_CONTACT_NUMBER_MESSAGE,
	otpSent: 'An OTP has been sent to your registered phone number',
	noOtp: 'No OTP is waiting for this number. Request a new one.',
	otpExpired: 'This OTP has expired. Request a new one.',
	otpWrong: 'The OTP is not correct',
	otpBurned: 'Too many wrong attempts: this OTP no longer works. Request a new one.',
	phoneVerified: 'Your phone number has been verified',
} as const

export type VerificationFailure = { ok: false; status: 400 | 409; message: string; code?: string; field?: string }

export async function sendEmailVerification(
	ctx: SandboxContext,
	integrator: IntegratorRow,
	baseUrl: string,
	callbackUrl: string | undefined,
) {
	if (integrator.emailVerified)
		return { ok: false, status: 409, message: VERIFICATION_MESSAGES.emailVerified } satisfies VerificationFailure
	const token = randomBytes(32).toString('base64url')
	const nowMs = ctx.now()
	const expiresAt = new Date(nowMs + EMAIL_VERIFICATION_TTL_MS)
	await ctx.db.insert(emailVerificationTokens).values({
		tokenHash: hashLoginToken(token),
		integratorPk: integrator.pk,
		callbackUrl: callbackUrl ?? null,
		expiresAt,
		createdAt: new Date(nowMs),
	})
	const link = `${baseUrl}/integrator/v1/email/confirm?token=${encodeURIComponent(token)}`
	await sendMessage(ctx, {
		channel: 'email',
		to: integrator.email,
		subject: 'Verify your e-mail address',
		text: [
			`Hello ${integrator.firstName},`,
			'',
			'Open this link to verify your e-mail address. It works once and expires in 24 hours:',
			link,
			'',
			'If you did not ask for it, you can ignore this e-mail.',
		].join('\n'),
		links: [link],
	})
	return { ok: true as const, data: { to: integrator.email, expiresAt: expiresAt.toISOString() } }
}

export type ConfirmResult = { ok: true; callbackUrl: string | null } | { ok: false; message: string }

/** Spends the link (UPDATE … WHERE used_at IS NULL holds under races) and marks the e-mail verified. */
export async function confirmEmail(ctx: SandboxContext, token: string): Promise<ConfirmResult> {
	const tokenHash = hashLoginToken(token)
	const [row] = await ctx.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.tokenHash, tokenHash))
	if (!row) return { ok: false, message: VERIFICATION_MESSAGES.linkInvalid }
	if (row.usedAt) return { ok: false, message: VERIFICATION_MESSAGES.linkUsed }
	const nowMs = ctx.now()
	if (row.expiresAt.getTime() <= nowMs) return { ok: false, message: VERIFICATION_MESSAGES.linkExpired }
	const [spent] = await ctx.db
		.update(emailVerificationTokens)
		.set({ usedAt: new Date(nowMs) })
		.where(and(eq(emailVerificationTokens.tokenHash, tokenHash), isNull(emailVerificationTokens.usedAt)))
		.returning()
	if (!spent) return { ok: false, message: VERIFICATION_MESSAGES.linkUsed }
	await ctx.db
		.update(integrators)
		.set({ emailVerified: true, updatedAt: new Date(nowMs) })
		.where(eq(integrators.pk, row.integratorPk))
	return { ok: true, callbackUrl: row.callbackUrl }
}

export async function sendContactOtp(ctx: SandboxContext, integrator: IntegratorRow) {
	if (integrator.contactVerified)
		return { ok: false, status: 409, message: VERIFICATION_MESSAGES.contactVerified } satisfies VerificationFailure
	if (!integrator.contactNumber) return { ok: false, status: 409, message: VERIFICATION_MESSAGES.noContact } satisfies VerificationFailure
	const otp = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
	const nowMs = ctx.now()
	const expiresAt = new Date(nowMs + CONTACT_OTP_TTL_MS)
	const values = { otpHash: await hashSecret(otp), sentTo: integrator.contactNumber, attempts: 0, expiresAt, createdAt: new Date(nowMs) }
	await ctx.db
		.insert(contactOtps)
		.values({ integratorPk: integrator.pk, ...values })
		.onConflictDoUpdate({ target: contactOtps.integratorPk, set: values })
	await sendMessage(ctx, {
		channel: 'sms',
		to: integrator.contactNumber,
		subject: 'Phone verification',
		text: `Your verification code is ${otp}. It expires in ${Math.round(CONTACT_OTP_TTL_MS / 60_000)} minutes.`,
		links: [],
	})
	return { ok: true as const, data: { to: integrator.contactNumber, expiresAt: expiresAt.toISOString() } }
}

export async function contactOtpStatus(ctx: SandboxContext, integratorPk: string) {
	const [row] = await ctx.db.select().from(contactOtps).where(eq(contactOtps.integratorPk, integratorPk))
	const live = row && row.expiresAt.getTime() > ctx.now() && row.attempts < CONTACT_OTP_MAX_ATTEMPTS
	return { exist: Boolean(live), expiresAt: live ? row.expiresAt.toISOString() : null }
}

export async function verifyContactOtp(
	ctx: SandboxContext,
	integrator: IntegratorRow,
	otp: string,
): Promise<{ ok: true } | VerificationFailure> {
	const fault = (message: string, code: string): VerificationFailure => ({ ok: false, status: 400, message, code, field: 'otp' })
	if (integrator.contactVerified) return { ok: false, status: 409, message: VERIFICATION_MESSAGES.contactVerified }
	const [row] = await ctx.db.select().from(contactOtps).where(eq(contactOtps.integratorPk, integrator.pk))
	if (!row || row.sentTo !== integrator.contactNumber) return fault(VERIFICATION_MESSAGES.noOtp, SETTINGS_ERROR_CODES.noOtp)
	if (row.attempts >= CONTACT_OTP_MAX_ATTEMPTS) return fault(VERIFICATION_MESSAGES.otpBurned, SETTINGS_ERROR_CODES.otpBurned)
	if (row.expiresAt.getTime() <= ctx.now()) return fault(VERIFICATION_MESSAGES.otpExpired, SETTINGS_ERROR_CODES.otpExpired)
	if (!(await verifySecret(otp, row.otpHash))) {
		const [counted] = await ctx.db
			.update(contactOtps)
			.set({ attempts: sql`${contactOtps.attempts} + 1` })
			.where(eq(contactOtps.integratorPk, integrator.pk))
			.returning({ attempts: contactOtps.attempts })
		if ((counted?.attempts ?? CONTACT_OTP_MAX_ATTEMPTS) >= CONTACT_OTP_MAX_ATTEMPTS)
			return fault(VERIFICATION_MESSAGES.otpBurned, SETTINGS_ERROR_CODES.otpBurned)
		return fault(VERIFICATION_MESSAGES.otpWrong, SETTINGS_ERROR_CODES.invalidOtp)
	}
	// Spend it: only the request that deletes the row verifies (two racing right answers verify once).
	const [spent] = await ctx.db
		.delete(contactOtps)
		.where(
			and(
				eq(contactOtps.integratorPk, integrator.pk),
				eq(contactOtps.otpHash, row.otpHash),
				sql`${contactOtps.attempts} < ${CONTACT_OTP_MAX_ATTEMPTS}`,
			),
		)
		.returning()
	if (!spent) return fault(VERIFICATION_MESSAGES.noOtp, SETTINGS_ERROR_CODES.noOtp)
	await ctx.db
		.update(integrators)
		.set({ contactVerified: true, updatedAt: new Date(ctx.now()) })
		.where(eq(integrators.pk, integrator.pk))
	return { ok: true }
}
