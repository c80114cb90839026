import { type TOTP, URI } from 'otpauth'
import { describe, expect, it } from 'vitest'
import {
	APPROVAL_ERROR_CODES,
	APPROVAL_MESSAGES,
	approvalListResponseSchema,
	approvalRequestResponseSchema,
	approvalRulesResponseSchema,
} from '#contract/approvals/api.ts'
import { ROLE_FORBIDDEN } from '#contract/team/roles.ts'
import { FIAT_PIN } from '../fiat/scenario.ts'
import { fiatCompany, NGN_INDIVIDUAL, type FiatCompany } from '../fiat/test-client.ts'
import { expectLedgerBalances } from '../ledger/test-client.ts'
import { addMember } from '../team/test-client.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login, withClock } from '../test-support/integrator-client.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'
import { approvalRequestedSubject } from './notices.ts'

const MEMBER_PIN = '582931'

/** A 'fiat-active' company with a Finance member (who asks) and an Admin (who decides), each with their own PIN. */
async function business(sandbox: TestSandbox) {
	const owner = await fiatCompany(sandbox)
	const member = async (role: string) => {
		const client = await addMember(sandbox, owner, role, `approvals-${role.toLowerCase()}`)
		expect((await client.post('/auth/v1/pin', { pin: MEMBER_PIN, confirmPin: MEMBER_PIN })).status).toBe(201)
		return client
	}
	const finance = await member('FINANCE')
	const admin = await member('ADMIN')
	const to = await owner.payee(NGN_INDIVIDUAL)
	// A webhook URL, so every event has a delivery to read back (sandbox/events).
	expect((await owner.patch('/integrator/v1/webhook', { webhook: 'https://hooks.example.com/approvals' })).status).toBe(200)
	const events = async (type: string) =>
		((await owner.get(`/integrator/v1/webhook/deliveries?type=${type}`)).json.data as { items: unknown[] }).items.length
	return { owner, finance, admin, to, events }
}

type Member = Awaited<ReturnType<typeof addMember>>

const ruleSetter = (sandbox: TestSandbox) => (who: { token: string }, body: unknown) =>
	sandbox.send('PUT', '/integrator/v1/approvals/rules', { token: who.token, body })

/** `who` quotes and confirms an NGN payout to `to` with their PIN. */
async function pay(who: Member, to: string, amount: string) {
	const quote = await who.post('/fcat/v1/payouts/quote', { currency: 'NGN', beneficiaryId: to, amount })
	expect(quote.status, JSON.stringify(quote.json)).toBe(201)
	return who.post('/fcat/v1/payouts', { quoteId: quote.json.data.id, pin: MEMBER_PIN })
}

const ngn = async (owner: FiatCompany) => (await owner.wallet('NGN')).balance

describe.each(databaseBackends())('approvals: two keys for money on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const setRule = ruleSetter(sandbox)
	const clock = withClock(sandbox)

	it('below the rule a payout goes at once; at or above it waits, and a second member’s approval sends it once', async () => {
		const { owner, finance, admin, to, events } = await business(sandbox)
		const saved = await setRule(owner, { kind: 'PAYOUT', currency: 'NGN', amount: '5000' })
		expect(saved.status, JSON.stringify(saved.json)).toBe(200)
		expect(approvalRulesResponseSchema.parse((await finance.get('/integrator/v1/approvals/rules')).json).data).toMatchObject([
			{ kind: 'PAYOUT', currency: 'NGN', amount: '5000.00' },
		])
		const start = await ngn(owner)
		const small = await pay(finance, to.id, '1000')
		expect(small.status).toBe(201)
		// The receipt names the member who confirmed, not the business's owner (record 129).
		expect((small.json.data as { confirmedBy: { email: string } }).confirmedBy.email).toBe(finance.email)
		const afterSmall = await ngn(owner)
		expect(afterSmall).not.toBe(start)

		const waiting = await pay(finance, to.id, '5000')
		expect(waiting.status, JSON.stringify(waiting.json)).toBe(202)
		const request = approvalRequestResponseSchema.parse(waiting.json).data
		expect(request).toMatchObject({ status: 'PENDING', amount: '5000.00', fee: '75.00', total: '5075.00', currency: 'NGN' })
		expect(request.requestedBy.email).toBe(finance.email)
		// The approver sees the payee as the quote showed it, the bank's name check included (record 109).
		expect(request.to).toMatchObject({ kind: 'PAYOUT', beneficiary: { name: 'Ada Okafor', nameMatch: 'MATCH' } })
		expect(await ngn(owner)).toBe(afterSmall)
		// The approvers are e-mailed, never the one who asked.
		const mailed = async (email: string) =>
			((await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)).json.data as { subject: string }[]).map(
				(message) => message.subject,
			)
		expect(await mailed(admin.email)).toContain(approvalRequestedSubject(request))
		expect(await mailed(owner.email)).toContain(approvalRequestedSubject(request))
		expect(await mailed(finance.email)).not.toContain(approvalRequestedSubject(request))

		const list = approvalListResponseSchema.parse((await admin.get('/integrator/v1/approvals')).json).data
		expect(list.map((item) => [item.id, item.status])).toEqual([[request.id, 'PENDING']])

		const approved = await admin.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: MEMBER_PIN })
		expect(approved.status, JSON.stringify(approved.json)).toBe(200)
		const done = approvalRequestResponseSchema.parse(approved.json).data
		expect(done).toMatchObject({ status: 'APPROVED', decidedBy: { email: admin.email } })
		expect(done.movementId).toMatch(/^fpo_/)
		// 5,000 + 0.5 % (25.00) + 50.00, once.
		expect(BigInt((await ngn(owner)).replace('.', ''))).toBe(BigInt(afterSmall.replace('.', '')) - 507500n)
		// Approving again, or the confirmation clicked again, sends nothing more.
		expectRefused(await admin.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: MEMBER_PIN }), 409, {
			code: APPROVAL_ERROR_CODES.decided,
		})
		expect((await finance.post('/fcat/v1/payouts', { quoteId: request.quoteId, pin: MEMBER_PIN })).status).toBe(200)
		expect(BigInt((await ngn(owner)).replace('.', ''))).toBe(BigInt(afterSmall.replace('.', '')) - 507500n)
		expect([await events('approval.requested'), await events('approval.approved')]).toEqual([1, 1])
		// The audit log: the rule with before and after, the request, the approval beside the payout.
		const audit = async (kind: string) =>
			(await owner.get(`/integrator/v1/audit?kind=${kind}`)).json.data.items as Record<string, unknown>[]
		expect((await audit('approvals.rule'))[0]).toMatchObject({ before: { amount: null }, after: { amount: '5000.00' } })
		expect(await audit('approvals.requested')).toHaveLength(1)
		expect(await audit('approvals.approved')).toHaveLength(1)
		await expectLedgerBalances(sandbox)
	})

	it('two approvals at once make one payout @race', async () => {
		const { owner, finance, admin, to } = await business(sandbox)
		await setRule(owner, { kind: 'PAYOUT', currency: 'NGN', amount: '100' })
		const request = approvalRequestResponseSchema.parse((await pay(finance, to.id, '2000')).json).data
		const start = await ngn(owner)
		const answers = await Promise.all([
			admin.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: MEMBER_PIN }),
			admin.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: MEMBER_PIN }),
			owner.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: FIAT_PIN }),
		])
		expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
		// 2,000 + 10.00 + 50.00, once.
		expect(BigInt(start.replace('.', '')) - BigInt((await ngn(owner)).replace('.', ''))).toBe(206000n)
		await expectLedgerBalances(sandbox)
	})

	it('refuses what may not be decided, and changes nothing @bad-input', async () => {
		const { owner, finance, admin, to, events } = await business(sandbox)
		await setRule(owner, { kind: 'PAYOUT', currency: 'NGN', amount: '100' })
		const request = approvalRequestResponseSchema.parse((await pay(finance, to.id, '300')).json).data
		const start = await ngn(owner)
		// One's own request.
		expectRefused(await finance.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: MEMBER_PIN }), 409, {
			message: APPROVAL_MESSAGES.ownRequest,
			code: APPROVAL_ERROR_CODES.ownRequest,
		})
		// A Viewer or a Developer.
		for (const role of ['VIEWER', 'DEVELOPER']) {
			const other = await addMember(sandbox, owner, role, `approvals-${role.toLowerCase()}`)
			expectRefused(await other.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: MEMBER_PIN }), 403, {
				code: ROLE_FORBIDDEN,
			})
			expectRefused(await other.post(`/integrator/v1/approvals/${request.id}/reject`, { reason: 'no' }), 403, {
				code: ROLE_FORBIDDEN,
			})
			expectRefused(await setRule(other, { kind: 'PAYOUT', currency: 'NGN', amount: '1' }), 403, { code: ROLE_FORBIDDEN })
		}
		// Finance may decide, never set rules.
		expectRefused(await setRule(finance, { kind: 'PAYOUT', currency: 'NGN', amount: '1' }), 403, { code: ROLE_FORBIDDEN })
		// Another business's request by id.
		const stranger = await business(sandbox)
		expectRefused(await stranger.admin.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: MEMBER_PIN }), 404, {
			message: APPROVAL_MESSAGES.notFound,
		})
		expect((await stranger.admin.get(`/integrator/v1/approvals/${request.id}`)).status).toBe(404)
		// A wrong PIN, a rejection without a reason.
		expect((await admin.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: '000000' })).status).toBe(400)
		expectRefused(await admin.post(`/integrator/v1/approvals/${request.id}/reject`, { reason: '  ' }), 400, {
			message: APPROVAL_MESSAGES.reasonRequired,
		})
		// Bad rules.
		expectRefused(await setRule(owner, { kind: 'PAYOUT', currency: 'NGN', amount: '12.345' }), 400, {
			message: 'NGN amounts can have at most 2 decimals',
		})
		expect((await setRule(owner, { kind: 'PAYOUT', currency: 'NGN', amount: '-5' })).status).toBe(400)
		expect((await setRule(owner, { kind: 'PAYOUT', currency: 'NGN', amount: 12.5 })).status).toBe(400)
		expect((await setRule(owner, { kind: 'PAYOUT', currency: 'XYZ', amount: '10' })).status).toBe(400)
		expect((await setRule(owner, { kind: 'TRADE', currency: 'NGN', amount: '10' })).status).toBe(400)
		expect(approvalRulesResponseSchema.parse((await owner.get('/integrator/v1/approvals/rules')).json).data).toMatchObject([
			{ currency: 'NGN', amount: '100.00' },
		])
		expect(await ngn(owner)).toBe(start)

		// Rejected: says why, sends nothing, and cannot be approved after.
		const rejected = await admin.post(`/integrator/v1/approvals/${request.id}/reject`, { reason: 'Wrong beneficiary' })
		expect(rejected.status, JSON.stringify(rejected.json)).toBe(200)
		expect(approvalRequestResponseSchema.parse(rejected.json).data).toMatchObject({ status: 'REJECTED', reason: 'Wrong beneficiary' })
		expectRefused(await owner.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: FIAT_PIN }), 409, {
			code: APPROVAL_ERROR_CODES.decided,
		})
		expect(await ngn(owner)).toBe(start)
		expect([await events('approval.rejected'), await events('approval.approved')]).toEqual([1, 0])
		await expectLedgerBalances(sandbox)
	})

	it('with 2FA on, the approver’s code is asked too; without it nothing is sent @bad-input', async () => {
		const { owner, finance, admin, to } = await business(sandbox)
		await setRule(owner, { kind: 'PAYOUT', currency: 'NGN', amount: '100' })
		const setup = await admin.post('/auth/v1/2fa')
		const totp = URI.parse(setup.json.data.secret as string) as TOTP
		const code = () => totp.generate({ timestamp: clock.now() })
		expect((await admin.patch('/auth/v1/2fa/verify', { token: code() })).status).toBe(200)
		const request = approvalRequestResponseSchema.parse((await pay(finance, to.id, '300')).json).data
		const start = await ngn(owner)
		expectRefused(await admin.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: MEMBER_PIN }), 400, { field: 'token' })
		expect(await ngn(owner)).toBe(start)
		// The next time step's code: the one used to turn 2FA on is spent.
		clock.advance(30_000)
		const approved = await admin.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: MEMBER_PIN, token: code() })
		expect(approved.status, JSON.stringify(approved.json)).toBe(200)
		expect(await ngn(owner)).not.toBe(start)
	})

	it('a request not decided in 24 hours expires, holds nothing and cannot be approved', async () => {
		const { owner, finance, admin, to } = await business(sandbox)
		await setRule(owner, { kind: 'PAYOUT', currency: 'NGN', amount: '100' })
		const request = approvalRequestResponseSchema.parse((await pay(finance, to.id, '300')).json).data
		const start = await ngn(owner)
		clock.advance(24 * 3_600_000 + 1000)
		admin.use(await login(sandbox, admin.email))
		expectRefused(await admin.post(`/integrator/v1/approvals/${request.id}/approve`, { pin: MEMBER_PIN }), 409, {
			message: APPROVAL_MESSAGES.expired,
			code: APPROVAL_ERROR_CODES.expired,
		})
		const seen = approvalRequestResponseSchema.parse((await admin.get(`/integrator/v1/approvals/${request.id}`)).json).data
		expect(seen.status).toBe('EXPIRED')
		const expired = await admin.get('/integrator/v1/webhook/deliveries?type=approval.expired')
		expect((expired.json.data as { items: unknown[] }).items).toHaveLength(1)
		// The owner's token lapsed with the day: the admin reads the balance, unchanged.
		expect((await admin.get('/fcat/v1/wallets/NGN')).json.data.balance).toBe(start)
	})
})
