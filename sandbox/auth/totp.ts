import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import type { ApiErrorItem } from '#contract/envelope.ts'
import {
	OTP_LENGTH,
	SETTINGS_ERROR_CODES,
	TOTP_DIGITS,
	TOTP_ISSUER,
	TOTP_PERIOD_SECONDS,
	TOTP_WINDOW,
} from '#contract/settings/credentials.ts'
import type { Db } from '../db/database.ts'
import { integrators, type IntegratorRow } from './schema.ts'

/**
 * RFC 6238 authenticator codes (SHA-1, 6 digits, 30 s, ±1 step of drift) and
 * the "extra OTP step" that gates PIN, password, webhook,
 * session-refresh and MFA changes when 2FA is on.
 *
 * Replay: an integrator's last accepted time step is kept; a code is
 * accepted only for a later step, so a code (or an older one still inside
 * the drift window) works once.
 */

export const TOTP_MESSAGES = {
	required: 'Enter the code from your authenticator app to confirm this change',
	invalid: 'The code from your authenticator app is not correct',
	reused: 'This code has already been used. Wait for the next code from your authenticator app',
} as const

const totpFor = (secret: string, label = 'integrator') =>
	new TOTP({
		issuer: TOTP_ISSUER,
		label,
		algorithm: 'SHA1',
		digits: TOTP_DIGITS,
		period: TOTP_PERIOD_SECONDS,
		secret: Secret.fromBase32(secret),
	})

/** A fresh secret: its base32 and the otpauth:// URL for the QR code. */
export function newTotpSecret(email: string) {
	const secret = new Secret({ size: 20 })
	const totp = totpFor(secret.base32, email)
	return { base32: secret.base32, url: totp.toString() }
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'reused' }

/** Checks a code against a secret at `nowMs`, refusing steps at or before `lastStep`. */
export function checkTotp(secret: string, token: string, nowMs: number, lastStep: number | null): TotpCheck {
	if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(token)) return { ok: false, reason: 'invalid' }
	const delta = totpFor(secret).validate({ token, timestamp: nowMs, window: TOTP_WINDOW })
	if (delta === null) return { ok: false, reason: 'invalid' }
	const step = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta
	if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'reused' }
	return { ok: true, step }
}

/**
 * Records `step` as used; false when another request spent this step (or a
 * later one) first, so two racing requests cannot both use one code.
 */
export async function spendTotpStep(db: Db, integratorPk: string, step: number) {
	const [row] = await db
		.update(integrators)
		.set({ twoFALastStep: step })
		.where(and(eq(integrators.pk, integratorPk), or(isNull(integrators.twoFALastStep), lt(integrators.twoFALastStep, step))))
		.returning({ pk: integrators.pk })
	return row !== undefined
}

/** `reason`: 'invalid' is a wrong code (a guess, counted by the lockout); 'required' and 'reused' are not. */
export type GateRefusal = { ok: false; status: 400; message: string; errors: ApiErrorItem[]; reason: 'required' | 'invalid' | 'reused' }
export type Gate = { ok: true; step: number | null } | GateRefusal

const refusal = (message: string, code: string, reason: GateRefusal['reason']): GateRefusal => ({
	ok: false,
	status: 400,
	message,
	errors: [{ message, code, field: 'token' }],
	reason,
})

export const reusedTotpRefusal = () => refusal(TOTP_MESSAGES.reused, SETTINGS_ERROR_CODES.invalidTotp, 'reused')

/**
 * The extra OTP step. Without 2FA the token is ignored ({ step: null }).
 * With 2FA a missing token is TOTP_REQUIRED and a wrong or reused one
 * INVALID_TOTP, both 400 with field `token` (never 401/403: the dashboard
 * logs out on those). The step is only checked here; the route spends it
 * (`spendTotpStep`) right before it writes, so a request refused for
 * another reason does not burn the user's code.
 */
export function checkTotpStep(integrator: IntegratorRow, token: string | undefined, nowMs: number): Gate {
	if (!integrator.twoFAEnabled || !integrator.twoFASecret) return { ok: true, step: null }
	if (!token) return refusal(TOTP_MESSAGES.required, SETTINGS_ERROR_CODES.totpRequired, 'required')
	const check = checkTotp(integrator.twoFASecret, token, nowMs, integrator.twoFALastStep)
	if (!check.ok)
		return check.reason === 'reused' ? reusedTotpRefusal() : refusal(TOTP_MESSAGES.invalid, SETTINGS_ERROR_CODES.invalidTotp, 'invalid')
	return { ok: true, step: check.step }
}
