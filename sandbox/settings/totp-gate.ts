import type { Context } from 'hono'
import { recordAudit } from '../audit/record.ts'
import { guardedCheck, uncheckedResponse } from '../auth/lockouts.ts'
import { checkTotpStep, reusedTotpRefusal, spendTotpStep } from '../auth/totp.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { RATE_LIMIT_MESSAGE } from '../rate-limit.ts'
import { fail } from '../responses.ts'

export type TotpGate =
	| { ok: false; response: Response }
	/** `spend()` records the code's step right before the write; a response when a racing request spent it first. */
	| { ok: true; spend(): Promise<Response | null> }

/**
 * The extra OTP step for PIN, password, webhook, session-refresh
 * and MFA changes: with 2FA on, `token` must be a current, unused
 * authenticator code (400 TOTP_REQUIRED / INVALID_TOTP on field `token`);
 * without 2FA it is ignored. Checked first, spent last, so a request refused
 * for another reason leaves the code usable, except for a wrong current PIN
 * or password, which spends it (one code, one guess: security-routes.ts).
 * With 2FA on, gated requests count against the per-integrator rate limit
 * (429 past it), and wrong codes against the 2FA lockout (auth/lockouts.ts:
 * five in a row lock 2FA checks).
 */
export async function totpGate(ctx: SandboxContext, c: Context<AppEnv>, token: string | undefined): Promise<TotpGate> {
	const integrator = c.get('login')
	if (!integrator.twoFAEnabled) return { ok: true, spend: async () => null }
	// Codes are six digits: attempts per integrator are limited across all gated routes.
	const verdict = ctx.rateLimiter.hit([`totp-gate|pk|${integrator.pk}`])
	if (!verdict.allowed) {
		c.header('Retry-After', String(verdict.retryAfterSeconds))
		return { ok: false, response: fail(c, 429, RATE_LIMIT_MESSAGE) }
	}
	const checked = await guardedCheck(ctx, integrator, 'twoFA', async () => {
		const gate = checkTotpStep(integrator, token, ctx.now())
		return { guess: gate.ok ? 'right' : gate.reason === 'invalid' ? 'wrong' : 'none', result: gate }
	})
	if (checked.kind !== 'checked') return { ok: false, response: uncheckedResponse(c, 'twoFA', checked, 'token', ctx.now()) }
	const gate = checked.result
	if (!gate.ok) {
		// A code sent and refused is an attempt in the audit log; a code not sent is not (docs/product/audit-log.md).
		if (gate.reason !== 'required') await recordAudit(ctx.db, c, { kind: 'auth.two_fa_failed', after: { where: c.req.path } })
		return { ok: false, response: fail(c, gate.status, gate.message, gate.errors) }
	}
	return {
		ok: true,
		async spend() {
			if (gate.step === null || (await spendTotpStep(ctx.db, integrator.pk, gate.step))) return null
			const refusal = reusedTotpRefusal()
			return fail(c, refusal.status, refusal.message, refusal.errors)
		},
	}
}
