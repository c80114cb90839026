import type { Context } from 'hono'
import { MONEY_ERROR_CODES, MONEY_MESSAGES } from '#contract/money/errors.ts'
import { checkSecret } from '../auth/lockouts.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { checkIntegratorRateLimit } from '../http/request.ts'
import { fail } from '../responses.ts'

/**
 * The transaction PIN of a money movement: counted against the caller's
 * per-minute limit on this route (429), then checked under the same lockout
 * as every PIN check (auth/lockouts.ts: five wrong in a row lock PIN checks
 * for 30 minutes, 429). Null when the PIN is right.
 */
export async function checkTransferPin(ctx: SandboxContext, c: Context<AppEnv>, pin: string): Promise<Response | null> {
	const integrator = c.get('login')
	if (!integrator.pinHash) {
		const message = MONEY_MESSAGES.pinNotSet
		return fail(c, 400, message, [{ message, code: MONEY_ERROR_CODES.pinNotSet, field: 'pin' }])
	}
	const limited = checkIntegratorRateLimit(c, ctx)
	if (limited) return limited
	return checkSecret(ctx, c, 'pin', pin, 'pin', MONEY_MESSAGES.wrongPin)
}
