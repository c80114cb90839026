import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { accountListResponseSchema } from '#contract/money/accounts.ts'
import { INVALID_CURSOR_MESSAGE } from '#contract/money/paging.ts'
import { checkAddress } from '#contract/wallets/addresses.ts'
import {
	blocksResponseSchema,
	pricesResponseSchema,
	priceResponseSchema,
	WALLET_ERROR_CODES,
	WALLET_API_MESSAGES,
	walletResponseSchema,
	walletsResponseSchema,
	walletsSummaryResponseSchema,
	walletTransactionResponseSchema,
	walletTransactionSchema,
	walletTransactionsResponseSchema,
	type Wallet,
} from '#contract/wallets/api.ts'
import { networkLabel, networksOf, type WalletNetwork } from '#contract/wallets/networks.ts'
import { expectLedgerBalances } from '../ledger/test-client.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'
import { depositCompletedSubject, mainWalletCreatedSubject, subWalletCreatedSubject } from './notices.ts'

const BTC_NETWORK = networksOf('BTC')[0]!
const ETH_NETWORK = networksOf('ETH')[0]!
const [USDT_FIRST, USDT_SECOND] = networksOf('USDT') as [WalletNetwork, WalletNetwork]

/** An integrator seeded by a scenario (a fresh e-mail each time), logged in, with the calls the tests make. */
async function seeded(sandbox: TestSandbox, scenario: string) {
	const answer = await sandbox.post(`/sandbox/v1/control/scenarios/${scenario}`, { tag: uniqueSuffix() })
	expect(answer.status).toBe(201)
	const email = answer.json.data.integrators[0].email as string
	const token = await login(sandbox, email, SCENARIO_PASSWORD)
	const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
	return {
		email,
		get: (path: string) => send('GET', path),
		post: (path: string, body: unknown = {}) => send('POST', path, body),
		patch: (path: string, body: unknown) => send('PATCH', path, body),
		async createOk(asset: string): Promise<Wallet> {
			const created = await send('POST', '/wallets/v1/wallets', { asset })
			expect(created.status, JSON.stringify(created.json)).toBe(201)
			return walletResponseSchema.parse(created.json).data
		},
		async wallet(id: string): Promise<Wallet> {
			const answer = await send('GET', `/wallets/v1/wallets/${id}`)
			expect(answer.status).toBe(200)
			return walletResponseSchema.parse(answer.json).data
		},
		async transactions(id: string, query = '') {
			const answer = await send('GET', `/wallets/v1/wallets/${id}/transactions${query}`)
			expect(answer.status, JSON.stringify(answer.json)).toBe(200)
			return walletTransactionsResponseSchema.parse(answer.json).data
		},
		async cryptoBalance(asset: string) {
			const accounts = accountListResponseSchema.parse((await send('GET', '/integrator/v1/accounts')).json).data
			return accounts.find((account) => account.ledgerType === 'crypto' && account.currency === asset)?.balance
		},
		deposit: (body: Record<string, unknown>) =>
			sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/wallets/deposits`, body),
		async depositOk(body: Record<string, unknown>) {
			const answer = await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/wallets/deposits`, body)
			expect(answer.status, JSON.stringify(answer.json)).toBe(201)
			return walletTransactionResponseSchema.parse(answer.json).data
		},
	}
}
/** A company with the WALLETS service active and no wallets yet. */
const walletsReady = (sandbox: TestSandbox) => seeded(sandbox, 'settings-ready')

const confirm = (sandbox: TestSandbox, id: string, count?: number) =>
	sandbox.post(`/sandbox/v1/control/wallets/deposits/${id}/confirmations`, count === undefined ? {} : { count })

async function outboxSubjects(sandbox: TestSandbox, to: string) {
	return ((await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(to)}`)).json.data as { subject: string }[]).map(
		(message) => message.subject,
	)
}

describe.each(databaseBackends())('wallets on $name', (backend) => {
	const sandbox = useSandbox(backend)
	afterEach(() => expectLedgerBalances(sandbox))

	describe('the WALLETS guard', () => {
		it('refuses every wallet call, with the reason, unless the service is active; the rate card stays readable @bad-input', async () => {
			const approved = await seeded(sandbox, 'services-approved')
			expectRefused(await approved.get('/wallets/v1/wallets'), 409, {
				message: 'You have not activated the Wallet service',
				code: WALLET_ERROR_CODES.serviceNotActive,
			})
			expectRefused(await approved.post('/wallets/v1/wallets', { asset: 'BTC' }), 409, {
				message: 'You have not activated the Wallet service',
			})
			expect((await approved.get('/wallets/v1/rates/my-rates')).status).toBe(200)
			const fresh = await seeded(sandbox, 'new-company')
			expectRefused(await fresh.get('/wallets/v1/prices'), 409, { message: 'You have not subscribed to the Wallet service' })
			expect((await sandbox.get('/wallets/v1/wallets')).status).toBe(401)
		})
	})

	describe('main wallets and sub-wallets', () => {
		it('creates a main wallet with a deposit address per network, once per asset, and e-mails MAIN_WALLET_CREATED', async () => {
			const me = await walletsReady(sandbox)
			const btc = await me.createOk('btc')
			expect(btc).toMatchObject({
				asset: 'BTC',
				kind: 'MAIN',
				balance: '0.00000000',
				pending: '0.00000000',
				usdValue: '0.00',
				price: '65000.00',
			})
			expect(btc.networks.map((network) => network.network)).toEqual([BTC_NETWORK])
			const usdt = await me.createOk('USDT')
			expect(usdt.networks.map((network) => network.network)).toEqual([USDT_FIRST, USDT_SECOND])
			expect(new Set(usdt.networks.map((network) => network.address)).size).toBe(2)
			// Real addresses: each passes the validator the dashboard uses, for its own network.
			for (const { network, address } of [...btc.networks, ...usdt.networks])
				expect(checkAddress(network, address)).toEqual({ ok: true, address })
			expect(usdt.balance).toBe('0.000000')

			expectRefused(await me.post('/wallets/v1/wallets', { asset: 'BTC' }), 409, {
				message: WALLET_API_MESSAGES.walletExists('BTC'),
				code: WALLET_ERROR_CODES.walletExists,
				field: 'asset',
			})
			expectRefused(await me.post('/wallets/v1/wallets', { asset: 'DOGE' }), 400, {
				message: 'DOGE is not a supported crypto asset',
				field: 'asset',
			})
			expectRefused(await me.post('/wallets/v1/wallets', {}), 400, { message: 'Asset is required' })
			expect(await me.wallet(btc.id)).toEqual(btc)
			expect((await outboxSubjects(sandbox, me.email)).filter((subject) => subject === mainWalletCreatedSubject(btc))).toHaveLength(1)
		})

		it('creates sub-wallets with a label and customer reference, lists, searches, filters and pages them', async () => {
			const me = await walletsReady(sandbox)
			const main = await me.createOk('USDT')
			const created = await me.post('/wallets/v1/sub-wallets', { asset: 'USDT', label: 'Ada Okafor', customerReference: 'CUST-77' })
			expect(created.status).toBe(201)
			const sub = walletResponseSchema.parse(created.json).data
			expect(sub).toMatchObject({ kind: 'SUB', label: 'Ada Okafor', customerReference: 'CUST-77' })
			expect(sub.networks.map((network) => network.address)).not.toContain(main.networks[0]!.address)
			// Two sub-wallets of one asset are fine.
			expect((await me.post('/wallets/v1/sub-wallets', { asset: 'usdt', label: 'Kwame', customerReference: 'CUST-78' })).status).toBe(201)
			expect(await outboxSubjects(sandbox, me.email)).toContain(subWalletCreatedSubject(sub))

			expectRefused(await me.post('/wallets/v1/sub-wallets', { asset: 'USDT', customerReference: 'X' }), 400, { field: 'label' })
			expectRefused(await me.post('/wallets/v1/sub-wallets', { asset: 'USDT', label: 'X', customerReference: '  ' }), 400, {
				message: 'Customer reference is required',
			})
			expectRefused(await me.post('/wallets/v1/sub-wallets', { asset: 'XRP', label: 'X', customerReference: 'Y' }), 400, { field: 'asset' })

			const all = walletsResponseSchema.parse((await me.get('/wallets/v1/wallets')).json).data
			expect(all.items.map((wallet) => wallet.label)).toEqual([null, 'Ada Okafor', 'Kwame'])
			const found = walletsResponseSchema.parse((await me.get('/wallets/v1/wallets?q=cust-77')).json).data
			expect(found.items.map((wallet) => wallet.id)).toEqual([sub.id])
			// A deposit address finds its wallet, pasted whole (in another case) or in part.
			const address = sub.networks[0]!.address
			for (const q of [address.toUpperCase(), address.slice(4, 20)]) {
				const byAddress = walletsResponseSchema.parse((await me.get(`/wallets/v1/wallets?q=${encodeURIComponent(q)}`)).json).data
				expect(
					byAddress.items.map((wallet) => wallet.id),
					q,
				).toEqual([sub.id])
			}
			const subs = walletsResponseSchema.parse((await me.get('/wallets/v1/wallets?kind=SUB')).json).data
			expect(subs.items).toHaveLength(2)
			const first = walletsResponseSchema.parse((await me.get('/wallets/v1/wallets?limit=2')).json).data
			expect(first.items.map((wallet) => wallet.id)).toEqual([main.id, sub.id])
			const second = walletsResponseSchema.parse((await me.get(`/wallets/v1/wallets?limit=2&lek=${first.lek}`)).json).data
			expect(second.items.map((wallet) => wallet.label)).toEqual(['Kwame'])
			expect(second.lek).toBeNull()
			expectRefused(await me.get('/wallets/v1/wallets?lek=forged.x'), 400, { message: INVALID_CURSOR_MESSAGE })
			expectRefused(await me.get('/wallets/v1/wallets?asset=DOGE'), 400, { field: 'asset' })
		})

		it('sends no wallet e-mail when its preference is off', async () => {
			const me = await walletsReady(sandbox)
			const off = await me.patch('/integrator/v1/email-notifications', {
				notificationSettings: [
					{ emailSetting: 'MAIN_WALLET_CREATED', active: false },
					{ emailSetting: 'SUB_WALLET_CREATED', active: false },
					{ emailSetting: 'WALLETS_DEPOSIT_COMPLETED', active: false },
				],
			})
			expect(off.status).toBe(200)
			const btc = await me.createOk('BTC')
			expect((await me.post('/wallets/v1/sub-wallets', { asset: 'BTC', label: 'A', customerReference: 'B' })).status).toBe(201)
			const deposit = await me.depositOk({ asset: 'BTC', network: BTC_NETWORK, amount: '0.1' })
			expect((await confirm(sandbox, deposit.id, deposit.requiredConfirmations)).status).toBe(200)
			expect((await me.wallet(btc.id)).balance).toBe('0.10000000')
			expect(await outboxSubjects(sandbox, me.email)).toEqual([])
		})

		it('makes one main wallet of two asked at once, and every wallet its own addresses @race', async () => {
			const me = await walletsReady(sandbox)
			const answers = await Promise.all(Array.from({ length: 4 }, () => me.post('/wallets/v1/wallets', { asset: 'ETH' })))
			expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409])
			const subs = await Promise.all(
				Array.from({ length: 4 }, (_, i) =>
					me.post('/wallets/v1/sub-wallets', { asset: 'ETH', label: `L${i}`, customerReference: `R${i}` }),
				),
			)
			expect(subs.every((answer) => answer.status === 201)).toBe(true)
			const all = walletsResponseSchema.parse((await me.get('/wallets/v1/wallets')).json).data.items
			expect(all).toHaveLength(5)
			expect(new Set(all.map((wallet) => wallet.networks[0]!.address)).size).toBe(5)
		})

		it("answers 404 for another integrator's wallet, as for one that does not exist @bad-input", async () => {
			const me = await walletsReady(sandbox)
			const other = await walletsReady(sandbox)
			const theirs = await other.createOk('ETH')
			for (const path of [
				`/wallets/v1/wallets/${theirs.id}`,
				`/wallets/v1/wallets/${theirs.id}/transactions`,
				'/wallets/v1/wallets/wal_nope',
			])
				expectRefused(await me.get(path), 404, { message: WALLET_API_MESSAGES.walletNotFound })
			expect((await me.get('/wallets/v1/wallets')).json.data.items).toEqual([])
		})
		it('answers the main wallet of an asset by the asset, and its transactions, only ever the caller’s own', async () => {
			const me = await walletsReady(sandbox)
			const other = await walletsReady(sandbox)
			const mine = await me.createOk('USDT')
			await other.createOk('USDT')
			const byAsset = await me.get('/wallets/v1/main-wallets/usdt')
			expect(byAsset.status).toBe(200)
			expect(byAsset.json.data).toEqual((await me.get(`/wallets/v1/wallets/${mine.id}`)).json.data)
			const listed = await me.get('/wallets/v1/main-wallets/USDT/transactions?network=TRON')
			expect(listed.status).toBe(200)
			expect(listed.json.data.items).toEqual([])
			expectRefused(await me.get('/wallets/v1/main-wallets/BTC'), 404, { message: WALLET_API_MESSAGES.noMainWallet('BTC') })
			expectRefused(await me.get('/wallets/v1/main-wallets/BTC/transactions'), 404, { message: WALLET_API_MESSAGES.noMainWallet('BTC') })
			expectRefused(await me.get('/wallets/v1/main-wallets/DOGE'), 404, { message: 'DOGE is not a supported crypto asset' })
			expectRefused(await me.get('/wallets/v1/main-wallets/USDT/transactions?network=BTC'), 400)
		})
	})

	describe('deposits', () => {
		it('arrives pending with 0 of N confirmations and is credited exactly once at N, with its e-mail', async () => {
			const me = await walletsReady(sandbox)
			const btc = await me.createOk('BTC')
			const deposit = await me.depositOk({ asset: 'BTC', network: BTC_NETWORK, amount: '0.12345678' })
			expect(deposit).toMatchObject({
				type: 'DEPOSIT',
				status: 'PENDING',
				confirmations: 0,
				amount: '0.12345678',
				address: btc.networks[0]!.address,
				transactionId: null,
			})
			const required = deposit.requiredConfirmations
			expect(required).toBeGreaterThan(0)
			expect(await me.wallet(btc.id)).toMatchObject({ balance: '0.00000000', pending: '0.12345678' })

			if (required > 1) {
				const partial = walletTransactionResponseSchema.parse((await confirm(sandbox, deposit.id, required - 1)).json).data
				expect(partial).toMatchObject({ status: 'PENDING', confirmations: required - 1 })
				expect(await me.cryptoBalance('BTC')).toBe('0.00000000')
			}
			const credited = walletTransactionResponseSchema.parse((await confirm(sandbox, deposit.id, 5)).json).data
			expect(credited).toMatchObject({ status: 'CONFIRMED', confirmations: required })
			expect(credited.transactionId).toMatch(/^txn_/)
			expectRefused(await confirm(sandbox, deposit.id), 409, {
				message: WALLET_API_MESSAGES.depositConfirmed,
				code: WALLET_ERROR_CODES.depositConfirmed,
			})

			expect(await me.cryptoBalance('BTC')).toBe('0.12345678')
			// 0.12345678 BTC at 65000.00 = 8024.6907 USD, truncated to cents.
			expect(await me.wallet(btc.id)).toMatchObject({ balance: '0.12345678', pending: '0.00000000', usdValue: '8024.69' })
			const ledger = await me.get(`/integrator/v1/ledger/transaction?id=${credited.transactionId}`)
			expect(ledger.json.data).toMatchObject({ type: 'TOPUP', amount: '0.12345678', currency: 'BTC' })
			const list = await me.transactions(btc.id)
			expect(list.items).toEqual([credited])
			expect((await me.transactions(btc.id, '?status=PENDING')).items).toEqual([])
			expect((await outboxSubjects(sandbox, me.email)).filter((subject) => subject === depositCompletedSubject(credited))).toHaveLength(1)
		})

		it('keeps a balance per network for a token on two networks, and pages the wallet transactions', async () => {
			const me = await walletsReady(sandbox)
			const usdt = await me.createOk('USDT')
			const first = await me.depositOk({ asset: 'USDT', network: USDT_FIRST, amount: '100.5' })
			const second = await me.depositOk({ asset: 'USDT', network: USDT_SECOND, amount: '0.000001' })
			await me.depositOk({ asset: 'USDT', network: USDT_SECOND, amount: '7' })
			await confirm(sandbox, first.id, first.requiredConfirmations)
			await confirm(sandbox, second.id, second.requiredConfirmations)
			const wallet = await me.wallet(usdt.id)
			expect(wallet).toMatchObject({ balance: '100.500001', pending: '7.000000', usdValue: '100.50' })
			expect(wallet.networks.map(({ network, balance, pending }) => ({ network, balance, pending }))).toEqual([
				{ network: USDT_FIRST, balance: '100.500000', pending: '0.000000' },
				{ network: USDT_SECOND, balance: '0.000001', pending: '7.000000' },
			])
			expect(await me.cryptoBalance('USDT')).toBe('100.500001')
			const page = await me.transactions(usdt.id, '?limit=2')
			expect(page.items.map((item) => item.amount)).toEqual(['7.000000', '0.000001'])
			const next = await me.transactions(usdt.id, `?limit=2&lek=${page.lek}`)
			expect(next.items.map((item) => item.amount)).toEqual(['100.500000'])
			expect((await me.transactions(usdt.id, `?network=${USDT_FIRST}`)).items).toHaveLength(1)
			expectRefused(await me.get(`/wallets/v1/wallets/${usdt.id}/transactions?network=NOPE`), 400, { field: 'network' })
			expectRefused(await me.get(`/wallets/v1/wallets/${usdt.id}/transactions?status=DONE`), 400, { field: 'status' })
		})

		it('refuses bad deposits with a clear message and moves nothing @bad-input', async () => {
			const me = await walletsReady(sandbox)
			const other = await walletsReady(sandbox)
			const btc = await me.createOk('BTC')
			const theirs = await other.createOk('BTC')
			const usdt = await me.createOk('USDT')
			const cases: [Record<string, unknown>, number, string | RegExp][] = [
				[{ asset: 'DOGE', network: BTC_NETWORK, amount: '1' }, 400, 'DOGE is not a supported crypto asset'],
				[{ asset: 'BTC', network: 'NOPE', amount: '1' }, 400, 'NOPE is not a supported network'],
				[{ asset: 'BTC', network: 'TRON', amount: '1' }, 400, 'BTC is not available on Tron'],
				[{ asset: 'BTC', network: BTC_NETWORK, amount: '0.123456789' }, 400, 'BTC amounts can have at most 8 decimals'],
				[{ asset: 'USDT', network: USDT_FIRST, amount: '1.1234567' }, 400, 'USDT amounts can have at most 6 decimals'],
				[{ asset: 'BTC', network: BTC_NETWORK, amount: '0' }, 400, 'Amount must be greater than zero'],
				[{ asset: 'BTC', network: BTC_NETWORK, amount: '-1' }, 400, 'Amount must be greater than zero'],
				[{ asset: 'BTC', network: BTC_NETWORK, amount: 1 }, 400, /Enter the amount/],
				[
					{ asset: 'BTC', network: BTC_NETWORK, amount: '1', address: theirs.networks[0]!.address },
					400,
					WALLET_API_MESSAGES.unknownAddress('BTC', networkLabel(BTC_NETWORK)),
				],
				[
					{ asset: 'BTC', network: BTC_NETWORK, amount: '1', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
					400,
					WALLET_API_MESSAGES.unknownAddress('BTC', networkLabel(BTC_NETWORK)),
				],
				// The USDT wallet's Ethereum address, named for an ETH deposit.
				[
					{ asset: 'ETH', network: ETH_NETWORK, amount: '1', address: usdt.networks.find((n) => n.network === ETH_NETWORK)!.address },
					400,
					WALLET_API_MESSAGES.unknownAddress('ETH', networkLabel(ETH_NETWORK)),
				],
				[{ asset: 'ETH', network: ETH_NETWORK, amount: '1' }, 404, WALLET_API_MESSAGES.noMainWallet('ETH')],
				[
					{ asset: 'BTC', network: BTC_NETWORK, amount: '1', address: usdt.networks[1]!.address },
					400,
					'This is a Tron address, not a Bitcoin address',
				],
				[
					{
						asset: 'BTC',
						network: BTC_NETWORK,
						amount: '1',
						address: btc.networks[0]!.address.slice(0, -1) + (btc.networks[0]!.address.endsWith('q') ? 'p' : 'q'),
					},
					400,
					'This address has a typo: its checksum does not match',
				],
			]
			for (const [body, status, message] of cases) expectRefused(await me.deposit(body), status, { message })
			expectRefused(
				await sandbox.post('/sandbox/v1/control/integrators/nobody%40example.test/wallets/deposits', {
					asset: 'BTC',
					network: BTC_NETWORK,
					amount: '1',
				}),
				404,
			)
			expectRefused(await confirm(sandbox, 'wtx_nope'), 404, { message: WALLET_API_MESSAGES.depositNotFound })
			expectRefused(await confirm(sandbox, 'wtx_nope', 0), 400, { message: 'count must be a whole number from 1 to 1000' })
			expect((await me.transactions(btc.id)).items).toEqual([])
			expect((await other.transactions(theirs.id)).items).toEqual([])
			expect(await me.cryptoBalance('BTC')).toBe('0.00000000')
		})

		it('a deposit to an Ethereum address written in lower case finds the wallet of its checksummed form', async () => {
			const me = await walletsReady(sandbox)
			const usdc = await me.createOk('USDC')
			const address = usdc.networks[0]!.address
			expect(address).not.toBe(address.toLowerCase())
			const deposit = await me.depositOk({ asset: 'USDC', network: ETH_NETWORK, amount: '5', address: address.toLowerCase() })
			expect(deposit).toMatchObject({ walletId: usdc.id, address })
		})

		it('a deposit to a named address of the integrator goes to that wallet (a sub-wallet)', async () => {
			const me = await walletsReady(sandbox)
			await me.createOk('BTC')
			const sub = walletResponseSchema.parse(
				(await me.post('/wallets/v1/sub-wallets', { asset: 'BTC', label: 'Ada', customerReference: 'C-1' })).json,
			).data
			const deposit = await me.depositOk({ asset: 'BTC', network: BTC_NETWORK, amount: '2', address: sub.networks[0]!.address })
			expect(deposit.walletId).toBe(sub.id)
			await confirm(sandbox, deposit.id, deposit.requiredConfirmations)
			expect((await me.wallet(sub.id)).balance).toBe('2.00000000')
			expect(await me.cryptoBalance('BTC')).toBe('2.00000000')
		})

		it('credits each deposit exactly once when blocks and confirmations race @race', async () => {
			const me = await walletsReady(sandbox)
			const eth = await me.createOk('ETH')
			const network = networksOf('ETH')[0]!
			const deposits = []
			for (const amount of ['1.00000001', '2.5', '0.00000001']) deposits.push(await me.depositOk({ asset: 'ETH', network, amount }))
			const required = deposits[0]!.requiredConfirmations
			const racing = await Promise.all([
				...Array.from({ length: 6 }, () => sandbox.post('/sandbox/v1/control/wallets/blocks', { count: required })),
				...deposits.flatMap((deposit) => Array.from({ length: 3 }, () => confirm(sandbox, deposit.id, required))),
			])
			expect(racing.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true)
			const creditedByBlocks = racing.slice(0, 6).reduce((sum, answer) => sum + blocksResponseSchema.parse(answer.json).data.credited, 0)
			const creditedByConfirmations = racing
				.slice(6)
				.filter((answer) => answer.status === 200 && answer.json.data.status === 'CONFIRMED').length
			expect(creditedByBlocks + creditedByConfirmations).toBeGreaterThanOrEqual(3)
			expect(await me.cryptoBalance('ETH')).toBe('3.50000002')
			const list = await me.transactions(eth.id)
			expect(list.items.every((item) => item.status === 'CONFIRMED' && item.transactionId)).toBe(true)
			expect(new Set(list.items.map((item) => item.transactionId)).size).toBe(3)
			expect((await outboxSubjects(sandbox, me.email)).filter((subject) => subject.endsWith('received in your wallet'))).toHaveLength(3)
		})
	})

	describe('the CLI', () => {
		const cli = (url: string, ...args: string[]) =>
			promisify(execFile)(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', 'wallets', ...args], {
				env: { ...process.env, SANDBOX_URL: url, SANDBOX_CONTROL_TOKEN: sandbox.controlToken },
			}).then(
				({ stdout }) => ({ code: 0, stdout, stderr: '' }),
				(error: { code: number; stdout: string; stderr: string }) => error,
			)

		// Each call starts the CLI, which loads the whole sandbox: the default 30 s is too tight under a parallel run.
		it(
			'wallets deposit, confirm and blocks act on a running sandbox; a refusal exits 1 with its message @bad-input',
			{ timeout: 120_000 },
			async () => {
				const me = await walletsReady(sandbox)
				const btc = await me.createOk('BTC')
				const deposited = await cli(sandbox.url, 'deposit', me.email, 'btc', 'BTC', '0.25')
				expect(deposited.code, deposited.stderr).toBe(0)
				const deposit = walletTransactionSchema.parse(JSON.parse(deposited.stdout))
				expect(deposit).toMatchObject({ status: 'PENDING', amount: '0.25000000', walletId: btc.id })
				expect((await cli(sandbox.url, 'confirm', deposit.id, '2')).code).toBe(0)
				expect(JSON.parse((await cli(sandbox.url, 'blocks')).stdout)).toEqual({ advanced: 1, credited: 1 })
				expect((await me.wallet(btc.id)).balance).toBe('0.25000000')
				const refused = await cli(sandbox.url, 'deposit', me.email, 'BTC', 'BTC', '0.123456789')
				expect(refused.code).toBe(1)
				expect(refused.stderr.trim()).toBe('BTC amounts can have at most 8 decimals')
			},
		)
	})

	describe('prices', () => {
		it('answers a deterministic default per asset, set through the control API, used for USD values', async () => {
			const me = await walletsReady(sandbox)
			const prices = pricesResponseSchema.parse((await me.get('/wallets/v1/prices')).json).data
			expect(prices.map(({ asset }) => asset)).toEqual(['BTC', 'ETH', 'USDT', 'USDC'])
			expectRefused(await sandbox.send('PUT', '/sandbox/v1/control/wallets/prices/BTC', { body: { usd: '-1' } }), 400, { field: 'usd' })
			expectRefused(await sandbox.send('PUT', '/sandbox/v1/control/wallets/prices/BTC', { body: { usd: '0' } }), 400, {
				message: 'The price must be greater than zero',
			})
			expectRefused(await sandbox.send('PUT', '/sandbox/v1/control/wallets/prices/DOGE', { body: { usd: '1' } }), 400, { field: 'asset' })
			// USDC is the only price this suite sets: the other tests' values stay at the defaults.
			const set = await sandbox.send('PUT', '/sandbox/v1/control/wallets/prices/usdc', { body: { usd: '0.99985' } })
			expect(priceResponseSchema.parse(set.json).data).toMatchObject({ asset: 'USDC', usd: '0.99985' })
			const usdc = await me.createOk('USDC')
			const deposit = await me.depositOk({ asset: 'USDC', network: networksOf('USDC')[0], amount: '1000.000001' })
			await confirm(sandbox, deposit.id, deposit.requiredConfirmations)
			// 1000.000001 × 0.99985 = 999.85000099…, truncated.
			expect(await me.wallet(usdc.id)).toMatchObject({ price: '0.99985', usdValue: '999.85' })
		})
	})

	describe('the wallets-active scenario', () => {
		it('seeds four main wallets, sub-wallets, deposits credited and pending, withdrawals in every status, a blacklisted address', async () => {
			const me = await seeded(sandbox, 'wallets-active')
			const wallets = walletsResponseSchema.parse((await me.get('/wallets/v1/wallets')).json).data.items
			expect(wallets.filter((wallet) => wallet.kind === 'MAIN').map((wallet) => wallet.asset)).toEqual(['BTC', 'ETH', 'USDT', 'USDC'])
			expect(wallets.filter((wallet) => wallet.kind === 'SUB')).toHaveLength(2)
			const btc = wallets[0]!
			// 0.5234 credited: the withdrawals (0.01566 with fees; the failed one returned) are paid by a deposit of as much.
			expect(btc).toMatchObject({ balance: '0.52340000', pending: '0.01500000' })
			const withdrawals = (await me.transactions(btc.id)).items.filter((item) => item.type === 'WITHDRAWAL')
			expect(withdrawals.map((item) => item.status).sort()).toEqual(['BROADCAST', 'COMPLETED', 'FAILED', 'PENDING'])
			const saved = (await me.get('/integrator/v1/withdrawal-addresses')).json.data as { address: string }[]
			expect(saved.map((row) => row.address)).toContain('bc1qavds9pjxejaeg3f6x57r9v30vjaxltuwj2dead')
			const usdt = wallets[2]!
			expect(usdt.networks.every((network) => Number(network.balance) > 0)).toBe(true)
			expect(Number(usdt.pending)).toBeGreaterThan(0)
			// The sub-wallet's BTC deposit is still pending: only the main wallet's credited one is in the ledger.
			expect(await me.cryptoBalance('BTC')).toBe('0.52340000')
			const summary = walletsSummaryResponseSchema.parse((await me.get('/wallets/v1/summary')).json).data
			expect(summary.assets.map(({ asset, wallets }) => [asset, wallets])).toEqual([
				['BTC', 2],
				['ETH', 1],
				['USDT', 2],
				['USDC', 1],
			])
			expect(summary.assets[0]).toMatchObject({ balance: '0.52340000', pending: '0.01750000', usdValue: '34021.00' })
			const cents = summary.assets.reduce((sum, asset) => sum + BigInt(asset.usdValue.replace('.', '')), 0n)
			expect(summary.totalUsd).toBe(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`)
		})
	})

	describe('the summary', () => {
		it('counts every crypto balance the ledger holds, with or without a wallet of its asset', async () => {
			// The 'funded' company holds BTC, ETH and USDT in its crypto ledger and has opened no wallet yet.
			const me = await seeded(sandbox, 'funded')
			const summary = walletsSummaryResponseSchema.parse((await me.get('/wallets/v1/summary')).json).data
			const ledger = accountListResponseSchema
				.parse((await me.get('/integrator/v1/accounts')).json)
				.data.filter((account) => account.ledgerType === 'crypto' && account.balance.replace(/[0.]/g, '') !== '')
			expect(ledger.length).toBeGreaterThan(0)
			expect(summary.assets.map(({ asset, balance }) => `${asset} ${balance}`).sort()).toEqual(
				ledger.map(({ currency, balance }) => `${currency} ${balance}`).sort(),
			)
			expect(summary.assets.every((asset) => asset.wallets === 0)).toBe(true)
			expect(summary.totalUsd).not.toBe('0.00')
		})
	})
})

describe.each(databaseBackends().slice(0, 1))('the block tick (SANDBOX_BLOCK_MS) on $name', (backend) => {
	const sandbox = useSandbox(backend, { blockMs: 100 })
	afterEach(() => expectLedgerBalances(sandbox))

	it('confirms pending deposits block by block until they are credited', async () => {
		const me = await walletsReady(sandbox)
		const btc = await me.createOk('BTC')
		const deposit = await me.depositOk({ asset: 'BTC', network: BTC_NETWORK, amount: '0.5' })
		for (let attempt = 0; attempt < 100; attempt++) {
			if ((await me.wallet(btc.id)).balance === '0.50000000') break
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
		const [credited] = (await me.transactions(btc.id)).items
		expect(credited).toMatchObject({ id: deposit.id, status: 'CONFIRMED', confirmations: deposit.requiredConfirmations })
		expect(await me.cryptoBalance('BTC')).toBe('0.50000000')
	})
})
