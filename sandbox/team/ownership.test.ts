import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { auditListResponseSchema } from '#contract/audit.ts'
import { accessTokenClaimsSchema, TOKEN_REVOKED_MESSAGE } from '#contract/auth.ts'
import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import { TEAM_ERROR_CODES, TEAM_MESSAGES, teamResponseSchema } from '#contract/team/api.ts'
import { ROLE_FORBIDDEN } from '#contract/team/roles.ts'
import { moneyIntegrator, TEST_PIN } from '../ledger/test-client.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, withClock } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { addMember, memberClient } from './test-client.ts'

const OWNERSHIP = '/integrator/v1/team/ownership'

/** Handing on ownership (docs/product/team.md, record 135): Owner only, to an active Admin, with the PIN; one Owner at any time. */
describe.each(databaseBackends())('handing on ownership on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	type Caller = { get(path: string): Promise<{ json: unknown }> }
	const team = async (client: Caller) => teamResponseSchema.parse((await client.get('/integrator/v1/team')).json).data
	const idOf = async (client: Caller, email: string) => (await team(client)).members.find((member) => member.email === email)!.id
	const owners = async (client: Caller) =>
		(await team(client)).members.filter((member) => member.role === 'OWNER').map((member) => member.email)

	it('the Owner hands it to an Admin with their PIN and becomes an Admin, with a token for that role', async () => {
		const owner = await moneyIntegrator(sandbox, clock)
		const admin = await addMember(sandbox, owner, 'ADMIN', 'own-admin')
		const handed = await owner.post(OWNERSHIP, { memberId: await idOf(owner, admin.email), pin: TEST_PIN })
		expect(handed.status, JSON.stringify(handed.json)).toBe(200)
		expect(handed.json.message).toBe(TEAM_MESSAGES.ownershipTransferred('Kofi ADMIN'))
		const token = handed.json.data.accessToken as string
		expect(accessTokenClaimsSchema.parse(decodeJwt(token))).toMatchObject({ integratorPk: owner.pk, role: 'ADMIN' })
		expectRefused(await owner.get('/integrator/v1/team'), 401, { message: TOKEN_REVOKED_MESSAGE })
		const former = memberClient(sandbox, owner.email, token)
		const members = (await team(former)).members.map((member) => [member.email, member.role])
		expect(members).toEqual(expect.arrayContaining([[owner.email, 'ADMIN']]))
		// The new Owner logs in again (their role changed); the old one may not hand it back.
		expect(await owners(former)).toEqual([admin.email])
		expectRefused(await former.post(OWNERSHIP, { memberId: await idOf(former, admin.email), pin: TEST_PIN }), 403, {
			message: 'Your role (Admin) may not hand on ownership or close the account',
			code: ROLE_FORBIDDEN,
		})
		const [entry] = auditListResponseSchema.parse((await former.get('/integrator/v1/audit?kind=team.ownership_transferred')).json).data
			.items
		expect(entry).toMatchObject({
			actor: { email: owner.email, role: 'OWNER' },
			before: { owner: owner.email, admin: admin.email },
			after: { owner: admin.email, admin: owner.email },
		})
	})

	it('refuses a non-Owner, a wrong PIN, a non-Admin, a suspended Admin and oneself, changing nothing @bad-input', async () => {
		const owner = await moneyIntegrator(sandbox, clock)
		const admin = await addMember(sandbox, owner, 'ADMIN', 'own-refused-admin')
		const finance = await addMember(sandbox, owner, 'FINANCE', 'own-finance')
		const suspended = await addMember(sandbox, owner, 'ADMIN', 'own-suspended')
		const suspendedId = await idOf(owner, suspended.email)
		expect((await owner.patch(`/integrator/v1/team/members/${suspendedId}`, { status: 'SUSPENDED' })).status).toBe(200)
		const adminId = await idOf(owner, admin.email)
		expectRefused(await admin.post(OWNERSHIP, { memberId: adminId, pin: TEST_PIN }), 403, {
			message: 'Your role (Admin) may not hand on ownership or close the account',
			code: ROLE_FORBIDDEN,
		})
		expectRefused(await owner.post(OWNERSHIP, { memberId: adminId, pin: '000000' }), 400, { code: MONEY_ERROR_CODES.wrongPin })
		expectRefused(await owner.post(OWNERSHIP, { memberId: await idOf(owner, finance.email), pin: TEST_PIN }), 409, {
			message: TEAM_MESSAGES.ownershipToAdminOnly,
			code: TEAM_ERROR_CODES.ownershipTarget,
		})
		expectRefused(await owner.post(OWNERSHIP, { memberId: suspendedId, pin: TEST_PIN }), 409, {
			message: TEAM_MESSAGES.ownershipToAdminOnly,
		})
		expectRefused(await owner.post(OWNERSHIP, { memberId: await idOf(owner, owner.email), pin: TEST_PIN }), 400, {
			message: TEAM_MESSAGES.ownershipToSelf,
		})
		expectRefused(await owner.post(OWNERSHIP, { memberId: 'nobody', pin: TEST_PIN }), 404, { message: TEAM_MESSAGES.memberNotFound })
		expectRefused(await owner.post(OWNERSHIP, { pin: TEST_PIN }), 400, { message: 'Choose an Admin' })
		expect(await owners(owner)).toEqual([owner.email])
	})

	it('two hand-overs at once: exactly one wins, and there is exactly one Owner', async () => {
		const owner = await moneyIntegrator(sandbox, clock)
		const first = await addMember(sandbox, owner, 'ADMIN', 'own-race-a')
		const second = await addMember(sandbox, owner, 'ADMIN', 'own-race-b')
		const ids = [await idOf(owner, first.email), await idOf(owner, second.email)]
		const answers = await Promise.all(ids.map((memberId) => owner.post(OWNERSHIP, { memberId, pin: TEST_PIN })))
		const statuses = answers.map((answer) => answer.status).sort()
		expect(statuses[0]).toBe(200)
		// The loser finds no Owner to demote (409), or its token already revoked by the winner (401).
		expect([401, 409]).toContain(statuses[1])
		const winner = answers.find((answer) => answer.status === 200)!
		const former = memberClient(sandbox, owner.email, winner.json.data.accessToken as string)
		const found = await owners(former)
		expect(found).toHaveLength(1)
		expect([first.email, second.email]).toContain(found[0])
	})
})
