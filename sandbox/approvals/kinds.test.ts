import { describe, expect, it } from 'vitest'
import {
	APPROVAL_ERROR_CODES,
	APPROVAL_MESSAGES,
	approvalRequestResponseSchema,
	type ApprovalKind,
	type ApprovalRequest,
} from '#contract/approvals/api.ts'
import { accountListResponseSchema } from '#contract/money/accounts.ts'
import { toMinorUnits } from '#contract/money/amounts.ts'
import type { Currency } from '#contract/money/currencies.ts'
import { walletResponseSchema, walletTransactionResponseSchema } from '#contract/wallets/api.ts'
import { FIAT_PIN } from '../fiat/scenario.ts'
import { fiatCompany, NGN_INDIVIDUAL } from '../fiat/test-client.ts'
import { expectLedgerBalances } from '../ledger/test-client.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { addMember } from '../team/test-client.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused, login, withClock } from '../test-support/integrator-client.ts'
import type { Answer } from '../test-support/sandbox-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'

/**
 * Two keys for every kind of money leaving (docs/product/approvals.md,
 * record 136): withdrawals, local transfers and bulk batches wait as payouts
 * do (sandbox/approvals/approvals.test.ts carries payouts, 2FA and the
 * webhooks); each kind is sent once, through its own submit function.
 */

const MEMBER_PIN = '582931'
/** BIP-173's P2WPKH test vector: a valid mainnet Bitcoin address. */
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

type Client = { token: string; post: (path: string, body?: unknown) => Promise<Answer> }
type Reader = { get: (path: string) => Promise<Answer> }
const [pglite] = sandboxBackends()
type Member = Awaited<ReturnType<typeof addMember>>

/** A business for one kind: its owner (and PIN), a Finance member who asks, an Admin who decides, and how the kind asks and what it spends. */
type Team = {
	owner: Client & { email: string }
	ownerPin: string
	finance: Member
	admin: Member
	/** Quote and confirm as `who`: the confirmation's answer. */
	ask(who: Client, amount: string): Promise<Answer>
	/** The balance the kind spends, in minor units, read as `who`. */
	balance(who: Reader): Promise<bigint>
}

type Kind = {
	kind: ApprovalKind
	currency: Currency
	/** The rule's amount, and one amount below it and one at it. */
	rule: string
	below: string
	at: string
	movement: RegExp
	team(sandbox: TestSandbox): Promise<Team>
}

const members = async (sandbox: TestSandbox, owner: Client) => {
	const member = async (role: string) => {
		const client = await addMember(sandbox, owner, role, `approve-${role.toLowerCase()}`)
		expect((await client.post('/auth/v1/pin', { pin: MEMBER_PIN, confirmPin: MEMBER_PIN })).status).toBe(201)
		return client
	}
	return { finance: await member('FINANCE'), admin: await member('ADMIN') }
}

const accountBalance = async (who: Reader, type: string, currency: Currency) => {
	const accounts = accountListResponseSchema.parse((await who.get('/integrator/v1/accounts')).json).data
	const account = accounts.find((item) => item.ledgerType === type && item.currency === currency)
	return toMinorUnits(account!.balance, currency)
}

const quoted = (answer: Answer) => {
	expect(answer.status, JSON.stringify(answer.json)).toBe(201)
	return (answer.json as { data: { id: string } }).data.id
}

/** A 'fiat-active' company (NGN in its Fiat wallet, its funding balance and the Payment service's rows). */
async function fiatTeam(sandbox: TestSandbox, ask: Team['ask'], ledgerType: string): Promise<Team> {
	const owner = await fiatCompany(sandbox)
	return {
		owner,
		ownerPin: FIAT_PIN,
		...(await members(sandbox, owner)),
		ask,
		balance: (who) => accountBalance(who, ledgerType, 'NGN'),
	}
}

const KINDS: Kind[] = [
	{
		kind: 'WITHDRAWAL',
		currency: 'BTC',
		rule: '0.001',
		below: '0.0005',
		at: '0.001',
		movement: /^wtx_/,
		async team(sandbox) {
			// A company with the crypto Wallet service: a BTC wallet holding 0.01 BTC, confirmed.
			const seeded = await sandbox.post('/sandbox/v1/control/scenarios/settings-ready', { tag: uniqueSuffix() })
			expect(seeded.status).toBe(201)
			const email = seeded.json.data.integrators[0].email as string
			const token = await login(sandbox, email, SCENARIO_PASSWORD)
			const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
			const owner = { email, token, post: (path: string, body: unknown = {}) => send('POST', path, body) }
			expect((await owner.post('/auth/v1/pin', { pin: MEMBER_PIN, confirmPin: MEMBER_PIN })).status).toBe(201)
			const wallet = walletResponseSchema.parse((await owner.post('/wallets/v1/wallets', { asset: 'BTC' })).json).data
			const incoming = await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/wallets/deposits`, {
				asset: 'BTC',
				network: 'BTC',
				amount: '0.01',
			})
			const depositId = walletTransactionResponseSchema.parse(incoming.json).data.id
			expect((await sandbox.post(`/sandbox/v1/control/wallets/deposits/${depositId}/confirmations`, { count: 1000 })).status).toBe(200)
			return {
				owner,
				ownerPin: MEMBER_PIN,
				...(await members(sandbox, owner)),
				async ask(who, amount) {
					const body = { walletId: wallet.id, network: 'BTC', address: BTC_ADDRESS, amount }
					const quoteId = quoted(await who.post('/wallets/v1/withdrawals/quote', body))
					return who.post('/wallets/v1/withdrawals', { quoteId, pin: MEMBER_PIN })
				},
				balance: (who) => accountBalance(who, 'crypto', 'BTC'),
			}
		},
	},
	{
		kind: 'TRANSFER',
		currency: 'NGN',
		rule: '500',
		below: '100',
		at: '500',
		movement: /^trf_/,
		team: (sandbox) =>
			fiatTeam(
				sandbox,
				async (who, amount) => {
					const body = { currency: 'NGN', bankCode: '058', accountNumber: '0123456789', amount }
					const quoteId = quoted(await who.post('/integrator/v1/local-transfer/quote', body))
					return who.post('/integrator/v1/local-transfer', { quoteId, pin: MEMBER_PIN })
				},
				'funding',
			),
	},
	{
		kind: 'BULK',
		currency: 'NGN',
		rule: '5000',
		below: '1000',
		at: '5000',
		movement: /^pbt_/,
		async team(sandbox) {
			let payee = ''
			const team = await fiatTeam(
				sandbox,
				async (who, amount) => {
					// Two rows whose total is the amount: the batch's total is what the rule weighs.
					const half = (Number(amount) / 2).toFixed(2)
					const rows = [1, 2].map((n) => ({ line: n + 1, beneficiaryId: payee, currency: 'NGN', amount: half, reference: `Row ${n}` }))
					const batchId = quoted(await who.post('/payment/v1/batches', { fileName: `run-${amount}.csv`, rows }))
					return who.post(`/payment/v1/batches/${batchId}/confirm`, { pin: MEMBER_PIN })
				},
				'fiat',
			)
			payee = (await (team.owner as Awaited<ReturnType<typeof fiatCompany>>).payee(NGN_INDIVIDUAL)).id
			return team
		},
	},
]

const approve = (who: Client, id: string, pin = MEMBER_PIN) => who.post(`/integrator/v1/approvals/${id}/approve`, { pin })

describe.each(KINDS)('approvals of $kind', (kind) => {
	const sandbox = useSandbox(pglite!)
	const clock = withClock(sandbox)
	const setRule = (who: { token: string }, body: unknown) =>
		sandbox.send('PUT', '/integrator/v1/approvals/rules', { token: who.token, body })

	/** The team with the kind's rule set, and a request waiting. */
	async function waiting() {
		const team = await kind.team(sandbox)
		const saved = await setRule(team.owner, { kind: kind.kind, currency: kind.currency, amount: kind.rule })
		expect(saved.status, JSON.stringify(saved.json)).toBe(200)
		const start = await team.balance(team.admin)
		const asked = await team.ask(team.finance, kind.at)
		expect(asked.status, JSON.stringify(asked.json)).toBe(202)
		const request = approvalRequestResponseSchema.parse(asked.json).data
		expect(await team.balance(team.admin)).toBe(start)
		return { team, start, request }
	}

	const spent = (request: ApprovalRequest) => toMinorUnits(request.total, request.currency)

	it('below the rule it is sent at once; at it, it waits, moves nothing, and one approval sends it once', async () => {
		const team = await kind.team(sandbox)
		await setRule(team.owner, { kind: kind.kind, currency: kind.currency, amount: kind.rule })
		const start = await team.balance(team.admin)
		const small = await team.ask(team.finance, kind.below)
		expect(small.status, JSON.stringify(small.json)).toBe(201)
		const afterSmall = await team.balance(team.admin)
		expect(afterSmall).toBeLessThan(start)

		const asked = await team.ask(team.finance, kind.at)
		expect(asked.status, JSON.stringify(asked.json)).toBe(202)
		const request = approvalRequestResponseSchema.parse(asked.json).data
		expect(request).toMatchObject({ kind: kind.kind, status: 'PENDING', currency: kind.currency, to: { kind: kind.kind } })
		expect(toMinorUnits(request.amount, request.currency)).toBe(toMinorUnits(kind.at, kind.currency))
		expect(await team.balance(team.admin)).toBe(afterSmall)
		// The one who asked may not decide it.
		expectRefused(await approve(team.finance, request.id), 409, { code: APPROVAL_ERROR_CODES.ownRequest })

		const approved = await approve(team.admin, request.id)
		expect(approved.status, JSON.stringify(approved.json)).toBe(200)
		const done = approvalRequestResponseSchema.parse(approved.json).data
		expect(done).toMatchObject({ status: 'APPROVED', decidedBy: { email: team.admin.email } })
		expect(done.movementId).toMatch(kind.movement)
		expect(await team.balance(team.admin)).toBe(afterSmall - spent(request))
		// Approving again sends nothing more.
		expectRefused(await approve(team.owner, request.id, team.ownerPin), 409, { code: APPROVAL_ERROR_CODES.decided })
		expect(await team.balance(team.admin)).toBe(afterSmall - spent(request))
		await expectLedgerBalances(sandbox)
	})

	it('three approvals at once make one movement @race', async () => {
		const { team, start, request } = await waiting()
		const answers = await Promise.all([
			approve(team.admin, request.id),
			approve(team.admin, request.id),
			approve(team.owner, request.id, team.ownerPin),
		])
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
		expect(await team.balance(team.admin)).toBe(start - spent(request))
		await expectLedgerBalances(sandbox)
	})

	it('a rejection sends nothing; a request not decided in 24 hours expires and cannot be approved', async () => {
		const { team, start, request } = await waiting()
		const rejected = await team.admin.post(`/integrator/v1/approvals/${request.id}/reject`, { reason: 'Not this one' })
		expect(rejected.status, JSON.stringify(rejected.json)).toBe(200)
		expectRefused(await approve(team.owner, request.id, team.ownerPin), 409, { code: APPROVAL_ERROR_CODES.decided })
		expect(await team.balance(team.admin)).toBe(start)

		const later = approvalRequestResponseSchema.parse((await team.ask(team.finance, kind.at)).json).data
		clock.advance(24 * 3_600_000 + 1000)
		team.admin.use(await login(sandbox, team.admin.email))
		expectRefused(await approve(team.admin, later.id), 409, { message: APPROVAL_MESSAGES.expired, code: APPROVAL_ERROR_CODES.expired })
		expect(await team.balance(team.admin)).toBe(start)
		await expectLedgerBalances(sandbox)
	})
})

describe('rules and direct transfers of the new kinds @bad-input', () => {
	const sandbox = useSandbox(pglite!)

	it('a rule is set in its kind’s currencies and decimals; a direct transfer a rule holds is sent to be quoted', async () => {
		const owner = await fiatCompany(sandbox)
		const setRule = (body: unknown) => sandbox.send('PUT', '/integrator/v1/approvals/rules', { token: owner.token, body })
		expectRefused(await setRule({ kind: 'WITHDRAWAL', currency: 'NGN', amount: '10' }), 400, {
			field: 'currency',
			message: APPROVAL_MESSAGES.currencyForKind('WITHDRAWAL'),
		})
		expectRefused(await setRule({ kind: 'BULK', currency: 'BTC', amount: '1' }), 400, { field: 'currency' })
		expectRefused(await setRule({ kind: 'WITHDRAWAL', currency: 'BTC', amount: '0.000000001' }), 400, {
			field: 'amount',
			message: 'BTC amounts can have at most 8 decimals',
		})
		expect((await owner.get('/integrator/v1/approvals/rules')).json.data).toEqual([])
		expect((await setRule({ kind: 'WITHDRAWAL', currency: 'BTC', amount: '0.00000001' })).json.data).toMatchObject({
			amount: '0.00000001',
		})

		expect((await setRule({ kind: 'TRANSFER', currency: 'NGN', amount: '100' })).status).toBe(200)
		const start = await accountBalance(owner, 'funding', 'NGN')
		const direct = { currency: 'NGN', bankCode: '058', accountNumber: '0123456789', amount: '100', pin: FIAT_PIN }
		expectRefused(await owner.post('/integrator/v1/local-transfer', { ...direct, idempotencyKey: 'direct-over-rule' }), 409, {
			code: APPROVAL_ERROR_CODES.quoteFirst,
			message: APPROVAL_MESSAGES.quoteFirst,
		})
		expect(await accountBalance(owner, 'funding', 'NGN')).toBe(start)
	})
})
