import { describe, expect, it } from 'vitest'
import { auditListResponseSchema } from '#contract/audit.ts'
import { TOKEN_REVOKED_MESSAGE } from '#contract/auth.ts'
import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import { closureResponseSchema, TEAM_ERROR_CODES, TEAM_MESSAGES } from '#contract/team/api.ts'
import { ROLE_FORBIDDEN } from '#contract/team/roles.ts'
import { ACCOUNT_CLOSED_TOKEN_MESSAGE } from '../http/bearer-auth.ts'
import { moneyIntegrator, TEST_PIN } from '../ledger/test-client.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, TEST_PASSWORD, withClock } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { addMember, INVITE_CALLBACK, invitationToken } from './test-client.ts'

const CLOSURE = '/integrator/v1/team/closure'
const NAME = 'Closing Test Ltd'

/** Closing the account (docs/product/team.md#closing-the-account): the Owner alone, once nothing is held or on its way. */
describe.each(databaseBackends())('closing the account on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)
	const closure = async (client: { get(path: string): Promise<{ status: number; json: unknown }> }) =>
		closureResponseSchema.parse((await client.get(CLOSURE)).json).data

	it('the Owner closes an empty account: every member’s session ends, no login opens it, pending invitations are withdrawn', async () => {
		const me = await moneyIntegrator(sandbox, clock, { businessName: NAME })
		const finance = await addMember(sandbox, me, 'FINANCE', 'close-finance')
		const invitee = 'close-invitee@sandbox.test'
		expect(
			(await me.post('/integrator/v1/team/invitations', { email: invitee, role: 'VIEWER', callbackUrl: INVITE_CALLBACK })).status,
		).toBe(201)
		expect(await closure(me)).toEqual({ businessName: NAME, balances: [], openLoans: 0, inFlight: 0, canClose: true })
		const closed = await me.post(CLOSURE, { businessName: ` ${NAME.toUpperCase()} `, pin: TEST_PIN })
		expect(closed.status, JSON.stringify(closed.json)).toBe(200)
		expect(closed.json.message).toBe(TEAM_MESSAGES.closedDone(NAME))
		expectRefused(await me.get('/integrator/v1/team'), 401, { message: TOKEN_REVOKED_MESSAGE })
		expectRefused(await finance.get('/integrator/v1/accounts'), 401, { message: ACCOUNT_CLOSED_TOKEN_MESSAGE })
		expectRefused(await finance.get('/integrator/v1'), 401, { message: ACCOUNT_CLOSED_TOKEN_MESSAGE })
		expectRefused(await sandbox.post('/auth/v1/login/password', { email: me.email, password: TEST_PASSWORD }), 401, {
			message: TEAM_MESSAGES.accountClosed,
		})
		expectRefused(await sandbox.post('/auth/v1/login/password', { email: finance.email, password: TEST_PASSWORD }), 401, {
			message: 'This login is not a member of any business any more',
		})
		const token = await invitationToken(sandbox, invitee)
		expectRefused(await sandbox.post('/integrator/v1/invitations/lookup', { token }), 400, {
			code: TEAM_ERROR_CODES.invitationRevoked,
		})
	})

	/** The log the provider keeps, read through its back office once no member can open the account. */
	const keptLog = async (email: string) =>
		auditListResponseSchema.parse((await sandbox.get(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/audit`)).json).data.items

	it('is recorded in the audit log the provider keeps, with who closed it; money sent to it afterwards is returned', async () => {
		const me = await moneyIntegrator(sandbox, clock, { businessName: NAME })
		expect((await me.post(CLOSURE, { businessName: NAME, pin: TEST_PIN })).status).toBe(200)
		const closings = (await keptLog(me.email)).filter((entry) => entry.kind === 'team.account_closed')
		expect(closings).toEqual([
			expect.objectContaining({ actor: expect.objectContaining({ email: me.email, role: 'OWNER' }), after: { business: NAME } }),
		])
		expectRefused(
			await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}/funding/NGN/deposits`, { amount: '10.00' }),
			409,
			{
				message: TEAM_MESSAGES.accountClosed,
				code: TEAM_ERROR_CODES.accountClosed,
			},
		)
	})

	it('refuses an Admin, a wrong name, a wrong PIN, and an account that holds money, changing nothing @bad-input', async () => {
		const me = await moneyIntegrator(sandbox, clock, { businessName: NAME })
		const admin = await addMember(sandbox, me, 'ADMIN', 'close-admin')
		expectRefused(await admin.post(CLOSURE, { businessName: NAME, pin: TEST_PIN }), 403, { code: ROLE_FORBIDDEN })
		expectRefused(await admin.get(CLOSURE), 403, { code: ROLE_FORBIDDEN })
		expectRefused(await me.post(CLOSURE, { businessName: 'Another Ltd', pin: TEST_PIN }), 400, {
			message: TEAM_MESSAGES.closeNameMismatch(NAME),
			field: 'businessName',
		})
		expectRefused(await me.post(CLOSURE, { pin: TEST_PIN }), 400, { field: 'businessName' })
		expectRefused(await me.post(CLOSURE, { businessName: NAME, pin: '000000' }), 400, { code: MONEY_ERROR_CODES.wrongPin })
		await me.deposit('NGN', '2500.50')
		expect(await closure(me)).toMatchObject({
			balances: [{ account: 'NGN Funding', currency: 'NGN', amount: '2500.50' }],
			openLoans: 0,
			inFlight: 0,
			canClose: false,
		})
		expectRefused(await me.post(CLOSURE, { businessName: NAME, pin: TEST_PIN }), 409, {
			message: TEAM_MESSAGES.closeBlocked,
			code: TEAM_ERROR_CODES.closeBlocked,
		})
		expect((await admin.get('/integrator/v1/accounts')).status).toBe(200)
		expect((await me.get('/integrator/v1/team')).status).toBe(200)
	})

	it('closes once when two closings race @race', async () => {
		const me = await moneyIntegrator(sandbox, clock, { businessName: NAME })
		const answers = await Promise.all([1, 2, 3].map(() => me.post(CLOSURE, { businessName: NAME, pin: TEST_PIN })))
		const statuses = answers.map((answer) => answer.status).sort()
		expect(statuses[0]).toBe(200)
		expect(statuses.filter((status) => status === 200)).toHaveLength(1)
		expect((await keptLog(me.email)).filter((entry) => entry.kind === 'team.account_closed')).toHaveLength(1)
	})
})
