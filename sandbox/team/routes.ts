import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
	acceptInvitationRequestSchema,
	closeAccountRequestSchema,
	invitationLookupRequestSchema,
	inviteRequestSchema,
	joinInvitationRequestSchema,
	memberUpdateRequestSchema,
	switchBusinessRequestSchema,
	TEAM_MESSAGES,
	teamTwoFARequestSchema,
	transferOwnershipRequestSchema,
} from '#contract/team/api.ts'
import { audited, recordAudit } from '../audit/record.ts'
import { signAccessToken } from '../auth/access-tokens.ts'
import { revokeAccessToken } from '../auth/revoked-tokens.ts'
import { integrators } from '../auth/schema.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { readBody, readRateLimitedBody } from '../http/request.ts'
import { checkTransferPin } from '../ledger/pin-check.ts'
import { fail, ok } from '../responses.ts'
import { totpGate } from '../settings/totp-gate.ts'
import { closeAccount, findClosure } from './closure.ts'
import { businessLabel, findMemberSession } from './memberships.ts'
import { transferOwnership } from './ownership.ts'
import {
	acceptAsLogin,
	acceptWithNewLogin,
	changeMember,
	invite,
	listTeam,
	lookUpInvitation,
	revokeInvitation,
	type Refused,
	type TeamTrail,
} from './team.ts'

const refusal = (c: Context<AppEnv>, result: Refused) =>
	fail(c, result.status, result.message, [
		{ message: result.message, ...(result.code ? { code: result.code } : {}), ...(result.field ? { field: result.field } : {}) },
	])

/** The request's audit trail for a team change (record 131). */
const trailOf =
	(c: Context<AppEnv>): TeamTrail =>
	(tx, entry, acting) =>
		recordAudit(tx, c, entry, acting)

/**
 * /integrator/v1 team: members, invitations (record 130). Every bearer route's
 * capability is in route-capabilities.ts (team.manage but for the list and joining).
 */
export function teamRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)
	const tokenFor = (login: IntegratorRow, businessPk: string, role: Parameters<typeof signAccessToken>[1]['role']) =>
		signAccessToken(ctx.jwtKey, { login, businessPk, role }, ctx.now())

	app.get('/team', auth, async (c) => ok(c, 'Team', await listTeam(ctx, c.get('integrator').pk, c.get('login').pk)))

	app.post('/team/invitations', auth, async (c) => {
		const input = await readBody(c, inviteRequestSchema)
		if (!input.ok) return input.response
		const result = await invite(ctx, trailOf(c), c.get('integrator'), c.get('login'), input.data)
		return result.ok ? ok(c, TEAM_MESSAGES.invited, result.value, 201) : refusal(c, result)
	})

	app.delete('/team/invitations/:id', auth, async (c) => {
		const result = await revokeInvitation(ctx, trailOf(c), c.get('integrator').pk, c.req.param('id'))
		return result.ok ? ok(c, TEAM_MESSAGES.invitationRevokedDone, null) : refusal(c, result)
	})

	app.patch('/team/members/:id', auth, async (c) => {
		const input = await readBody(c, memberUpdateRequestSchema)
		if (!input.ok) return input.response
		const result = await changeMember(ctx, trailOf(c), c.get('integrator').pk, c.get('login').pk, c.req.param('id'), input.data)
		return result.ok ? ok(c, TEAM_MESSAGES.memberUpdated, result.value) : refusal(c, result)
	})

	app.delete('/team/members/:id', auth, async (c) => {
		const result = await changeMember(ctx, trailOf(c), c.get('integrator').pk, c.get('login').pk, c.req.param('id'), 'remove')
		return result.ok ? ok(c, TEAM_MESSAGES.memberRemoved, null) : refusal(c, result)
	})

	/** The signed-in login with the invited e-mail joins; answers a token for the business joined (the current one is revoked). */
	app.post('/team/invitations/join', auth, async (c) => {
		const input = await readBody(c, joinInvitationRequestSchema)
		if (!input.ok) return input.response
		const result = await acceptAsLogin(ctx, trailOf(c), c.get('login'), input.data.token)
		if (!result.ok) return refusal(c, result)
		await revokeAccessToken(ctx.db, c.get('claims'), ctx.now())
		const { login, businessPk, role, businessName } = result.value
		return ok(c, TEAM_MESSAGES.joined(businessName), { accessToken: await tokenFor(login, businessPk, role) })
	})

	/**
	 * The Owner hands ownership to an active Admin, with their PIN (record 135); answers a
	 * token for the old Owner as an Admin (the current one, for a role it no longer has, is revoked).
	 */
	app.post('/team/ownership', auth, async (c) => {
		const input = await readBody(c, transferOwnershipRequestSchema)
		if (!input.ok) return input.response
		const pinRefusal = await checkTransferPin(ctx, c, input.data.pin)
		if (pinRefusal) return pinRefusal
		const login = c.get('login')
		const businessPk = c.get('integrator').pk
		const result = await transferOwnership(ctx, trailOf(c), businessPk, login.pk, input.data.memberId)
		if (!result.ok) return refusal(c, result)
		await revokeAccessToken(ctx.db, c.get('claims'), ctx.now())
		const { to } = result.value
		const message = TEAM_MESSAGES.ownershipTransferred(`${to.firstName} ${to.lastName}`.trim() || to.email)
		return ok(c, message, { accessToken: await tokenFor(login, businessPk, 'ADMIN') })
	})

	/**
	 * The Owner requires 2FA of every member, or stops (record 135); only with their own 2FA on,
	 * so turning it on never locks the Owner out. Members without 2FA are refused all but its setup.
	 */
	app.patch('/team/two-fa', auth, async (c) => {
		const input = await readBody(c, teamTwoFARequestSchema)
		if (!input.ok) return input.response
		const { required } = input.data
		if (required && !c.get('login').twoFAEnabled)
			return fail(c, 409, TEAM_MESSAGES.ownTwoFAFirst, [{ message: TEAM_MESSAGES.ownTwoFAFirst, field: 'required' }])
		const business = c.get('integrator')
		await audited(
			ctx.db,
			c,
			(tx) =>
				tx
					.update(integrators)
					.set({ teamTwoFARequired: required, updatedAt: new Date(ctx.now()) })
					.where(eq(integrators.pk, business.pk)),
			() =>
				business.teamTwoFARequired === required
					? null
					: { kind: 'team.two_fa_required', before: { required: business.teamTwoFARequired }, after: { required } },
		)
		return ok(c, required ? TEAM_MESSAGES.twoFARequiredOn : TEAM_MESSAGES.twoFARequiredOff, { required })
	})

	/** What stands in the way of closing the account (docs/product/team.md#closing-the-account). */
	app.get('/team/closure', auth, async (c) => ok(c, 'Closure', await findClosure(ctx.db, c.get('integrator'))))

	/**
	 * The Owner closes the account: its name typed, the PIN, the code with 2FA on, and nothing
	 * held or on its way. Every member's session ends at its next request (the bearer check
	 * refuses a closed business), the caller's at once.
	 */
	app.post('/team/closure', auth, async (c) => {
		const input = await readBody(c, closeAccountRequestSchema)
		if (!input.ok) return input.response
		const business = c.get('integrator')
		const name = businessLabel(business)
		if (input.data.businessName.toLowerCase() !== name.trim().toLowerCase()) {
			const message = TEAM_MESSAGES.closeNameMismatch(name)
			return fail(c, 400, message, [{ message, field: 'businessName' }])
		}
		const pinRefusal = await checkTransferPin(ctx, c, input.data.pin)
		if (pinRefusal) return pinRefusal
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const spent = await gate.spend()
		if (spent) return spent
		const result = await closeAccount(ctx, trailOf(c), business.pk)
		if (!result.ok) return refusal(c, result)
		await revokeAccessToken(ctx.db, c.get('claims'), ctx.now())
		return ok(c, TEAM_MESSAGES.closedDone(result.value.businessName), result.value)
	})

	/** No bearer: what the invitation page shows. Rate limited like login (the token is a secret). */
	app.post('/invitations/lookup', async (c) => {
		const input = await readRateLimitedBody(c, ctx, invitationLookupRequestSchema)
		if (!input.ok) return input.response
		const result = await lookUpInvitation(ctx, input.data.token)
		return result.ok ? ok(c, 'Invitation', result.value) : refusal(c, result)
	})

	/** No bearer: a new login for the invited e-mail, signed in to the business. */
	app.post('/invitations/accept', async (c) => {
		const input = await readRateLimitedBody(c, ctx, acceptInvitationRequestSchema)
		if (!input.ok) return input.response
		const result = await acceptWithNewLogin(ctx, trailOf(c), input.data)
		if (!result.ok) return refusal(c, result)
		const { login, businessPk, role, businessName } = result.value
		return ok(c, TEAM_MESSAGES.joined(businessName), { accessToken: await tokenFor(login, businessPk, role) }, 201)
	})

	return app
}

/** /auth/v1/switch: a token for another business the login is an active member of; the current token is revoked. */
export function switchRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	app.post('/switch', requireIntegrator(ctx), async (c) => {
		const input = await readBody(c, switchBusinessRequestSchema)
		if (!input.ok) return input.response
		const login = c.get('login')
		const session = await findMemberSession(ctx.db, input.data.businessPk, login.pk)
		if (!session || session.membership.status !== 'ACTIVE' || session.business.closedAt)
			return fail(c, 404, TEAM_MESSAGES.notAMember, [{ message: TEAM_MESSAGES.notAMember, field: 'businessPk' }])
		await revokeAccessToken(ctx.db, c.get('claims'), ctx.now())
		const accessToken = await signAccessToken(
			ctx.jwtKey,
			{ login, businessPk: session.business.pk, role: session.membership.role },
			ctx.now(),
		)
		return ok(c, 'Switched', { accessToken })
	})
	return app
}
