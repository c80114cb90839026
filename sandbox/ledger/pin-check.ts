import type { Context } from 'hono'
import { MONEY_ERROR_CODES, MONEY_MESSAGES } from '#contract/money/errors.ts'
import { lockedResponse, lockedUntil, recordFailure, recordSuccess } from '../auth/lockouts.ts'
import { verifySecret } from '../auth/passwords.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { fail } from '../responses.ts'

/**
 * The transaction PIN of a money movement, under the same lockout as every
 * PIN check: five wrong in a row lock PIN checks for 30 minutes (429). Null
 * when the PIN is right.
 */
export async function checkTransferPin(ctx: SandboxContext, c: Context<AppEnv>, pin: string): Promise<Response | null> {
	const integrator = c.get('integrator')
	const refuse = (message: string, code: string) => fail(c, 400, message, [{ message, code, field: 'pin' }])
	if (!integrator.pinHash) return refuse(MONEY_MESSAGES.pinNotSet, MONEY_ERROR_CODES.pinNotSet)
	const locked = lockedUntil(integrator, 'pin', ctx.now())
	if (locked) return lockedResponse(c, 'pin', locked, 'pin', ctx.now())
	if (await verifySecret(pin, integrator.pinHash)) {
		await recordSuccess(ctx, integrator, 'pin')
		return null
	}
	const lockedNow = await recordFailure(ctx, integrator, 'pin')
	if (lockedNow) return lockedResponse(c, 'pin', lockedNow, 'pin', ctx.now())
	return refuse(MONEY_MESSAGES.wrongPin, MONEY_ERROR_CODES.wrongPin)
}
