import { describe, expect, it } from 'vitest'
import { auditListResponseSchema, type AuditKind } from '#contract/audit.ts'
import { deliveryListResponseSchema } from '#contract/events/api.ts'
import { teamResponseSchema } from '#contract/team/api.ts'
import { deposit, moneyIntegrator, transferBody } from '../ledger/test-client.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { newIntegrator, withClock } from '../test-support/integrator-client.ts'
import { uniqueEmail } from '../test-support/unique.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { addMember, INVITE_CALLBACK, memberClient } from './test-client.ts'

const MEMBER_PIN = '731946'

type Caller = { get(path: string): Promise<{ status: number; json: unknown }> }

async function auditLog(me: Caller, query = '') {
	const answer = await me.get(`/integrator/v1/audit${query}`)
	expect(answer.status, JSON.stringify(answer.json)).toBe(200)
	return auditListResponseSchema.parse(answer.json).data.items
}
const kindsOf = async (me: Caller, query = '') => (await auditLog(me, query)).map((entry) => entry.kind)

/** Who acted in the audit log, the team changes it records, what each role sees of it, and the team's webhook events (record 135). */
describe.each(databaseBackends())('team in the audit log and its events on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	it('a Finance member’s payment is logged under them (name, e-mail, role), not the Owner', async () => {
		const owner = await moneyIntegrator(sandbox, clock)
		expect((await deposit(sandbox, owner.email, 'NGN', '1000.00')).status).toBe(201)
		const finance = await addMember(sandbox, owner, 'FINANCE', 'audit-finance')
		expect((await finance.post('/auth/v1/pin', { pin: MEMBER_PIN, confirmPin: MEMBER_PIN })).status).toBe(201)
		expect((await finance.post('/integrator/v1/local-transfer', { ...transferBody(), pin: MEMBER_PIN })).status).toBe(201)
		const [paid] = await auditLog(owner, '?kind=money.local_transfer')
		expect(paid?.actor).toMatchObject({ email: finance.email, name: 'Kofi FINANCE', role: 'FINANCE' })
		expect(paid?.actor.pk).not.toBe(owner.pk)
		expect(paid?.amount).toEqual({ value: '100.00', currency: 'NGN' })
	})

	it('records every team change, who made it and what it was; switching business is not a change', async () => {
		const owner = await newIntegrator(sandbox, clock, { label: 'audit-team', businessName: 'Audit Team Ltd' })
		const withdrawn = uniqueEmail('audit-withdrawn')
		const invited = await owner.post('/integrator/v1/team/invitations', { email: withdrawn, role: 'VIEWER', callbackUrl: INVITE_CALLBACK })
		expect((await owner.del(`/integrator/v1/team/invitations/${invited.json.data.id}`)).status).toBe(200)
		const member = await addMember(sandbox, owner, 'VIEWER', 'audit-member')
		const id = teamResponseSchema
			.parse((await owner.get('/integrator/v1/team')).json)
			.data.members.find((row) => row.email === member.email)!.id
		expect((await owner.patch(`/integrator/v1/team/members/${id}`, { role: 'DEVELOPER' })).status).toBe(200)
		expect((await owner.patch(`/integrator/v1/team/members/${id}`, { status: 'SUSPENDED' })).status).toBe(200)
		expect((await owner.patch(`/integrator/v1/team/members/${id}`, { status: 'ACTIVE' })).status).toBe(200)
		expect((await owner.del(`/integrator/v1/team/members/${id}`)).status).toBe(200)
		const switched = await owner.post('/auth/v1/switch', { businessPk: owner.pk })
		expect(switched.status).toBe(200)
		const again = memberClient(sandbox, owner.email, switched.json.data.accessToken as string)

		const team = (await auditLog(again)).filter((entry) => entry.kind.startsWith('team.'))
		expect(team.map((entry) => entry.kind).reverse()).toEqual<AuditKind[]>([
			'team.invited',
			'team.invitation_withdrawn',
			'team.invited',
			'team.joined',
			'team.role_changed',
			'team.suspended',
			'team.reactivated',
			'team.removed',
		])
		const [removed, reactivated, suspended, roleChanged, joined, , withdrawnEntry, invitedEntry] = team
		expect(invitedEntry).toMatchObject({ actor: { email: owner.email, role: 'OWNER' }, after: { email: withdrawn, role: 'VIEWER' } })
		expect(withdrawnEntry).toMatchObject({ before: { email: withdrawn, role: 'VIEWER' } })
		// The joiner made that change, in the role they joined with.
		expect(joined).toMatchObject({ actor: { email: member.email, role: 'VIEWER' }, after: { email: member.email, role: 'VIEWER' } })
		expect(roleChanged).toMatchObject({
			before: { member: member.email, role: 'VIEWER' },
			after: { member: member.email, role: 'DEVELOPER' },
		})
		expect(suspended).toMatchObject({ before: { status: 'ACTIVE' }, after: { member: member.email, status: 'SUSPENDED' } })
		expect(reactivated).toMatchObject({ before: { status: 'SUSPENDED' }, after: { status: 'ACTIVE' } })
		expect(removed).toMatchObject({ actor: { email: owner.email }, before: { member: member.email, role: 'DEVELOPER', status: 'ACTIVE' } })
	})

	it('each member sees what their role may see: Owner, Admin and Compliance all; others their own and the money entries', async () => {
		const owner = await moneyIntegrator(sandbox, clock)
		expect((await deposit(sandbox, owner.email, 'NGN', '1000.00')).status).toBe(201)
		expect((await owner.transfer({})).status).toBe(201)
		const admin = await addMember(sandbox, owner, 'ADMIN', 'audit-admin')
		const compliance = await addMember(sandbox, owner, 'COMPLIANCE', 'audit-compliance')
		const viewer = await addMember(sandbox, owner, 'VIEWER', 'audit-viewer')
		const everything = await kindsOf(owner)
		expect(everything).toEqual(expect.arrayContaining(['team.invited', 'team.joined', 'money.local_transfer']))
		expect(await kindsOf(admin)).toEqual(everything)
		expect(await kindsOf(compliance)).toEqual(everything)
		const seen = await auditLog(viewer)
		// Their own joining, and the Owner's payment; not the Owner's invitations nor the others' joining.
		expect(seen.map((entry) => entry.kind).sort()).toEqual(['money.local_transfer', 'team.joined'])
		expect(seen.find((entry) => entry.kind === 'team.joined')?.actor.email).toBe(viewer.email)
		// The filter by member does not widen it.
		expect(await kindsOf(viewer, `?member=${owner.pk}`)).toEqual(['money.local_transfer'])
	})

	it('raises team.member.* webhook events for each change', async () => {
		const owner = await newIntegrator(sandbox, clock, { label: 'audit-events' })
		expect((await owner.patch('/integrator/v1/webhook', { webhook: 'https://example.com/team-hooks' })).status).toBe(200)
		const member = await addMember(sandbox, owner, 'VIEWER', 'events-member')
		const id = teamResponseSchema
			.parse((await owner.get('/integrator/v1/team')).json)
			.data.members.find((row) => row.email === member.email)!.id
		expect((await owner.patch(`/integrator/v1/team/members/${id}`, { role: 'FINANCE', status: 'SUSPENDED' })).status).toBe(200)
		expect((await owner.patch(`/integrator/v1/team/members/${id}`, { status: 'ACTIVE' })).status).toBe(200)
		expect((await owner.del(`/integrator/v1/team/members/${id}`)).status).toBe(200)
		const answer = await owner.get('/integrator/v1/webhook/deliveries?limit=50')
		const types = deliveryListResponseSchema
			.parse(answer.json)
			.data.items.map((delivery) => delivery.eventType)
			.filter((type) => type.startsWith('team.'))
		expect(types.reverse()).toEqual([
			'team.member.invited',
			'team.member.joined',
			'team.member.role_changed',
			'team.member.suspended',
			'team.member.reactivated',
			'team.member.removed',
		])
	})
})
