import { randomBytes } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { FORWARDED_USER_AGENT_HEADER, type AuditKind, type AuditValues } from '#contract/audit.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import type { AppEnv } from '../http/app-env.ts'
import { clientIp, fromTrustedProxy } from '../http/request.ts'
import { auditLog } from './schema.ts'

/**
 * Writing the audit log (docs/product/audit-log.md, record 131:
 * docs/decisions/131-the-audit-log.md). Every entry is written by
 * `recordAudit`, inside the transaction of the change it records, so a change
 * that fails records nothing and a change made cannot lose its entry; who did
 * it comes from `auditActor` alone.
 */

/** What a request knows for its entries: the client as the provider trusts it, and the clock. */
export type AuditRequest = { client(): { ip: string; userAgent: string }; now(): number }

const MAX_USER_AGENT = 512

/** Sets `c.get('audit')` for every request; the client is worked out only when an entry is written. */
export function auditRequest(ctx: SandboxContext): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		c.set('audit', {
			client: () => {
				// The dashboard is the client of every call it makes: it vouches for its visitor's browser with the proxy secret.
				const forwarded = fromTrustedProxy(c, ctx) ? c.req.header(FORWARDED_USER_AGENT_HEADER) : undefined
				return { ip: clientIp(c, ctx), userAgent: (forwarded ?? c.req.header('user-agent') ?? '').slice(0, MAX_USER_AGENT) }
			},
			now: ctx.now,
		})
		await next()
	}
}

/** Who did it, and whose account it is. */
export type Actor = { businessPk: string; pk: string; name: string; email: string; role: string }

/** Who acts where no token says it yet: a login route, with the business the login opens and its role there (record 129). */
export type Acting = { login: IntegratorRow; businessPk: string; role: string }

/**
 * Who did this: the one answer every entry takes. The member the token names:
 * their login (name, e-mail), the business opened and their role in it
 * (record 129); `acting` is for the login routes, which know the person
 * before any token does.
 */
export function auditActor(c: Context<AppEnv>, acting?: Acting): Actor {
	const { login, businessPk, role } = acting ?? {
		login: c.get('login'),
		businessPk: c.get('integrator').pk,
		role: c.get('membership').role,
	}
	return { businessPk, pk: login.pk, name: `${login.firstName} ${login.lastName}`.trim(), email: login.email, role }
}

/** What an entry says beyond who, when and from where. */
export type AuditInput = {
	kind: AuditKind
	before?: AuditValues | null
	after?: AuditValues | null
	/** Money: the amount as a decimal string, never a float. */
	amount?: { value: string; currency: string } | null
	/** Money: what the change made, whose receipt the page links to (`service`: whose service, or the screening tool). */
	reference?: { id: string; service?: string | null } | null
}

/** Writes one entry in `tx`, the transaction of the change it records. */
export async function recordAudit(tx: Db, c: Context<AppEnv>, entry: AuditInput, acting?: Acting) {
	const actor = auditActor(c, acting)
	const request = c.get('audit')
	const { ip, userAgent } = request.client()
	await tx.insert(auditLog).values({
		id: `aud_${randomBytes(10).toString('hex')}`,
		businessPk: actor.businessPk,
		kind: entry.kind,
		actorPk: actor.pk,
		actorName: actor.name,
		actorEmail: actor.email,
		actorRole: actor.role,
		ip,
		userAgent,
		before: entry.before ?? null,
		after: entry.after ?? null,
		amount: entry.amount?.value ?? null,
		currency: entry.amount?.currency ?? null,
		referenceId: entry.reference?.id ?? null,
		referenceService: entry.reference?.service ?? null,
		createdAt: new Date(request.now()),
	})
}

/**
 * `recordAudit` bound to a request, for the money functions that open their
 * own transaction: they call it there, with what they made. Null where no
 * person acts (the back office, scenarios): nothing is recorded.
 */
export type AuditTrail = (tx: Db, entry: AuditInput) => Promise<void>
export const auditTrail =
	(c: Context<AppEnv>): AuditTrail =>
	(tx, entry) =>
		recordAudit(tx, c, entry)

/**
 * Runs `change` in a transaction and records what `entry` makes of its
 * result there: null (a refusal, which changed nothing) records nothing.
 */
export async function audited<T>(db: Db, c: Context<AppEnv>, change: (tx: Db) => Promise<T>, entry: (result: T) => AuditInput | null) {
	return db.transaction(async (tx) => {
		const result = await change(tx)
		const recorded = entry(result)
		if (recorded) await recordAudit(tx, c, recorded)
		return result
	})
}
