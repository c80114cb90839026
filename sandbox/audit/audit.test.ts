import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditListResponseSchema, type AuditEntry, type AuditKind } from '#contract/audit.ts'
import { SCREENING_TEST_SUFFIXES } from '#contract/compliance/risk.ts'
import { testTransactionHash } from '#contract/compliance/txn-analysis.ts'
import { dataUrl, png } from '#tests/fixtures/images.ts'
import { CRYPTO_ACTIVE_PIN } from '../crypto-active.ts'
import { FIAT_PIN } from '../fiat/scenario.ts'
import { fiatCompany, NGN_INDIVIDUAL } from '../fiat/test-client.ts'
import { PROXY_SECRET_HEADER } from '../http/request.ts'
import { deposit, moneyIntegrator, newKey, TEST_PIN } from '../ledger/test-client.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { useInProcessApp } from '../test-support/in-process-app.ts'
import { expectRefused, login, newIntegrator, TEST_PASSWORD, withClock, type IntegratorClient } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0'

type Caller = { get(path: string): Promise<{ status: number; json: unknown }> }

/** The caller's audit log (one page, newest first), as the contract reads it. */
async function auditLog(me: Caller, query = '') {
	const answer = await me.get(`/integrator/v1/audit${query}`)
	expect(answer.status, JSON.stringify(answer.json)).toBe(200)
	return auditListResponseSchema.parse(answer.json).data
}
const entriesOf = async (me: Caller, kind: AuditKind) => (await auditLog(me, `?kind=${kind}`)).items

describe.each(sandboxBackends())('the audit log on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)
	const fresh = () => newIntegrator(sandbox, clock, { label: 'audit' })

	describe('each setting, with what it was and what it became', () => {
		const cases: {
			kind: AuditKind
			change(me: IntegratorClient): Promise<unknown>
			before: Record<string, unknown> | null
			after: Record<string, unknown> | null
		}[] = [
			{
				kind: 'settings.webhook',
				change: (me) => me.patch('/integrator/v1/webhook', { webhook: 'https://example.com/hooks' }),
				before: { webhookUrl: null },
				after: { webhookUrl: 'https://example.com/hooks' },
			},
			{
				kind: 'settings.mfa',
				change: (me) => me.patch('/integrator/v1/mfa', { name: 'sms', value: true }),
				before: expect.objectContaining({ sms: false, email: true }),
				after: expect.objectContaining({ sms: true, email: true }),
			},
			{
				kind: 'settings.session_created',
				change: (me) =>
					me.post('/auth/v1/token', {
						email: me.email,
						admin: false,
						expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
						whitelistedIps: ['203.0.113.7'],
					}),
				before: null,
				after: expect.objectContaining({ whitelistedIps: ['203.0.113.7'], admin: false }),
			},
			{
				kind: 'settings.withdrawal_address_added',
				change: (me) =>
					me.post('/integrator/v1/withdrawal-address', {
						address: BTC_ADDRESS,
						asset: 'BTC',
						network: 'BTC',
						paymentBeneficiaryType: 'FIRST_PARTY',
						isContractSigned: true,
						description: 'cold',
					}),
				before: null,
				after: expect.objectContaining({ address: BTC_ADDRESS, network: 'BTC', description: 'cold' }),
			},
			{
				kind: 'settings.profile',
				change: (me) => me.patch('/integrator/v1/logo', { logo: dataUrl('image/png', png(1, 1)) }),
				before: { logoUrl: null },
				after: { logoUrl: expect.stringContaining('/sandbox/logos/') },
			},
			{
				kind: 'settings.subscription',
				change: (me) => me.post('/integrator/v1/subscriptions', { name: 'trading' }),
				before: { service: 'trading', subscribed: false },
				after: { service: 'trading', subscribed: true },
			},
			{
				kind: 'settings.pin',
				change: (me) => me.post('/auth/v1/pin', { pin: TEST_PIN, confirmPin: TEST_PIN }),
				before: null,
				after: { pin: 'created' },
			},
			{
				kind: 'settings.password',
				change: (me) =>
					me.patch('/auth/v1/login/password', {
						oldPassword: TEST_PASSWORD,
						newPassword: 'Sandbox.Audit-2027',
						confirmNewPassword: 'Sandbox.Audit-2027',
					}),
				before: null,
				after: { password: 'changed' },
			},
			{
				kind: 'settings.email_preferences',
				change: (me) =>
					me.patch('/integrator/v1/email-notifications', { notificationSettings: [{ emailSetting: 'LOCAL_TRANSFER', active: false }] }),
				before: { FUNDING_INTERNAL_TRANSFER: true, LOCAL_TRANSFER: true },
				after: { FUNDING_INTERNAL_TRANSFER: true, LOCAL_TRANSFER: false },
			},
			{
				kind: 'settings.blacklist_check',
				change: (me) => me.patch('/integrator/v1/settings/withdrawal-blacklist', { checkBlacklistOnWithdrawal: true }),
				before: { checkBlacklistOnWithdrawal: false, alwaysShowBlacklistCheck: false },
				after: { checkBlacklistOnWithdrawal: true, alwaysShowBlacklistCheck: false },
			},
			{
				kind: 'settings.two_fa',
				change: (me) => me.enable2FA(),
				before: { twoFAEnabled: false },
				after: { twoFAEnabled: true },
			},
		]

		it.each(cases)('$kind is recorded with who, from where, before and after', async ({ kind, change, before, after }) => {
			const me = await fresh()
			expect(await entriesOf(me, kind)).toEqual([])
			const answer = await sandbox.send('GET', '/integrator/v1', { token: me.token, ip: '198.51.100.23' })
			expect(answer.status).toBe(200)
			await change(me)
			const [entry, ...more] = await entriesOf(me, kind)
			expect(more).toEqual([])
			expect(entry).toMatchObject({
				kind,
				actor: { pk: me.pk, name: 'Amina Diallo', email: me.email, role: 'OWNER' },
				before,
				after,
				amount: null,
				reference: null,
			})
			expect(entry!.ip).toMatch(/^10\./)
		})

		it('records a withdrawal address changed and deleted, and a session deleted, with what they were', async () => {
			const me = await fresh()
			const made = await me.post('/integrator/v1/withdrawal-address', {
				address: BTC_ADDRESS,
				asset: 'BTC',
				network: 'BTC',
				paymentBeneficiaryType: 'FIRST_PARTY',
				isContractSigned: true,
				description: 'cold',
			})
			const addressId = made.json.data.addressId as string
			expect((await me.patch('/integrator/v1/withdrawal-address', { addressId, description: 'warm' })).status).toBe(200)
			expect((await me.del(`/integrator/v1/withdrawal-address/${addressId}`)).status).toBe(200)
			const [changed] = await entriesOf(me, 'settings.withdrawal_address_changed')
			expect(changed).toMatchObject({ before: { description: 'cold' }, after: { description: 'warm' } })
			const [deleted] = await entriesOf(me, 'settings.withdrawal_address_deleted')
			expect(deleted).toMatchObject({ before: { address: BTC_ADDRESS, description: 'warm' }, after: null })

			const session = await me.post('/auth/v1/token', {
				email: me.email,
				admin: false,
				expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
				whitelistedIps: ['203.0.113.9'],
			})
			const sessionId = session.json.data.sessionId as string
			expect((await me.post('/auth/v1/token/refresh', { sessionId, expiresAt: '60D' })).status).toBe(200)
			const [refreshed] = await entriesOf(me, 'settings.session_refreshed')
			expect(refreshed).toMatchObject({ before: { sessionId }, after: { sessionId, expiresAt: expect.any(String) } })
			expect(refreshed!.after!.expiresAt).not.toBe(refreshed!.before!.expiresAt)
			expect((await me.del('/auth/v1/token', { sessionId })).status).toBe(200)
			const [gone] = await entriesOf(me, 'settings.session_deleted')
			expect(gone).toMatchObject({ before: { sessionId, whitelistedIps: ['203.0.113.9'] }, after: null })
		})

		it('records nothing for a change refused @bad-input', async () => {
			const me = await fresh()
			const address = (value: string, description: string) =>
				me.post('/integrator/v1/withdrawal-address', {
					address: value,
					asset: 'ETH',
					network: 'ETH',
					paymentBeneficiaryType: 'FIRST_PARTY',
					isContractSigned: true,
					description,
				})
			expect((await address('0x52908400098527886E0F7030069857D2E4169EE7', 'one')).status).toBe(201)
			const second = await address('0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', 'two')
			// Changed into the first one's address: refused by the unique index inside the transaction, and nothing recorded.
			const clash = await me.patch('/integrator/v1/withdrawal-address', {
				addressId: second.json.data.addressId,
				address: '0x52908400098527886E0F7030069857D2E4169EE7',
			})
			expect(clash.status, JSON.stringify(clash.json)).toBe(409)
			expect(await entriesOf(me, 'settings.withdrawal_address_changed')).toEqual([])
			expect(await entriesOf(me, 'settings.withdrawal_address_added')).toHaveLength(2)
			expectRefused(await me.patch('/integrator/v1/webhook', { webhook: 'http://example.com/hooks' }), 400)
			expectRefused(await me.patch('/integrator/v1/mfa', { name: 'pin', value: true }), 409)
			expectRefused(await me.del('/integrator/v1/withdrawal-address/00000000-0000-4000-8000-000000000000'), 404)
			expectRefused(await me.del('/auth/v1/token', { sessionId: '00000000-0000-4000-8000-000000000000' }), 404)
			const all = await auditLog(me)
			expect(all.items.map((entry) => entry.kind)).toEqual([
				'settings.withdrawal_address_added',
				'settings.withdrawal_address_added',
				'auth.login',
			])
		})
	})

	describe('logins and failed guesses', () => {
		it('records a login, a wrong password, a wrong PIN and a wrong 2FA code, each with the client', async () => {
			const me = await fresh()
			const wrong = await sandbox.send('POST', '/auth/v1/login/password', {
				body: { email: me.email, password: `${TEST_PASSWORD}x` },
				ip: '198.51.100.7',
			})
			expect(wrong.status).toBe(401)
			const [failed] = await entriesOf(me, 'auth.login_failed')
			expect(failed).toMatchObject({ ip: '198.51.100.7', actor: { pk: me.pk, role: 'OWNER' }, after: { method: 'password' } })
			const [login] = await entriesOf(me, 'auth.login')
			expect(login).toMatchObject({ after: { method: 'password' } })

			expect((await me.post('/auth/v1/pin', { pin: TEST_PIN, confirmPin: TEST_PIN })).status).toBe(201)
			expect((await me.post('/auth/v1/pin/validate', { pin: '000000' })).json.data.valid).toBe(false)
			expect(await entriesOf(me, 'auth.pin_failed')).toHaveLength(1)

			await me.enable2FA()
			clock.advance(30_000)
			expectRefused(await me.patch('/integrator/v1/webhook', { webhook: 'https://example.com/x', token: '000000' }), 400)
			const [twoFA] = await entriesOf(me, 'auth.two_fa_failed')
			expect(twoFA).toMatchObject({ after: { where: '/integrator/v1/webhook' } })
			expect(await entriesOf(me, 'settings.webhook')).toEqual([])
		})

		it('records the browser the dashboard vouches for, and the caller’s own client otherwise', async () => {
			const me = await fresh()
			await sandbox.request('/integrator/v1/webhook', {
				method: 'PATCH',
				token: me.token,
				ip: '192.0.2.44',
				headers: { 'content-type': 'application/json', 'user-agent': 'undici', 'x-forwarded-user-agent': BROWSER },
				body: JSON.stringify({ webhook: 'https://example.com/a' }),
			})
			const [entry] = await entriesOf(me, 'settings.webhook')
			expect(entry).toMatchObject({ ip: '192.0.2.44', userAgent: BROWSER })

			// Without the proxy's secret, neither header is believed: the caller's own address and client are recorded.
			await sandbox.request('/integrator/v1/webhook', {
				method: 'PATCH',
				token: me.token,
				ip: '192.0.2.45',
				headers: {
					'content-type': 'application/json',
					'user-agent': 'curl/8.0',
					'x-forwarded-user-agent': BROWSER,
					[PROXY_SECRET_HEADER]: 'not-the-secret',
				},
				body: JSON.stringify({ webhook: 'https://example.com/b' }),
			})
			const [untrusted] = await entriesOf(me, 'settings.webhook')
			expect(untrusted).toMatchObject({ userAgent: 'curl/8.0', after: { webhookUrl: 'https://example.com/b' } })
			expect(untrusted!.ip).not.toBe('192.0.2.45')
			expect(untrusted!.ip).toMatch(/127\.0\.0\.1|::1/)
		})
	})

	describe('money, with its amount and its receipt', () => {
		it('records a local transfer; a refused one records nothing', async () => {
			const me = await moneyIntegrator(sandbox, clock)
			expect((await me.deposit('NGN', '5000.00')).status).toBe(201)
			expectRefused(await me.transfer({ amount: '900000.00' }), 400)
			expectRefused(await me.transfer({ pin: '000000' }), 400)
			expect(await entriesOf(me, 'money.local_transfer')).toEqual([])
			const transfer = await me.transferOk({ amount: '100.50' })
			const [entry] = await entriesOf(me, 'money.local_transfer')
			expect(entry).toMatchObject({ amount: { value: '100.50', currency: 'NGN' }, reference: { id: transfer.id, service: null } })
			expect(await entriesOf(me, 'auth.pin_failed')).toHaveLength(1)
		})

		it('records a payout with its receipt', async () => {
			const me = await fiatCompany(sandbox)
			const payee = await me.payee(NGN_INDIVIDUAL)
			const quote = await me.quoteOk({ currency: 'NGN', beneficiaryId: payee.id, amount: '1500.25' })
			const payout = await me.confirmOk(quote.id)
			const [entry] = await entriesOf(me, 'money.payout')
			expect(entry).toMatchObject({ amount: { value: '1500.25', currency: 'NGN' }, reference: { id: payout.id, service: 'FCAT' } })
		})
	})

	describe('the other money moves, each with its amount and what it made', () => {
		const seeded = async (scenario: string) => {
			const answer = await sandbox.post(`/sandbox/v1/control/scenarios/${scenario}`, { tag: uniqueSuffix() })
			expect(answer.status, JSON.stringify(answer.json)).toBe(201)
			const email = answer.json.data.integrators[0].email as string
			const token = await login(sandbox, email, SCENARIO_PASSWORD)
			const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
			return {
				email,
				get: (path: string) => send('GET', path),
				post: (path: string, body: unknown = {}) => send('POST', path, body),
				patch: (path: string, body: unknown) => send('PATCH', path, body),
			}
		}
		const created = (answer: { status: number; json: { data: { id: string } } }) => {
			expect(answer.status, JSON.stringify(answer.json)).toBe(201)
			return answer.json.data.id
		}

		it('records a trade accepted and a loan taken', async () => {
			const me = await seeded('crypto-active')
			const quote = created(await me.post('/trading/v1/quotes', { pair: 'BTC-USD', side: 'SELL', amount: '0.01', amountCurrency: 'BTC' }))
			expect((await me.post(`/trading/v1/quotes/${quote}/accept`, { pin: CRYPTO_ACTIVE_PIN })).status).toBe(201)
			const [trade] = await entriesOf(me, 'money.trade')
			expect(trade).toMatchObject({
				amount: { value: '0.01000000', currency: 'BTC' },
				after: { side: 'SELL', pair: 'BTC-USD' },
				reference: { id: quote },
			})

			const loan = created(
				await me.post('/lending/v1/loans', {
					currency: 'USD',
					collateralAsset: 'BTC',
					amount: '1000',
					collateralAmount: '0.1',
					pin: CRYPTO_ACTIVE_PIN,
					idempotencyKey: newKey(),
				}),
			)
			const [entry] = await entriesOf(me, 'money.loan')
			expect(entry).toMatchObject({
				amount: { value: '1000.00', currency: 'USD' },
				after: { collateral: '0.10000000 BTC' },
				reference: { id: loan },
			})
		})

		it('records a service deactivated, and nothing for one already off', async () => {
			const me = await seeded('crypto-active')
			expect((await me.patch('/integrator/v1/subscription/deactivate', { name: 'trading' })).status).toBe(200)
			expect((await me.patch('/integrator/v1/subscription/deactivate', { name: 'trading' })).status).toBe(200)
			const [entry, ...more] = await entriesOf(me, 'settings.subscription')
			expect(more).toEqual([])
			expect(entry).toMatchObject({ before: { service: 'trading', active: true }, after: { service: 'trading', active: false } })
		})

		it('records a crypto withdrawal', async () => {
			const me = await seeded('settings-ready')
			expect((await me.post('/auth/v1/pin', { pin: TEST_PIN, confirmPin: TEST_PIN })).status).toBe(201)
			const wallet = created(await me.post('/wallets/v1/wallets', { asset: 'BTC' }))
			const incoming = created(
				await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}/wallets/deposits`, {
					asset: 'BTC',
					network: 'BTC',
					amount: '0.01',
				}),
			)
			expect((await sandbox.post(`/sandbox/v1/control/wallets/deposits/${incoming}/confirmations`, { count: 1000 })).status).toBe(200)
			const quote = created(
				await me.post('/wallets/v1/withdrawals/quote', { walletId: wallet, network: 'BTC', address: BTC_ADDRESS, amount: '0.002' }),
			)
			const withdrawal = created(await me.post('/wallets/v1/withdrawals', { quoteId: quote, pin: TEST_PIN }))
			const [entry] = await entriesOf(me, 'money.withdrawal')
			expect(entry).toMatchObject({ amount: { value: '0.00200000', currency: 'BTC' }, reference: { id: withdrawal } })
		})

		it('records a screening quote confirmed, with its fee', async () => {
			const me = await seeded('services-approved')
			expect((await deposit(sandbox, me.email, 'USD', '100.00')).status).toBe(201)
			const hash = testTransactionHash('ETH', SCREENING_TEST_SUFFIXES.high)
			const quote = created(await me.post('/compliance/v1/aml/quotes', { check: 'TXN', network: 'eth', txId: hash, txType: 'deposit' }))
			const result = created(await me.post('/compliance/v1/aml/txn/single', { quoteId: quote }))
			const [entry] = await entriesOf(me, 'money.screening')
			expect(entry).toMatchObject({ amount: { value: '1.00', currency: 'USD' }, reference: { id: result, service: 'TXN' } })
		})

		it('records a bulk payout sent once, as its batch', async () => {
			const me = await fiatCompany(sandbox)
			const payee = await me.payee(NGN_INDIVIDUAL)
			const batch = created(
				await me.post('/payment/v1/batches', {
					fileName: 'audit.csv',
					rows: [{ line: 2, beneficiaryId: payee.id, currency: 'NGN', amount: '1500.50', reference: 'Salary' }],
				}),
			)
			expectRefused(await me.post(`/payment/v1/batches/${batch}/confirm`, { pin: '000000' }), 400)
			expect(await entriesOf(me, 'money.bulk_batch')).toEqual([])
			expect((await me.post(`/payment/v1/batches/${batch}/confirm`, { pin: FIAT_PIN })).status).toBe(201)
			const [entry, ...more] = await entriesOf(me, 'money.bulk_batch')
			expect(more).toEqual([])
			expect(entry).toMatchObject({ after: { fileName: 'audit.csv' }, reference: { id: batch, service: 'payment' } })
			// Its rows' payouts are the batch's, not entries of their own.
			expect(await entriesOf(me, 'money.payout')).toEqual([])
		})
	})

	describe('reading it', () => {
		it('filters by kind, member and day, pages newest first, and shows one business nothing of another', async () => {
			const a = await fresh()
			const b = await fresh()
			for (const url of ['https://example.com/1', 'https://example.com/2', 'https://example.com/3']) {
				expect((await a.patch('/integrator/v1/webhook', { webhook: url })).status).toBe(200)
			}
			const first = await auditLog(a, '?kind=settings.webhook&limit=2')
			expect(first.items.map((entry) => entry.after?.webhookUrl)).toEqual(['https://example.com/3', 'https://example.com/2'])
			expect(first.lek).not.toBeNull()
			const second = await auditLog(a, `?kind=settings.webhook&limit=2&lek=${encodeURIComponent(first.lek!)}`)
			expect(second.items.map((entry) => entry.before?.webhookUrl)).toEqual([null])
			expect(second.lek).toBeNull()

			expect((await auditLog(a, `?member=${a.pk}`)).items).toHaveLength(4)
			expect((await auditLog(a, `?member=${b.pk}`)).items).toEqual([])
			const today = new Date(clock.now()).toISOString().slice(0, 10)
			expect((await auditLog(a, `?from=${today}&to=${today}`)).items).toHaveLength(4)
			expect((await auditLog(a, '?to=2001-01-01')).items).toEqual([])

			const theirs = await auditLog(b)
			expect(theirs.items.every((entry: AuditEntry) => entry.actor.pk === b.pk)).toBe(true)
			expect(theirs.items.map((entry) => entry.kind)).toEqual(['auth.login'])
			// A's page link is no good for B's list.
			expectRefused(await b.get(`/integrator/v1/audit?lek=${encodeURIComponent(first.lek!)}`), 400, { field: 'lek' })
		})

		it('refuses bad filters with a clear 400 @bad-input', async () => {
			const me = await fresh()
			expectRefused(await me.get('/integrator/v1/audit?kind=nope'), 400, {
				message: /kind must be one of the audit log kinds/,
				field: 'kind',
			})
			expectRefused(await me.get('/integrator/v1/audit?member=someone'), 400, { message: /member must be a member of this account/ })
			expectRefused(await me.get('/integrator/v1/audit?from=2026-02-30'), 400, { message: /from must be a real date/ })
			expectRefused(await me.get('/integrator/v1/audit?from=2026-03-02&to=2026-03-01'), 400, { message: 'from must be on or before to' })
			expectRefused(await me.get('/integrator/v1/audit?limit=0'), 400, { field: 'limit' })
			expectRefused(await me.get('/integrator/v1/audit?lek=forged'), 400, { field: 'lek' })
			expect((await sandbox.get('/integrator/v1/audit')).status).toBe(401)
		})
	})
})

describe.each(sandboxBackends())('the audit log table on $name', (backend) => {
	const app = useInProcessApp(backend)

	it('refuses every UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
		const { db } = app.database
		await db.execute(sql`insert into audit_log (id, business_pk, kind, actor_pk, actor_name, actor_email, actor_role, ip, user_agent, created_at)
			values ('aud_trigger_test', 'pk', 'auth.login', 'pk', 'A B', 'a@example.com', 'OWNER', '127.0.0.1', 'test', now())`)
		await expect(db.execute(sql`update audit_log set kind = 'auth.login_failed' where id = 'aud_trigger_test'`)).rejects.toThrow()
		await expect(db.execute(sql`delete from audit_log where id = 'aud_trigger_test'`)).rejects.toThrow()
		await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow()
		const rows = (await db.execute(sql`select kind from audit_log where id = 'aud_trigger_test'`)) as unknown as {
			rows: { kind: string }[]
		}
		expect(rows.rows).toEqual([{ kind: 'auth.login' }])
	})
})
