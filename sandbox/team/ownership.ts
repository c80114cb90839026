import { and, eq } from 'drizzle-orm'
import { TEAM_ERROR_CODES, TEAM_MESSAGES, type Member } from '#contract/team/api.ts'
import { integrators } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import { memberships } from './schema.ts'
import { noteTeamChange, RolledBack, rollbackSafe, type Done, type Refused, type TeamTrail } from './team.ts'

const refused = (status: Refused['status'], message: string, extra: { code?: string; field?: string } = {}): Refused => ({
	ok: false,
	status,
	message,
	...extra,
})

/**
 * The Owner hands ownership to an active Admin and becomes an Admin
 * (docs/product/team.md, record 135). Exactly one Owner at any time: both
 * changes are conditional UPDATEs in one transaction, the Owner's first
 * (role = 'OWNER' still), so of two hand-overs at once the second finds no
 * Owner to demote and changes nothing; a target no longer an active Admin
 * rolls the first back.
 */
export async function transferOwnership(
	ctx: SandboxContext,
	trail: TeamTrail,
	businessPk: string,
	ownerPk: string,
	memberId: string,
): Promise<Done<{ from: Member; to: Member }>> {
	const [target] = await ctx.db
		.select({ membership: memberships, login: integrators })
		.from(memberships)
		.innerJoin(integrators, eq(integrators.pk, memberships.loginPk))
		.where(and(eq(memberships.id, memberId), eq(memberships.businessPk, businessPk)))
	const field = { code: TEAM_ERROR_CODES.ownershipTarget, field: 'memberId' }
	if (!target) return refused(404, TEAM_MESSAGES.memberNotFound, { field: 'memberId' })
	if (target.login.pk === ownerPk) return refused(400, TEAM_MESSAGES.ownershipToSelf, field)
	if (target.membership.role !== 'ADMIN' || target.membership.status !== 'ACTIVE')
		return refused(409, TEAM_MESSAGES.ownershipToAdminOnly, field)
	const now = new Date(ctx.now())
	return rollbackSafe(
		ctx.db.transaction(async (tx) => {
			const [demoted] = await tx
				.update(memberships)
				.set({ role: 'ADMIN', updatedAt: now })
				.where(and(eq(memberships.businessPk, businessPk), eq(memberships.loginPk, ownerPk), eq(memberships.role, 'OWNER')))
				.returning()
			if (!demoted) throw new RolledBack(refused(409, TEAM_MESSAGES.notOwnerAnyMore, { code: TEAM_ERROR_CODES.conflict }))
			const [promoted] = await tx
				.update(memberships)
				.set({ role: 'OWNER', updatedAt: now })
				.where(
					and(
						eq(memberships.id, memberId),
						eq(memberships.businessPk, businessPk),
						eq(memberships.role, 'ADMIN'),
						eq(memberships.status, 'ACTIVE'),
					),
				)
				.returning()
			if (!promoted) throw new RolledBack(refused(409, TEAM_MESSAGES.ownershipToAdminOnly, field))
			const [ownerLogin] = await tx.select().from(integrators).where(eq(integrators.pk, ownerPk))
			const member = (row: typeof demoted, login: NonNullable<typeof ownerLogin>): Member => ({
				id: row.id,
				loginPk: login.pk,
				firstName: login.firstName,
				lastName: login.lastName,
				email: login.email,
				role: row.role,
				status: row.status,
				createdAt: row.createdAt.toISOString(),
				you: login.pk === ownerPk,
			})
			const value = { from: member(demoted, ownerLogin!), to: member(promoted, target.login) }
			await noteTeamChange(
				ctx,
				tx,
				trail,
				businessPk,
				{
					kind: 'team.ownership_transferred',
					before: { owner: value.from.email, admin: value.to.email },
					after: { owner: value.to.email, admin: value.from.email },
				},
				{ type: 'team.member.ownership_transferred', data: value },
			)
			return { ok: true as const, value }
		}),
	)
}
