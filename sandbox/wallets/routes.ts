import { Hono, type Context } from 'hono'
import { cardLimitsView } from '#contract/card-limits.ts'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import {
	createSubWalletRequestSchema,
	createWalletRequestSchema,
	WALLET_ERROR_CODES,
	WALLET_API_MESSAGES,
	walletsQuerySchema,
	walletTransactionsQuerySchema,
} from '#contract/wallets/api.ts'
import { walletAssetSchema } from '#contract/wallets/network-schemas.ts'
import { WALLET_MESSAGES } from '#contract/wallets/networks.ts'
import { WITHDRAWAL_API_MESSAGES } from '#contract/wallets/withdrawal-messages.ts'
import {
	confirmWithdrawalRequestSchema,
	createWithdrawalQuoteRequestSchema,
	WITHDRAWAL_ERROR_CODES,
	withdrawalLimitsQuerySchema,
	withdrawalQuoteIdSchema,
} from '#contract/wallets/withdrawals.ts'
import { answerAsked, askIfRuled } from '../approvals/ask.ts'
import { auditTrail } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { notFound, pageAnswer, pageRequest, readQuery } from '../http/lists.ts'
import { refused } from '../http/refusal.ts'
import { readBody } from '../http/request.ts'
import { checkTransferPin } from '../ledger/pin-check.ts'
import { requireActiveService } from '../products/service-guard.ts'
import { fail, ok } from '../responses.ts'
import { totpGate } from '../settings/totp-gate.ts'
import { notifyWalletCreated } from './notices.ts'
import { listPrices } from './prices.ts'
import {
	toWalletTransaction,
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
import {
	createWithdrawalQuote,
	findWithdrawal,
	findWithdrawalByQuote,
	findWithdrawalQuote,
	isQuoteExpired,
	submitWithdrawal,
	toWithdrawalQuote,
	withdrawalLimits,
	withdrawnToday,
} from './withdrawals.ts'

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

	// ─── Withdrawals (contract/wallets/withdrawals.ts) ───

	const blacklisted = (c: Context<AppEnv>) => {
		const message = WITHDRAWAL_API_MESSAGES.blacklisted
		return fail(c, 422, message, [{ message, code: WITHDRAWAL_ERROR_CODES.addressBlacklisted, field: 'address' }])
	}

	// The withdrawal line's limits and what is left of today's, which the withdraw form shows (contract/card-limits.ts).
	app.get('/withdrawals/limits', ...guard, async (c) => {
		const query = readQuery(c, withdrawalLimitsQuerySchema)
		if (!query.ok) return query.response
		const pk = c.get('integrator').pk
		const asset = query.data.asset
		const [limits, used] = await Promise.all([withdrawalLimits(ctx.db, pk, asset, ctx.now()), withdrawnToday(ctx.db, pk, asset, ctx.now())])
		return ok(c, 'Withdrawal limits', cardLimitsView(limits, used, asset))
	})

	app.post('/withdrawals/quote', ...guard, async (c) => {
		const input = await readBody(c, createWithdrawalQuoteRequestSchema)
		if (!input.ok) return input.response
		const me = c.get('integrator')
		const quoted = await createWithdrawalQuote(ctx.db, me, input.data, ctx.now())
		if (!quoted.ok) return refused(c, quoted)
		return ok(c, WITHDRAWAL_API_MESSAGES.quoteCreated, toWithdrawalQuote(quoted.row, null, ctx.now()), 201)
	})

	app.get('/withdrawals/quote/:id', ...guard, async (c) => {
		const me = c.get('integrator')
		const id = withdrawalQuoteIdSchema.safeParse(c.req.param('id'))
		const row = id.success ? await findWithdrawalQuote(ctx.db, me.pk, id.data) : null
		if (!row) return notFound(c, WITHDRAWAL_API_MESSAGES.quoteNotFound)
		return ok(
			c,
			WITHDRAWAL_API_MESSAGES.quoteCreated,
			toWithdrawalQuote(row, await findWithdrawalByQuote(ctx.db, me.pk, row.id), ctx.now()),
		)
	})

	/**
	 * A quote confirmed, in the transfers' order: a used quote answers its
	 * withdrawal (before the PIN, as any replay), an expired one is refused,
	 * then the PIN (rate limit and lockout), the authenticator code when 2FA
	 * is on (spent last), and the one database transaction that moves the money.
	 */
	app.post('/withdrawals', ...guard, async (c) => {
		const input = await readBody(c, confirmWithdrawalRequestSchema)
		if (!input.ok) return input.response
		const me = c.get('integrator')
		const quote = await findWithdrawalQuote(ctx.db, me.pk, input.data.quoteId)
		if (!quote) return notFound(c, WITHDRAWAL_API_MESSAGES.quoteNotFound)
		const earlier = await findWithdrawalByQuote(ctx.db, me.pk, quote.id)
		if (earlier) return ok(c, WITHDRAWAL_API_MESSAGES.replayed, toWalletTransaction(earlier))
		// A quote that waits for approval answers its request, whatever is clicked again (records 134, 136).
		const asked = await answerAsked(ctx, c, me.pk, quote.id)
		if (asked) return asked
		if (quote.refusedAt) return blacklisted(c)
		if (isQuoteExpired(quote, ctx.now())) {
			const message = WITHDRAWAL_API_MESSAGES.quoteExpired
			return fail(c, 409, message, [{ message, code: WITHDRAWAL_ERROR_CODES.quoteExpired, field: 'quoteId' }])
		}
		const pinRefusal = await checkTransferPin(ctx, c, input.data.pin)
		if (pinRefusal) return pinRefusal
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const spent = await gate.spend()
		if (spent) return spent
		// Two keys for money (record 136): at or above the asset's rule the withdrawal waits for a second member;
		// a destination the blacklist check refuses is refused now, as always, not held for an approver.
		if (!(quote.blacklistCheck && quote.blacklisted)) {
			const ask = { integratorPk: me.pk, kind: 'WITHDRAWAL' as const, quoteId: quote.id }
			const waits = await askIfRuled(ctx, c, { ...ask, amounts: [{ currency: quote.asset as CryptoAsset, amount: quote.amount }] })
			if (waits) return waits
		}
		const result = await submitWithdrawal(ctx.db, quote, ctx.now, auditTrail(c))
		if ('ok' in result) return refused(c, result)
		if (result.kind === 'blacklisted') return blacklisted(c)
		if (result.kind === 'replayed') return ok(c, WITHDRAWAL_API_MESSAGES.replayed, toWalletTransaction(result.row))
		return ok(c, WITHDRAWAL_API_MESSAGES.created, toWalletTransaction(result.row), 201)
	})

	app.get('/withdrawals/:id', ...guard, async (c) => {
		const row = await findWithdrawal(ctx.db, c.get('integrator').pk, c.req.param('id'))
		return row ? ok(c, 'Withdrawal', toWalletTransaction(row)) : notFound(c, WITHDRAWAL_API_MESSAGES.withdrawalNotFound)
	})

	return app
}
