import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import type { EventType } from '#contract/events/api.ts'
import {
	INVITATION_TTL_MS,
	TEAM_ERROR_CODES,
	TEAM_MESSAGES,
	type AcceptInvitationRequest,
	type Invitation,
	type InviteRequest,
	type Member,
} from '#contract/team/api.ts'
import { ROLE_LABELS, type MemberStatus, type Role } from '#contract/team/roles.ts'
import type { Acting, AuditInput } from '../audit/record.ts'
import { DEFAULT_MFA_PREFERENCE, findIntegratorByEmail } from '../auth/integrators.ts'
import { hashSecret } from '../auth/passwords.ts'
import { integrators, type IntegratorRow } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { recordEvent } from '../events/events.ts'
import { sendMessage } from '../outbox/outbox.ts'
import { businessLabel } from './memberships.ts'
import { invitations, memberships, type InvitationRow } from './schema.ts'

/**
 * Members and invitations of a business (docs/product/team.md, record 130).
 * Every refusal is a value (`{ ok: false, status, message }`), never a throw.
 */
export type Refused = { ok: false; status: 400 | 403 | 404 | 409; message: string; code?: string; field?: string }
export type Done<T> = { ok: true; value: T } | Refused

const refused = (status: Refused['status'], message: string, extra: { code?: string; field?: string } = {}): Refused => ({
	ok: false,
	status,
	message,
	...extra,
})

/**
 * How a team change is recorded: the request's audit entry (record 131;
 * `acting` names a joiner before any token does), written in the change's
 * transaction like every other entry.
 */
export type TeamTrail = (tx: Db, entry: AuditInput, acting?: Acting) => Promise<void>

/**
 * A team change's audit entry and its `team.member.*` webhook event
 * (docs/product/team.md, record 135), in the change's transaction: a change
 * that rolls back records neither.
 */
export async function noteTeamChange(
	ctx: SandboxContext,
	tx: Db,
	trail: TeamTrail,
	businessPk: string,
	entry: AuditInput,
	event: { type: EventType; data: object } | null,
	acting?: Acting,
) {
	await trail(tx, entry, acting)
	if (event) await recordEvent(tx, ctx.now(), businessPk, event.type, event.data, null)
}

const INVITATION_TOKEN_BYTES = 32
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex')

type MemberJoin = { membership: typeof memberships.$inferSelect; login: IntegratorRow }
const toMember = ({ membership, login }: MemberJoin, callerPk: string): Member => ({
	id: membership.id,
	loginPk: login.pk,
	firstName: login.firstName,
	lastName: login.lastName,
	email: login.email,
	role: membership.role,
	status: membership.status,
	createdAt: membership.createdAt.toISOString(),
	you: login.pk === callerPk,
})

const toInvitation = (row: InvitationRow, nowMs: number): Invitation => ({
	id: row.id,
	email: row.email,
	role: row.role,
	status: row.expiresAt.getTime() > nowMs ? 'PENDING' : 'EXPIRED',
	expiresAt: row.expiresAt.toISOString(),
	createdAt: row.createdAt.toISOString(),
})

/** The members (Owner first, then by when they joined) and the invitations neither accepted nor withdrawn. */
export async function listTeam(ctx: SandboxContext, businessPk: string, callerPk: string) {
	const [members, pending] = await Promise.all([
		ctx.db
			.select({ membership: memberships, login: integrators })
			.from(memberships)
			.innerJoin(integrators, eq(integrators.pk, memberships.loginPk))
			.where(eq(memberships.businessPk, businessPk))
			.orderBy(asc(memberships.createdAt), asc(memberships.id)),
		ctx.db
			.select()
			.from(invitations)
			.where(and(eq(invitations.businessPk, businessPk), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
			.orderBy(asc(invitations.createdAt), asc(invitations.id)),
	])
	const nowMs = ctx.now()
	return {
		members: members.map((row) => toMember(row, callerPk)),
		invitations: pending.map((row) => toInvitation(row, nowMs)),
	}
}

async function findMembershipByLoginEmail(ctx: SandboxContext, businessPk: string, email: string) {
	const [row] = await ctx.db
		.select({ id: memberships.id })
		.from(memberships)
		.innerJoin(integrators, eq(integrators.pk, memberships.loginPk))
		.where(and(eq(memberships.businessPk, businessPk), eq(integrators.email, email)))
	return row ?? null
}

/** Stores an invitation (only the token's hash) and e-mails its link `<callbackUrl>/<token>`. */
export async function invite(
	ctx: SandboxContext,
	trail: TeamTrail,
	business: IntegratorRow,
	inviter: IntegratorRow,
	input: InviteRequest,
): Promise<Done<Invitation>> {
	const email = input.email.toLowerCase()
	if (await findMembershipByLoginEmail(ctx, business.pk, email)) return refused(409, TEAM_MESSAGES.alreadyMember, { field: 'email' })
	const nowMs = ctx.now()
	const [pending] = await ctx.db
		.select({ id: invitations.id })
		.from(invitations)
		.where(
			and(
				eq(invitations.businessPk, business.pk),
				eq(invitations.email, email),
				isNull(invitations.acceptedAt),
				isNull(invitations.revokedAt),
				gt(invitations.expiresAt, new Date(nowMs)),
			),
		)
	if (pending) return refused(409, TEAM_MESSAGES.alreadyInvited, { field: 'email' })
	const token = randomBytes(INVITATION_TOKEN_BYTES).toString('base64url')
	const row = await ctx.db.transaction(async (tx) => {
		const [made] = await tx
			.insert(invitations)
			.values({
				id: randomUUID(),
				businessPk: business.pk,
				email,
				role: input.role,
				tokenHash: hashInvitationToken(token),
				invitedByPk: inviter.pk,
				expiresAt: new Date(nowMs + INVITATION_TTL_MS),
				createdAt: new Date(nowMs),
			})
			.returning()
		if (!made) throw new Error('The invitation was not stored')
		await noteTeamChange(
			ctx,
			tx,
			trail,
			business.pk,
			{ kind: 'team.invited', after: { email, role: input.role } },
			{
				type: 'team.member.invited',
				data: toInvitation(made, nowMs),
			},
		)
		return made
	})
	const link = `${input.callbackUrl.replace(/\/+$/, '')}/${token}`
	const name = businessLabel(business)
	await sendMessage(ctx, {
		channel: 'email',
		to: email,
		subject: `You are invited to join ${name}`,
		text: [
			'Hello,',
			'',
			`${inviter.firstName} ${inviter.lastName} invites you to join ${name} on the dashboard as ${ROLE_LABELS[input.role]}.`,
			'This link works once and expires in 7 days:',
			link,
			'',
			'If you did not expect it, you can ignore this e-mail.',
		].join('\n'),
		links: [link],
	})
	return { ok: true, value: toInvitation(row, nowMs) }
}

export async function revokeInvitation(ctx: SandboxContext, trail: TeamTrail, businessPk: string, id: string): Promise<Done<null>> {
	const [row] = await ctx.db
		.select()
		.from(invitations)
		.where(and(eq(invitations.id, id), eq(invitations.businessPk, businessPk)))
	if (!row) return refused(404, TEAM_MESSAGES.invitationNotFound)
	const revoked = await ctx.db.transaction(async (tx) => {
		const [done] = await tx
			.update(invitations)
			.set({ revokedAt: new Date(ctx.now()) })
			.where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
			.returning({ id: invitations.id })
		if (done) await trail(tx, { kind: 'team.invitation_withdrawn', before: { email: row.email, role: row.role } })
		return done
	})
	return revoked ? { ok: true, value: null } : refused(409, TEAM_MESSAGES.notPending)
}

async function findMember(ctx: SandboxContext, businessPk: string, id: string) {
	const [row] = await ctx.db
		.select({ membership: memberships, login: integrators })
		.from(memberships)
		.innerJoin(integrators, eq(integrators.pk, memberships.loginPk))
		.where(and(eq(memberships.id, id), eq(memberships.businessPk, businessPk)))
	return row ?? null
}

/**
 * A role or status change, or a removal: never one's own membership, never the
 * Owner's (there is exactly one Owner: ownership is handed on, not given). A
 * changed, suspended or removed member's open sessions are refused at their next
 * request (the bearer check compares the membership with the token).
 */
export async function changeMember(
	ctx: SandboxContext,
	trail: TeamTrail,
	businessPk: string,
	callerPk: string,
	id: string,
	change: { role?: Role; status?: MemberStatus } | 'remove',
): Promise<Done<Member | null>> {
	const found = await findMember(ctx, businessPk, id)
	if (!found) return refused(404, TEAM_MESSAGES.memberNotFound)
	if (found.login.pk === callerPk) return refused(403, TEAM_MESSAGES.ownMembership)
	if (found.membership.role === 'OWNER') return refused(409, TEAM_MESSAGES.lastOwner)
	const was = found.membership
	const member = found.login.email
	if (change === 'remove') {
		const gone = await ctx.db.transaction(async (tx) => {
			const [deleted] = await tx
				.delete(memberships)
				.where(and(eq(memberships.id, id), eq(memberships.businessPk, businessPk)))
				.returning({ id: memberships.id })
			if (deleted)
				await noteTeamChange(
					ctx,
					tx,
					trail,
					businessPk,
					{ kind: 'team.removed', before: { member, role: was.role, status: was.status } },
					{
						type: 'team.member.removed',
						data: toMember(found, callerPk),
					},
				)
			return deleted
		})
		return gone ? { ok: true, value: null } : refused(404, TEAM_MESSAGES.memberNotFound)
	}
	const row = await ctx.db.transaction(async (tx) => {
		const [updated] = await tx
			.update(memberships)
			.set({ ...change, updatedAt: new Date(ctx.now()) })
			.where(and(eq(memberships.id, id), eq(memberships.businessPk, businessPk)))
			.returning()
		if (!updated) return null
		const data = toMember({ membership: updated, login: found.login }, callerPk)
		// One entry per change made: a role and a status changed together are two; an unchanged value none.
		if (updated.role !== was.role)
			await noteTeamChange(
				ctx,
				tx,
				trail,
				businessPk,
				{ kind: 'team.role_changed', before: { member, role: was.role }, after: { member, role: updated.role } },
				{ type: 'team.member.role_changed', data },
			)
		if (updated.status !== was.status) {
			const suspended = updated.status === 'SUSPENDED'
			await noteTeamChange(
				ctx,
				tx,
				trail,
				businessPk,
				{
					kind: suspended ? 'team.suspended' : 'team.reactivated',
					before: { member, status: was.status },
					after: { member, status: updated.status },
				},
				{ type: suspended ? 'team.member.suspended' : 'team.member.reactivated', data },
			)
		}
		return updated
	})
	if (!row) return refused(404, TEAM_MESSAGES.memberNotFound)
	return { ok: true, value: toMember({ membership: row, login: found.login }, callerPk) }
}

/** A usable invitation by its link's token, with its business; else why not. */
async function findUsableInvitation(
	ctx: SandboxContext,
	token: string,
): Promise<Done<{ invitation: InvitationRow; business: IntegratorRow }>> {
	const [row] = await ctx.db
		.select({ invitation: invitations, business: integrators })
		.from(invitations)
		.innerJoin(integrators, eq(integrators.pk, invitations.businessPk))
		.where(eq(invitations.tokenHash, hashInvitationToken(token)))
	const field = { field: 'token' }
	if (!row) return refused(400, TEAM_MESSAGES.invitationInvalid, { code: TEAM_ERROR_CODES.invitationInvalid, ...field })
	if (row.invitation.acceptedAt) return refused(400, TEAM_MESSAGES.invitationUsed, { code: TEAM_ERROR_CODES.invitationUsed, ...field })
	if (row.invitation.revokedAt) return refused(400, TEAM_MESSAGES.invitationRevoked, { code: TEAM_ERROR_CODES.invitationRevoked, ...field })
	if (row.invitation.expiresAt.getTime() <= ctx.now())
		return refused(400, TEAM_MESSAGES.invitationExpired, { code: TEAM_ERROR_CODES.invitationExpired, ...field })
	return { ok: true, value: row }
}

export async function lookUpInvitation(ctx: SandboxContext, token: string) {
	const found = await findUsableInvitation(ctx, token)
	if (!found.ok) return found
	const { invitation, business } = found.value
	return {
		ok: true as const,
		value: {
			businessName: businessLabel(business),
			email: invitation.email,
			role: invitation.role,
			expiresAt: invitation.expiresAt.toISOString(),
			loginExists: (await findIntegratorByEmail(ctx.db, invitation.email)) !== null,
		},
	}
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Joined = { login: IntegratorRow; businessPk: string; businessName: string; role: Role }

/**
 * Spends the invitation and adds the membership in one transaction: the
 * conditional UPDATE … WHERE accepted_at IS NULL AND revoked_at IS NULL makes it
 * single use however many accepts race. `makeLogin` runs inside it (a new
 * login), or the login is the signed-in one.
 */
async function spendInvitation(
	ctx: SandboxContext,
	trail: TeamTrail,
	token: string,
	login: (tx: Tx, invitation: InvitationRow, business: IntegratorRow) => Promise<IntegratorRow | Refused>,
): Promise<Done<Joined>> {
	const found = await findUsableInvitation(ctx, token)
	if (!found.ok) return found
	const { business } = found.value
	const nowMs = ctx.now()
	const now = new Date(nowMs)
	return ctx.db.transaction(async (tx) => {
		const [spent] = await tx
			.update(invitations)
			.set({ acceptedAt: now })
			.where(and(eq(invitations.id, found.value.invitation.id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
			.returning()
		if (!spent) return refused(400, TEAM_MESSAGES.invitationUsed, { code: TEAM_ERROR_CODES.invitationUsed, field: 'token' })
		const member = await login(tx, spent, business)
		if ('ok' in member) throw new RolledBack(member)
		const [added] = await tx
			.insert(memberships)
			.values({
				id: randomUUID(),
				businessPk: business.pk,
				loginPk: member.pk,
				role: spent.role,
				status: 'ACTIVE',
				createdAt: now,
				updatedAt: now,
			})
			.onConflictDoNothing()
			.returning()
		if (!added) throw new RolledBack(refused(409, TEAM_MESSAGES.alreadyMember))
		// The joiner acts: no token names them in this business yet.
		await noteTeamChange(
			ctx,
			tx,
			trail,
			business.pk,
			{ kind: 'team.joined', after: { email: member.email, role: spent.role } },
			{ type: 'team.member.joined', data: toMember({ membership: added, login: member }, member.pk) },
			{ login: member, businessPk: business.pk, role: spent.role },
		)
		return { ok: true as const, value: { login: member, businessPk: business.pk, businessName: businessLabel(business), role: spent.role } }
	})
}

/** A new login (name and password) for the invited e-mail, a member of the business. */
export async function acceptWithNewLogin(ctx: SandboxContext, trail: TeamTrail, input: AcceptInvitationRequest) {
	const passwordHash = await hashSecret(input.password)
	return rollbackSafe(
		spendInvitation(ctx, trail, input.token, async (tx, invitation, business) => {
			const now = new Date(ctx.now())
			const [row] = await tx
				.insert(integrators)
				.values({
					pk: randomUUID(),
					ownBusiness: false,
					email: invitation.email,
					// A login only: these business columns are never read for it (record 129).
					accountType: 'INDIVIDUAL',
					firstName: input.firstName,
					lastName: input.lastName,
					country: business.country,
					passwordHash,
					// The link came to this address: it is verified.
					emailVerified: true,
					mfaPreference: DEFAULT_MFA_PREFERENCE,
					createdAt: now,
					updatedAt: now,
				})
				.onConflictDoNothing({ target: integrators.email })
				.returning()
			return row ?? refused(409, TEAM_MESSAGES.loginExists, { field: 'email' })
		}),
	)
}

/** The signed-in login joins: only with the invited e-mail. */
export async function acceptAsLogin(ctx: SandboxContext, trail: TeamTrail, login: IntegratorRow, token: string) {
	return rollbackSafe(
		spendInvitation(ctx, trail, token, async (_tx, invitation) =>
			invitation.email === login.email ? login : refused(403, TEAM_MESSAGES.wrongLogin(invitation.email), { field: 'token' }),
		),
	)
}

/** A refusal inside the transaction throws to roll it back; the refusal it carried is the answer. */
export async function rollbackSafe<T>(run: Promise<Done<T>>): Promise<Done<T>> {
	try {
		return await run
	} catch (error) {
		if (error instanceof RolledBack) return error.refusal
		throw error
	}
}
export class RolledBack extends Error {
	constructor(readonly refusal: Refused) {
		super('rolled back')
	}
}
