import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { accessTokenClaimsSchema } from '#contract/auth.ts'
import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import { profileResponseSchema } from '#contract/shell.ts'
import { TEAM_ERROR_CODES, TEAM_MESSAGES, teamResponseSchema } from '#contract/team/api.ts'
import { ROLE_FORBIDDEN } from '#contract/team/roles.ts'
import { NO_BUSINESS_MESSAGE } from '../auth/login-routes.ts'
import { MEMBERSHIP_ENDED_MESSAGE, MEMBERSHIP_SUSPENDED_MESSAGE, ROLE_CHANGED_MESSAGE } from '../http/bearer-auth.ts'
import { deposit, expectLedgerBalances, moneyIntegrator, TEST_PIN, transferBody } from '../ledger/test-client.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login, newIntegrator, TEST_PASSWORD, withClock } from '../test-support/integrator-client.ts'
import { uniqueEmail } from '../test-support/unique.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { addMember, INVITE_CALLBACK, invitationToken, memberClient } from './test-client.ts'

const MEMBER_PIN = '731946'

describe.each(databaseBackends())('team: members, invitations, roles on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	const team = async (client: { get(path: string): Promise<{ json: unknown }> }) =>
		teamResponseSchema.parse((await client.get('/integrator/v1/team')).json).data

	it('an invited member gets their own login in the business; the profile and the token name both', async () => {
		const owner = await newIntegrator(sandbox, clock, { label: 'team-owner', businessName: 'Team Ltd' })
		const finance = await addMember(sandbox, owner, 'FINANCE', 'team-finance')
		const claims = accessTokenClaimsSchema.parse(decodeJwt(finance.token))
		expect(claims).toMatchObject({ integratorPk: owner.pk, role: 'FINANCE', email: finance.email })
		expect(claims.loginPk).not.toBe(owner.pk)
		expect(claims.sub).toBe(claims.loginPk)
		const profile = profileResponseSchema.parse((await finance.get('/integrator/v1')).json).data
		expect(profile).toMatchObject({ pk: owner.pk, businessName: 'Team Ltd', pinExists: false })
		expect(profile.member).toMatchObject({ id: claims.loginPk, email: finance.email, role: 'FINANCE', firstName: 'Kofi' })
		expect(profile.businesses).toEqual([{ pk: owner.pk, name: 'Team Ltd', role: 'FINANCE' }])
		// The member logs in with their own password, into the business.
		const again = accessTokenClaimsSchema.parse(decodeJwt(await login(sandbox, finance.email)))
		expect(again).toMatchObject({ integratorPk: owner.pk, loginPk: claims.loginPk, role: 'FINANCE' })
		const listed = await team(owner)
		expect(listed.members.map((member) => [member.email, member.role, member.status, member.you])).toEqual([
			[owner.email, 'OWNER', 'ACTIVE', true],
			[finance.email, 'FINANCE', 'ACTIVE', false],
		])
		expect(listed.invitations).toEqual([])
	})

	it('a member pays with their own PIN; the Owner’s PIN is refused for them, and theirs for the Owner', async () => {
		const owner = await moneyIntegrator(sandbox, clock)
		expect((await deposit(sandbox, owner.email, 'NGN', '1000.00')).status).toBe(201)
		const finance = await addMember(sandbox, owner, 'FINANCE', 'team-pay')
		expect((await finance.post('/auth/v1/pin', { pin: MEMBER_PIN, confirmPin: MEMBER_PIN })).status).toBe(201)
		expectRefused(await finance.post('/integrator/v1/local-transfer', { ...transferBody(), pin: TEST_PIN }), 400, {
			code: MONEY_ERROR_CODES.wrongPin,
		})
		const paid = await finance.post('/integrator/v1/local-transfer', { ...transferBody(), pin: MEMBER_PIN })
		expect(paid.status, JSON.stringify(paid.json)).toBe(201)
		expectRefused(await owner.transfer({ pin: MEMBER_PIN }), 400, { code: MONEY_ERROR_CODES.wrongPin })
		expect((await owner.transfer({})).status).toBe(201)
		expect((await owner.funding('NGN')).balance).toBe('700.00')
		await expectLedgerBalances(sandbox)
	})

	it('a Viewer reads balances and is refused every change with 403, which changes nothing @bad-input', async () => {
		const owner = await moneyIntegrator(sandbox, clock)
		expect((await deposit(sandbox, owner.email, 'NGN', '500.00')).status).toBe(201)
		const viewer = await addMember(sandbox, owner, 'VIEWER', 'team-viewer')
		expect((await viewer.get('/integrator/v1/accounts')).status).toBe(200)
		const refused = expectRefused(await viewer.post('/integrator/v1/local-transfer', transferBody()), 403, {
			message: 'Your role (Viewer) may not move money',
			code: ROLE_FORBIDDEN,
		})
		expect(refused.errors).toHaveLength(1)
		expectRefused(await viewer.patch('/integrator/v1/webhook', { webhook: 'https://example.com/hook' }), 403, {
			message: 'Your role (Viewer) may not manage webhooks',
		})
		expectRefused(
			await viewer.post('/integrator/v1/team/invitations', { email: uniqueEmail('x'), role: 'ADMIN', callbackUrl: INVITE_CALLBACK }),
			403,
			{
				message: 'Your role (Viewer) may not manage the team',
			},
		)
		expect((await owner.funding('NGN')).balance).toBe('500.00')
		expect((await owner.profile()).webhookUrl).toBeNull()
		expect((await team(owner)).invitations).toEqual([])
		await expectLedgerBalances(sandbox)
	})

	it('refuses an expired, a used and a withdrawn invitation, and inviting a member or a pending e-mail again @bad-input', async () => {
		const owner = await newIntegrator(sandbox, clock, { label: 'team-invites' })
		const member = await addMember(sandbox, owner, 'DEVELOPER', 'team-dev')
		const accept = (token: string) =>
			sandbox.post('/integrator/v1/invitations/accept', { token, firstName: 'Ada', lastName: 'Obi', password: TEST_PASSWORD })
		// Used
		const usedToken = await invitationToken(sandbox, member.email)
		expectRefused(await accept(usedToken), 400, { message: TEAM_MESSAGES.invitationUsed, code: TEAM_ERROR_CODES.invitationUsed })
		// Inviting a member again
		expectRefused(
			await owner.post('/integrator/v1/team/invitations', { email: member.email, role: 'VIEWER', callbackUrl: INVITE_CALLBACK }),
			409,
			{
				message: TEAM_MESSAGES.alreadyMember,
				field: 'email',
			},
		)
		// Withdrawn
		const revokedEmail = uniqueEmail('team-revoked')
		const invited = await owner.post('/integrator/v1/team/invitations', {
			email: revokedEmail,
			role: 'VIEWER',
			callbackUrl: INVITE_CALLBACK,
		})
		expectRefused(
			await owner.post('/integrator/v1/team/invitations', { email: revokedEmail, role: 'ADMIN', callbackUrl: INVITE_CALLBACK }),
			409,
			{
				message: TEAM_MESSAGES.alreadyInvited,
			},
		)
		expect((await owner.del(`/integrator/v1/team/invitations/${invited.json.data.id}`)).status).toBe(200)
		expectRefused(await owner.del(`/integrator/v1/team/invitations/${invited.json.data.id}`), 409, { message: TEAM_MESSAGES.notPending })
		expectRefused(await accept(await invitationToken(sandbox, revokedEmail)), 400, { message: TEAM_MESSAGES.invitationRevoked })
		// Expired after seven days
		const lateEmail = uniqueEmail('team-late')
		expect(
			(await owner.post('/integrator/v1/team/invitations', { email: lateEmail, role: 'VIEWER', callbackUrl: INVITE_CALLBACK })).status,
		).toBe(201)
		const lateToken = await invitationToken(sandbox, lateEmail)
		expect((await sandbox.post('/integrator/v1/invitations/lookup', { token: lateToken })).json.data).toMatchObject({
			email: lateEmail,
			role: 'VIEWER',
		})
		clock.advance(7 * 24 * 60 * 60_000 + 1000)
		await owner.relogin()
		expectRefused(await accept(lateToken), 400, { message: TEAM_MESSAGES.invitationExpired, code: TEAM_ERROR_CODES.invitationExpired })
		expect((await team(owner)).invitations.find((row) => row.email === lateEmail)?.status).toBe('EXPIRED')
		expectRefused(await accept('not-a-token'), 400, { message: TEAM_MESSAGES.invitationInvalid })
		// Nothing of it made a login.
		expectRefused(await sandbox.post('/auth/v1/login/password', { email: lateEmail, password: TEST_PASSWORD }), 401)
		// Refused invitations made no member.
		expect((await team(owner)).members).toHaveLength(2)
	})

	it('the last Owner cannot be removed or demoted; nobody changes their own role; a role cannot escalate itself @bad-input', async () => {
		const owner = await newIntegrator(sandbox, clock, { label: 'team-last-owner' })
		const admin = await addMember(sandbox, owner, 'ADMIN', 'team-admin')
		const finance = await addMember(sandbox, owner, 'FINANCE', 'team-escalate')
		const members = (await team(owner)).members
		const ownerId = members.find((member) => member.role === 'OWNER')!.id
		const adminId = members.find((member) => member.role === 'ADMIN')!.id
		const financeId = members.find((member) => member.role === 'FINANCE')!.id
		expectRefused(await admin.patch(`/integrator/v1/team/members/${ownerId}`, { role: 'VIEWER' }), 409, {
			message: TEAM_MESSAGES.lastOwner,
		})
		expectRefused(await admin.patch(`/integrator/v1/team/members/${ownerId}`, { status: 'SUSPENDED' }), 409, {
			message: TEAM_MESSAGES.lastOwner,
		})
		expectRefused(await admin.del(`/integrator/v1/team/members/${ownerId}`), 409, { message: TEAM_MESSAGES.lastOwner })
		expectRefused(await owner.del(`/integrator/v1/team/members/${ownerId}`), 403, { message: TEAM_MESSAGES.ownMembership })
		expectRefused(await admin.patch(`/integrator/v1/team/members/${adminId}`, { role: 'FINANCE' }), 403, {
			message: TEAM_MESSAGES.ownMembership,
		})
		// Ownership is handed on, never given.
		expectRefused(await owner.patch(`/integrator/v1/team/members/${adminId}`, { role: 'OWNER' }), 400, { message: 'Choose a role' })
		expectRefused(
			await admin.post('/integrator/v1/team/invitations', {
				email: uniqueEmail('team-second-owner'),
				role: 'OWNER',
				callbackUrl: INVITE_CALLBACK,
			}),
			400,
			{ message: 'Choose a role' },
		)
		expectRefused(await finance.patch(`/integrator/v1/team/members/${financeId}`, { role: 'ADMIN' }), 403, {
			message: 'Your role (Finance) may not manage the team',
			code: ROLE_FORBIDDEN,
		})
		expect((await team(owner)).members.map((member) => member.role)).toEqual(['OWNER', 'ADMIN', 'FINANCE'])
		expect((await team(owner)).invitations).toEqual([])
	})

	it('a role change, a suspension or a removal ends the member’s open session at its next request @bad-input', async () => {
		const owner = await newIntegrator(sandbox, clock, { label: 'team-sessions' })
		const member = await addMember(sandbox, owner, 'FINANCE', 'team-ends')
		const id = (await team(owner)).members.find((row) => !row.you)!.id
		expect((await member.get('/integrator/v1/accounts')).status).toBe(200)
		expect((await owner.patch(`/integrator/v1/team/members/${id}`, { role: 'VIEWER' })).json.data).toMatchObject({ role: 'VIEWER' })
		expectRefused(await member.get('/integrator/v1/accounts'), 401, { message: ROLE_CHANGED_MESSAGE })
		expectRefused(await member.get('/integrator/v1'), 401, { message: ROLE_CHANGED_MESSAGE })
		member.use(await login(sandbox, member.email))
		expect((await member.get('/integrator/v1')).json.data.member.role).toBe('VIEWER')
		expect((await owner.patch(`/integrator/v1/team/members/${id}`, { status: 'SUSPENDED' })).status).toBe(200)
		expectRefused(await member.get('/integrator/v1/accounts'), 401, { message: MEMBERSHIP_SUSPENDED_MESSAGE })
		expect((await owner.patch(`/integrator/v1/team/members/${id}`, { status: 'ACTIVE' })).status).toBe(200)
		expect((await member.get('/integrator/v1/accounts')).status).toBe(200)
		expect((await owner.del(`/integrator/v1/team/members/${id}`)).status).toBe(200)
		expectRefused(await member.get('/integrator/v1/accounts'), 401, { message: MEMBERSHIP_ENDED_MESSAGE })
		expectRefused(await member.get('/integrator/v1'), 401, { message: MEMBERSHIP_ENDED_MESSAGE })
		// With no business left, the login cannot sign in.
		expectRefused(await sandbox.post('/auth/v1/login/password', { email: member.email, password: TEST_PASSWORD }), 401, {
			message: NO_BUSINESS_MESSAGE,
		})
	})

	it('a member of business A cannot reach B’s members or invitations by id (404) @bad-input', async () => {
		const a = await newIntegrator(sandbox, clock, { label: 'team-a' })
		const b = await newIntegrator(sandbox, clock, { label: 'team-b' })
		await addMember(sandbox, b, 'VIEWER', 'team-b-viewer')
		const bTeam = await team(b)
		const bMember = bTeam.members.find((row) => !row.you)!
		const invitedB = await b.post('/integrator/v1/team/invitations', {
			email: uniqueEmail('team-b-inv'),
			role: 'VIEWER',
			callbackUrl: INVITE_CALLBACK,
		})
		expectRefused(await a.patch(`/integrator/v1/team/members/${bMember.id}`, { role: 'ADMIN' }), 404, {
			message: TEAM_MESSAGES.memberNotFound,
		})
		expectRefused(await a.del(`/integrator/v1/team/members/${bMember.id}`), 404, { message: TEAM_MESSAGES.memberNotFound })
		expectRefused(await a.del(`/integrator/v1/team/invitations/${invitedB.json.data.id}`), 404, {
			message: TEAM_MESSAGES.invitationNotFound,
		})
		expectRefused(await a.post('/auth/v1/switch', { businessPk: b.pk }), 404, { message: TEAM_MESSAGES.notAMember })
		expect((await team(b)).members.find((row) => row.id === bMember.id)?.role).toBe('VIEWER')
	})

	it('an existing login joins a second business signed in, and switches between its businesses', async () => {
		const a = await newIntegrator(sandbox, clock, { label: 'team-join-a', businessName: 'Alpha Ltd' })
		const b = await newIntegrator(sandbox, clock, { label: 'team-join-b', businessName: 'Beta Ltd' })
		expect(
			(await b.post('/integrator/v1/team/invitations', { email: a.email, role: 'COMPLIANCE', callbackUrl: INVITE_CALLBACK })).status,
		).toBe(201)
		const token = await invitationToken(sandbox, a.email)
		expect((await sandbox.post('/integrator/v1/invitations/lookup', { token })).json.data).toMatchObject({
			businessName: 'Beta Ltd',
			loginExists: true,
		})
		expectRefused(
			await sandbox.post('/integrator/v1/invitations/accept', { token, firstName: 'A', lastName: 'B', password: TEST_PASSWORD }),
			409,
			{ message: TEAM_MESSAGES.loginExists },
		)
		// Someone else signed in cannot spend it.
		const other = await newIntegrator(sandbox, clock, { label: 'team-join-other' })
		expectRefused(await other.post('/integrator/v1/team/invitations/join', { token }), 403, { message: TEAM_MESSAGES.wrongLogin(a.email) })
		const joined = await a.post('/integrator/v1/team/invitations/join', { token })
		expect(joined.status, JSON.stringify(joined.json)).toBe(200)
		const inB = memberClient(sandbox, a.email, joined.json.data.accessToken)
		const profile = profileResponseSchema.parse((await inB.get('/integrator/v1')).json).data
		expect(profile).toMatchObject({ pk: b.pk, businessName: 'Beta Ltd', member: { role: 'COMPLIANCE', email: a.email } })
		expect(profile.businesses).toEqual([
			{ pk: a.pk, name: 'Alpha Ltd', role: 'OWNER' },
			{ pk: b.pk, name: 'Beta Ltd', role: 'COMPLIANCE' },
		])
		// The token that joined was revoked; a fresh login opens the login's own business.
		expectRefused(await a.get('/integrator/v1'), 401)
		await a.relogin()
		expect((await a.profile()).pk).toBe(a.pk)
		const switched = await a.post('/auth/v1/switch', { businessPk: b.pk })
		expect(switched.status).toBe(200)
		expect(accessTokenClaimsSchema.parse(decodeJwt(switched.json.data.accessToken))).toMatchObject({
			integratorPk: b.pk,
			loginPk: a.pk,
			role: 'COMPLIANCE',
		})
		expectRefused(await a.get('/integrator/v1'), 401)
	})
})
