import { Hono, type Context } from 'hono'
import {
	createSubWalletRequestSchema,
	createWalletRequestSchema,
	WALLET_ERROR_CODES,
	WALLET_API_MESSAGES,
	walletsQuerySchema,
	walletTransactionsQuerySchema,
} from '#contract/wallets/api.ts'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import { WALLET_MESSAGES, walletAssetSchema } from '#contract/wallets/networks.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { readBody } from '../http/request.ts'
import { notFound, pageAnswer, pageRequest, readQuery } from '../ledger/http.ts'
import { requireActiveService } from '../products/service-guard.ts'
import { fail, ok } from '../responses.ts'
import { notifyWalletCreated } from './notices.ts'
import { listPrices } from './prices.ts'
import {
	createWallet,
	type NewWallet,
	findMainWallet,
	findWallet,
	listWallets,
	listWalletTransactions,
	networkIssue,
	toWallets,
	walletsSummary,
} from './wallets.ts'

/**
 * /wallets/v1: the crypto Wallet service (contract/wallets/api.ts). Every
 * call needs the WALLETS service active; every wallet is the caller's own
 * (anyone else's id is a 404).
 */
export function walletRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	// Per route, not app.use('*'): mounted at /wallets/v1, a wildcard would also guard the rate card (/wallets/v1/rates/my-rates).
	const guard = [requireIntegrator(ctx), requireActiveService(ctx, 'wallets')] as const

	async function open(c: Context<AppEnv>, input: NewWallet) {
		const me = c.get('integrator')
		const created = await createWallet(ctx.db, me.pk, input, ctx.now())
		if (!created.ok) {
			const message = WALLET_API_MESSAGES.walletExists(input.asset)
			return fail(c, 409, message, [{ message, code: WALLET_ERROR_CODES.walletExists, field: 'asset' }])
		}
		const [wallet] = await toWallets(ctx.db, [created.row])
		await notifyWalletCreated(ctx, me, wallet!)
		const message =
			input.kind === 'MAIN'
				? WALLET_API_MESSAGES.mainWalletCreated(input.asset)
				: WALLET_API_MESSAGES.subWalletCreated(input.asset, input.label!)
		return ok(c, message, wallet, 201)
	}

	app.get('/wallets', ...guard, async (c) => {
		const query = readQuery(c, walletsQuerySchema)
		if (!query.ok) return query.response
		const me = c.get('integrator')
		return pageAnswer(c, 'Wallets', await listWallets(ctx.db, me.pk, query.data, pageRequest(ctx, `${me.pk}|wallets`, query.data)))
	})

	app.post('/wallets', ...guard, async (c) => {
		const input = await readBody(c, createWalletRequestSchema)
		if (!input.ok) return input.response
		return open(c, { asset: input.data.asset, kind: 'MAIN' })
	})

	app.post('/sub-wallets', ...guard, async (c) => {
		const input = await readBody(c, createSubWalletRequestSchema)
		if (!input.ok) return input.response
		return open(c, { ...input.data, kind: 'SUB' })
	})

	/**
	 * A wallet by its id, or a main wallet by its asset (`/main-wallets/USDT`):
	 * the dashboard's wallet page is addressed by asset, and asking by asset
	 * lets it fetch the wallet and its transactions at once (one round trip).
	 * Unknown, or anyone else's: null (a 404).
	 */
	type Lookup = (integratorPk: string) => Promise<Awaited<ReturnType<typeof findWallet>>>
	const byId =
		(c: Context<AppEnv>): Lookup =>
		(pk) =>
			findWallet(ctx.db, pk, c.req.param('id')!)
	const mainByAsset =
		(c: Context<AppEnv>): Lookup =>
		async (pk) => {
			const asset = walletAssetSchema.safeParse(c.req.param('asset'))
			return asset.success ? findMainWallet(ctx.db, pk, asset.data) : null
		}

	async function walletAnswer(c: Context<AppEnv>, lookup: Lookup, missing: string) {
		const row = await lookup(c.get('integrator').pk)
		if (!row) return notFound(c, missing)
		const [wallet] = await toWallets(ctx.db, [row])
		return ok(c, 'Wallet', wallet)
	}

	async function transactionsAnswer(c: Context<AppEnv>, lookup: Lookup, missing: string) {
		const query = readQuery(c, walletTransactionsQuerySchema)
		if (!query.ok) return query.response
		const row = await lookup(c.get('integrator').pk)
		if (!row) return notFound(c, missing)
		if (query.data.network) {
			const issue = networkIssue(row.asset as CryptoAsset, query.data.network)
			if (issue) return fail(c, 400, issue, [{ message: issue, field: 'network' }])
		}
		return pageAnswer(
			c,
			'Wallet transactions',
			await listWalletTransactions(ctx.db, row.id, query.data, pageRequest(ctx, `${row.integratorPk}|wallet|${row.id}`, query.data)),
		)
	}

	const noMainWallet = (c: Context<AppEnv>) => {
		const asset = walletAssetSchema.safeParse(c.req.param('asset'))
		return asset.success ? WALLET_API_MESSAGES.noMainWallet(asset.data) : WALLET_MESSAGES.unknownAsset(c.req.param('asset') ?? '')
	}

	app.get('/wallets/:id', ...guard, (c) => walletAnswer(c, byId(c), WALLET_API_MESSAGES.walletNotFound))
	app.get('/wallets/:id/transactions', ...guard, (c) => transactionsAnswer(c, byId(c), WALLET_API_MESSAGES.walletNotFound))
	app.get('/main-wallets/:asset', ...guard, (c) => walletAnswer(c, mainByAsset(c), noMainWallet(c)))
	app.get('/main-wallets/:asset/transactions', ...guard, (c) => transactionsAnswer(c, mainByAsset(c), noMainWallet(c)))

	app.get('/summary', ...guard, async (c) => ok(c, 'Wallets summary', await walletsSummary(ctx.db, c.get('integrator').pk)))

	app.get('/prices', ...guard, async (c) => ok(c, 'Prices', await listPrices(ctx.db)))

	return app
}
