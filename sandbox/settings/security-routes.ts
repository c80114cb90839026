import { Hono, type Context } from 'hono'
import {
	createPasswordRequestSchema,
	createPinRequestSchema,
	regenerateRecoveryCodesRequestSchema,
	SETTINGS_ERROR_CODES,
	twoFAVerifyRequestSchema,
	updatePasswordRequestSchema,
	updatePinRequestSchema,
	validatePinRequestSchema,
} from '#contract/settings/credentials.ts'
import {
	deleteSessionRequestSchema,
	makeCreateSessionRequestSchema,
	refreshSessionRequestSchema,
	type Session,
} from '#contract/settings/sessions.ts'
import { audited } from '../audit/record.ts'
import { updateIntegrator } from '../auth/integrators.ts'
import { checkSecret } from '../auth/lockouts.ts'
import { hashSecret } from '../auth/passwords.ts'
import { replaceRecoveryCodes } from '../auth/recovery-codes.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import { checkTotp, newTotpSecret, TOTP_MESSAGES } from '../auth/totp.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { checkIntegratorRateLimit, readBody } from '../http/request.ts'
import { fail, ok } from '../responses.ts'
import { createSession, deleteSession, findActiveSession, listSessions, refreshSession, SESSION_MESSAGES } from './sessions.ts'
import { totpGate } from './totp-gate.ts'

/** An API session as its audit entries show it: never its key. */
const sessionValues = (session: Pick<Session, 'sessionId' | 'admin' | 'whitelistedIps' | 'expiresAt'>) => ({
	sessionId: session.sessionId,
	admin: session.admin,
	whitelistedIps: session.whitelistedIps,
	expiresAt: session.expiresAt,
})

/** A PIN or password made or changed: that it was, never what it is. */
const secretEntry = (kind: 'pin' | 'password', what: 'created' | 'changed') =>
	({ kind: kind === 'pin' ? 'settings.pin' : 'settings.password', after: { [kind]: what } }) as const

export const SECURITY_MESSAGES = {
	twoFAAlreadyOn: 'Two-factor authentication is already enabled',
	twoFAOff: 'Two-factor authentication is not enabled',
	noPendingSecret: 'Start the 2FA setup first: no setup key is waiting for a code',
	pinExists: 'You already have a PIN; update it instead',
	noPin: 'You have not created a PIN yet',
	wrongPin: 'Your current PIN is not correct',
	passwordExists: 'You already have a password; change it instead',
	noPassword: 'You have not created a password yet',
	wrongPassword: 'Your current password is not correct',
	notYours: 'No integrator with this id',
} as const

/**
 * /auth/v1 security settings: 2FA, PIN, password and generated
 * sessions. Wrong PINs, passwords and codes are 400 with a code, never
 * 401/403 (contract/settings/README.md).
 */
export function securityRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)
	const createSessionSchema = makeCreateSessionRequestSchema(ctx.now)

	const conflict = (c: Context<AppEnv>, message: string, field?: string) =>
		fail(c, 409, message, [{ message, code: SETTINGS_ERROR_CODES.conflict, ...(field ? { field } : {}) }])
	const wrong = (c: Context<AppEnv>, message: string, code: string, field: string) => fail(c, 400, message, [{ message, code, field }])

	/** Status routes answer only for the caller's own id; anyone else's is a 404. */
	const ownId = (c: Context<AppEnv>, param: string) => c.req.param(param) === c.get('login').pk

	/** The PIN check with its lockout (auth/lockouts.ts): null when right, else the refusal. */
	const checkCurrentPin = (c: Context<AppEnv>, pin: string, field: string) =>
		checkSecret(ctx, c, 'pin', pin, field, SECURITY_MESSAGES.wrongPin)

	/**
	 * The PIN and the password live alike: created once behind the 2FA gate
	 * (409 when one exists), changed by giving the current one (409 when
	 * there is none yet), each step in this order. Only their words and
	 * fields differ: the current one is checked under its own lockout
	 * (auth/lockouts.ts: five wrong PINs, or five wrong current passwords, in
	 * a row lock that check for 30 minutes).
	 */
	const SECRETS = {
		pin: {
			stored: (integrator: IntegratorRow) => integrator.pinHash,
			store: async (secret: string) => ({ pinHash: await hashSecret(secret) }),
			exists: SECURITY_MESSAGES.pinExists,
			none: SECURITY_MESSAGES.noPin,
			created: 'Your PIN has been created',
			changed: 'Your PIN has been updated',
			answer: { pinExists: true },
			currentField: 'oldPin',
			wrongCurrent: SECURITY_MESSAGES.wrongPin,
		},
		password: {
			stored: (integrator: IntegratorRow) => integrator.passwordHash,
			store: async (secret: string) => ({ passwordHash: await hashSecret(secret) }),
			exists: SECURITY_MESSAGES.passwordExists,
			none: SECURITY_MESSAGES.noPassword,
			created: 'Your password has been created',
			changed: 'Your password has been changed',
			answer: { passwordExists: true },
			currentField: 'oldPassword',
			wrongCurrent: SECURITY_MESSAGES.wrongPassword,
		},
	} as const

	/** Sets the first PIN or password; a 409 points at `kind`'s own field. */
	const createSecret = async (c: Context<AppEnv>, kind: keyof typeof SECRETS, secret: string, token: string | undefined) => {
		const rules = SECRETS[kind]
		const integrator = c.get('login')
		const gate = await totpGate(ctx, c, token)
		if (!gate.ok) return gate.response
		if (rules.stored(integrator)) return conflict(c, rules.exists, kind)
		const spent = await gate.spend()
		if (spent) return spent
		const stored = await rules.store(secret)
		await audited(
			ctx.db,
			c,
			(tx) => updateIntegrator(tx, integrator.pk, stored, ctx.now()),
			() => secretEntry(kind, 'created'),
		)
		return ok(c, rules.created, rules.answer, 201)
	}

	/**
	 * Replaces the PIN or password, given the current one; a 409 points at the
	 * current one's field. A wrong current one spends the authenticator code
	 * too, so that one code buys one guess, not a minute and a half of them.
	 */
	const changeSecret = async (c: Context<AppEnv>, kind: keyof typeof SECRETS, current: string, next: string, token: string | undefined) => {
		const rules = SECRETS[kind]
		const integrator = c.get('login')
		const gate = await totpGate(ctx, c, token)
		if (!gate.ok) return gate.response
		if (!rules.stored(integrator)) return conflict(c, rules.none, rules.currentField)
		const refusal = await checkSecret(ctx, c, kind, current, rules.currentField, rules.wrongCurrent)
		if (refusal) {
			// 400 is a guess compared and wrong; a lock or a busy refusal (429) compared nothing.
			if (refusal.status === 400) await gate.spend()
			return refusal
		}
		const spent = await gate.spend()
		if (spent) return spent
		const stored = await rules.store(next)
		await audited(
			ctx.db,
			c,
			(tx) => updateIntegrator(tx, integrator.pk, stored, ctx.now()),
			() => secretEntry(kind, 'changed'),
		)
		return ok(c, rules.changed, rules.answer)
	}

	// ─── 2FA ───

	app.post('/2fa', auth, async (c) => {
		const integrator = c.get('login')
		if (integrator.twoFAEnabled) return conflict(c, SECURITY_MESSAGES.twoFAAlreadyOn)
		const secret = newTotpSecret(integrator.email)
		await updateIntegrator(ctx.db, integrator.pk, { twoFAPendingSecret: secret.base32 }, ctx.now())
		return ok(c, 'Scan the QR code with your authenticator app, then enter its code', { secret: secret.url, key: secret.base32 })
	})

	app.patch('/2fa/verify', auth, async (c) => {
		const limited = checkIntegratorRateLimit(c, ctx)
		if (limited) return limited
		const input = await readBody(c, twoFAVerifyRequestSchema)
		if (!input.ok) return input.response
		const integrator = c.get('login')
		if (integrator.twoFAEnabled) return conflict(c, SECURITY_MESSAGES.twoFAAlreadyOn)
		if (!integrator.twoFAPendingSecret) return conflict(c, SECURITY_MESSAGES.noPendingSecret)
		const check = checkTotp(integrator.twoFAPendingSecret, input.data.token, ctx.now(), integrator.twoFALastStep)
		if (!check.ok) {
			const message = check.reason === 'reused' ? TOTP_MESSAGES.reused : TOTP_MESSAGES.invalid
			return wrong(c, message, SETTINGS_ERROR_CODES.invalidTotp, 'token')
		}
		const turnOn = {
			twoFAEnabled: true,
			twoFASecret: integrator.twoFAPendingSecret,
			twoFAPendingSecret: null,
			twoFALastStep: check.step,
			mfaPreference: { ...integrator.mfaPreference, twoFA: true },
		}
		const row = await audited(
			ctx.db,
			c,
			(tx) => updateIntegrator(tx, integrator.pk, turnOn, ctx.now()),
			(done) => (done ? { kind: 'settings.two_fa', before: { twoFAEnabled: false }, after: { twoFAEnabled: true } } : null),
		)
		if (!row) return fail(c, 404, SECURITY_MESSAGES.notYours)
		const recoveryCodes = await replaceRecoveryCodes(ctx, integrator.pk)
		return ok(c, 'Two-factor authentication is now enabled', {
			twoFAEnabled: true as const,
			mfaPreference: row.mfaPreference,
			recoveryCodes,
		})
	})

	/** A new set of recovery codes for a current authenticator code; the old set stops working. */
	app.post('/2fa/recovery-codes', auth, async (c) => {
		const input = await readBody(c, regenerateRecoveryCodesRequestSchema)
		if (!input.ok) return input.response
		if (!c.get('login').twoFAEnabled) return conflict(c, SECURITY_MESSAGES.twoFAOff)
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const spent = await gate.spend()
		if (spent) return spent
		const recoveryCodes = await replaceRecoveryCodes(ctx, c.get('login').pk)
		return ok(c, 'New recovery codes: store them now, they are not shown again', { recoveryCodes })
	})

	app.get('/2fa/status/:integratorPk', auth, (c) => {
		if (!ownId(c, 'integratorPk')) return fail(c, 404, SECURITY_MESSAGES.notYours)
		return ok(c, '2FA status', { twoFAStatus: c.get('login').twoFAEnabled })
	})

	// ─── PIN ───

	app.post('/pin', auth, async (c) => {
		const input = await readBody(c, createPinRequestSchema)
		if (!input.ok) return input.response
		return createSecret(c, 'pin', input.data.pin, input.data.token)
	})

	app.patch('/pin', auth, async (c) => {
		const limited = checkIntegratorRateLimit(c, ctx)
		if (limited) return limited
		const input = await readBody(c, updatePinRequestSchema)
		if (!input.ok) return input.response
		return changeSecret(c, 'pin', input.data.oldPin, input.data.newPin, input.data.token)
	})

	app.post('/pin/validate', auth, async (c) => {
		const limited = checkIntegratorRateLimit(c, ctx)
		if (limited) return limited
		const input = await readBody(c, validatePinRequestSchema)
		if (!input.ok) return input.response
		const integrator = c.get('login')
		if (!integrator.pinHash) return conflict(c, SECURITY_MESSAGES.noPin, 'pin')
		const pinRefusal = await checkCurrentPin(c, input.data.pin, 'pin')
		if (pinRefusal && pinRefusal.status === 429) return pinRefusal
		const valid = pinRefusal === null
		return ok(c, valid ? 'The PIN is correct' : SECURITY_MESSAGES.wrongPin, { valid })
	})

	app.get('/pin/status/:id', auth, (c) => {
		if (!ownId(c, 'id')) return fail(c, 404, SECURITY_MESSAGES.notYours)
		return ok(c, 'PIN status', { pinExists: c.get('login').pinHash !== null })
	})

	// ─── Password ───

	app.post('/password', auth, async (c) => {
		const input = await readBody(c, createPasswordRequestSchema)
		if (!input.ok) return input.response
		return createSecret(c, 'password', input.data.password, input.data.token)
	})

	app.patch('/login/password', auth, async (c) => {
		const limited = checkIntegratorRateLimit(c, ctx)
		if (limited) return limited
		const input = await readBody(c, updatePasswordRequestSchema)
		if (!input.ok) return input.response
		return changeSecret(c, 'password', input.data.oldPassword, input.data.newPassword, input.data.token)
	})

	app.get('/password/status/:id', auth, (c) => {
		if (!ownId(c, 'id')) return fail(c, 404, SECURITY_MESSAGES.notYours)
		return ok(c, 'Password status', { passwordExists: c.get('login').passwordHash !== null })
	})

	// ─── Sessions (IP whitelisting) ───

	app.post('/token', auth, async (c) => {
		const input = await readBody(c, createSessionSchema)
		if (!input.ok) return input.response
		const integrator = c.get('login')
		if (input.data.email !== integrator.email) {
			return fail(c, 400, SESSION_MESSAGES.email, [{ message: SESSION_MESSAGES.email, code: 'invalid_email', field: 'email' }])
		}
		const session = await audited(
			ctx.db,
			c,
			(tx) => createSession(tx, integrator.pk, input.data, ctx.now()),
			(made) => ({ kind: 'settings.session_created', after: sessionValues(made) }),
		)
		return ok(c, 'Session generated. Copy the API key now: it is not shown again', session, 201)
	})

	app.get('/tokens', auth, async (c) => ok(c, 'Sessions', await listSessions(ctx.db, c.get('login').pk, ctx.now())))

	app.post('/token/refresh', auth, async (c) => {
		const input = await readBody(c, refreshSessionRequestSchema)
		if (!input.ok) return input.response
		const integrator = c.get('login')
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const active = await findActiveSession(ctx.db, integrator.pk, input.data.sessionId, ctx.now())
		if (!active.ok) return fail(c, active.status, active.message, [{ message: active.message, field: 'sessionId' }])
		const spent = await gate.spend()
		if (spent) return spent
		const result = await audited(
			ctx.db,
			c,
			(tx) => refreshSession(tx, integrator.pk, input.data.sessionId, ctx.now()),
			(done) =>
				done.ok ? { kind: 'settings.session_refreshed', before: sessionValues(active.data), after: sessionValues(done.data) } : null,
		)
		if (!result.ok) return fail(c, result.status, result.message, [{ message: result.message, field: 'sessionId' }])
		return ok(c, 'Session refreshed', result.data)
	})

	app.delete('/token', auth, async (c) => {
		const input = await readBody(c, deleteSessionRequestSchema)
		if (!input.ok) return input.response
		const result = await audited(
			ctx.db,
			c,
			(tx) => deleteSession(tx, c.get('login').pk, input.data.sessionId, ctx.now()),
			(gone) => (gone.ok ? { kind: 'settings.session_deleted', before: sessionValues(gone.data) } : null),
		)
		if (!result.ok) return fail(c, result.status, result.message, [{ message: result.message, field: 'sessionId' }])
		return ok(c, 'Session deleted', { sessionId: result.data.sessionId })
	})

	return app
}
