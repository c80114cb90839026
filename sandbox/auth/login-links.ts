import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { LOGIN_LINK_TTL_MS } from '#contract/auth.ts'
import type { SandboxContext } from '../context.ts'
import { sendMessage } from '../outbox/outbox.ts'
import { loginTokens, type IntegratorRow } from './schema.ts'

const LOGIN_TOKEN_BYTES = 32

export const LOGIN_LINK_MESSAGES = {
	invalid: 'This login link is not valid. Request a new one.',
	expired: 'This login link has expired. Request a new one.',
	used: 'This login link has already been used. Request a new one.',
} as const

/** Only the hash is stored: a database leak must not hand out working login links. */
export function hashLoginToken(token: string) {
	return createHash('sha256').update(token).digest('hex')
}

/** Adds `token=…` to the callback, keeping its own query and fragment. */
export function buildLoginLink(callbackUrl: string, token: string) {
	const url = new URL(callbackUrl)
	url.searchParams.set('token', token)
	return url.toString()
}

/** Creates a single-use token and e-mails the link (outbox + SMTP). */
export async function sendLoginLink(ctx: SandboxContext, integrator: IntegratorRow, callbackUrl: string) {
	const token = randomBytes(LOGIN_TOKEN_BYTES).toString('base64url')
	const nowMs = ctx.now()
	await ctx.db.insert(loginTokens).values({
		tokenHash: hashLoginToken(token),
		integratorPk: integrator.pk,
		expiresAt: new Date(nowMs + LOGIN_LINK_TTL_MS),
		createdAt: new Date(nowMs),
	})
	const link = buildLoginLink(callbackUrl, token)
	const minutes = Math.round(LOGIN_LINK_TTL_MS / 60_000)
	await sendMessage(ctx, {
		channel: 'email',
		to: integrator.email,
		subject: 'Your login link',
		text: [
			`Hello ${integrator.firstName},`,
			'',
			`Use this link to log in to your dashboard. It works once and expires in ${minutes} minutes:`,
			link,
			'',
			'If you did not ask for it, you can ignore this e-mail.',
		].join('\n'),
		links: [link],
	})
}

export type ConsumeResult = { ok: true; integratorPk: string } | { ok: false; message: string }

/**
 * Spends a login token. The final UPDATE … WHERE used_at IS NULL makes the
 * single use hold even when two requests race with the same link.
 */
export async function consumeLoginToken(ctx: SandboxContext, token: string): Promise<ConsumeResult> {
	const tokenHash = hashLoginToken(token)
	const [row] = await ctx.db.select().from(loginTokens).where(eq(loginTokens.tokenHash, tokenHash))
	if (!row) return { ok: false, message: LOGIN_LINK_MESSAGES.invalid }
	if (row.usedAt) return { ok: false, message: LOGIN_LINK_MESSAGES.used }
	const nowMs = ctx.now()
	if (row.expiresAt.getTime() <= nowMs) return { ok: false, message: LOGIN_LINK_MESSAGES.expired }
	const [spent] = await ctx.db
		.update(loginTokens)
		.set({ usedAt: new Date(nowMs) })
		.where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt)))
		.returning({ integratorPk: loginTokens.integratorPk })
	if (!spent) return { ok: false, message: LOGIN_LINK_MESSAGES.used }
	return { ok: true, integratorPk: spent.integratorPk }
}
