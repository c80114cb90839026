import { createHash, randomInt } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { RECOVERY_CODE_COUNT } from '#contract/auth.ts'
import type { SandboxContext } from '../context.ts'
import { recoveryCodes } from './schema.ts'

/**
 * 2FA recovery codes: ten per integrator, each ten characters from an
 * alphabet without look-alikes (about 50 bits), shown as XXXXX-XXXXX. Only
 * their sha256 is stored: they are random, not chosen by people, so a fast
 * hash is enough and a database leak hands out no working code. Each works
 * once; a new set replaces the old one.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 10

/** Upper case, without spaces or dashes: how a typed code is compared. */
export function normalizeRecoveryCode(code: string) {
	return code.replace(/[\s-]/g, '').toUpperCase()
}

export function hashRecoveryCode(code: string) {
	return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex')
}

function newRecoveryCode() {
	const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)])
	return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** Deletes the integrator's codes and stores a new set; answers the codes in clear, to show once. */
export async function replaceRecoveryCodes(ctx: SandboxContext, integratorPk: string) {
	const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
	const createdAt = new Date(ctx.now())
	await ctx.db.transaction(async (tx) => {
		await tx.delete(recoveryCodes).where(eq(recoveryCodes.integratorPk, integratorPk))
		await tx.insert(recoveryCodes).values(codes.map((code) => ({ codeHash: hashRecoveryCode(code), integratorPk, createdAt })))
	})
	return codes
}

/** Spends one unused code of this integrator; false when it is unknown, used, or another's. */
export async function spendRecoveryCode(ctx: SandboxContext, integratorPk: string, code: string) {
	const [row] = await ctx.db
		.update(recoveryCodes)
		.set({ usedAt: new Date(ctx.now()) })
		.where(
			and(eq(recoveryCodes.codeHash, hashRecoveryCode(code)), eq(recoveryCodes.integratorPk, integratorPk), isNull(recoveryCodes.usedAt)),
		)
		.returning({ codeHash: recoveryCodes.codeHash })
	return row !== undefined
}
