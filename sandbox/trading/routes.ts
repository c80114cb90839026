import { Hono, type Context } from 'hono'
import { toMinorUnits, amountDecimalsIssue } from '#contract/money/amounts.ts'
import {
	acceptTradingQuoteRequestSchema,
	createTradingQuoteRequestSchema,
	createTradingTransferRequestSchema,
	createTradingWalletRequestSchema,
	TRADING_ERROR_CODES,
	TRADING_MESSAGES,
	tradingOrdersQuerySchema,
	tradingQuoteIdSchema,
} from '#contract/trading/api.ts'
import { auditTrail } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { notFound, pageAnswer, pageRequest, readQuery } from '../http/lists.ts'
import { refused } from '../http/refusal.ts'
import { readBody } from '../http/request.ts'
import { caller } from '../ledger/accounts.ts'
import { checkTransferPin } from '../ledger/pin-check.ts'
import { requireActiveService } from '../products/service-guard.ts'
import { fail, ok } from '../responses.ts'
import { totpGate } from '../settings/totp-gate.ts'
import { notifyInternalTransfer, notifySettlement, notifyTradingWalletCreated } from './notices.ts'
import { acceptQuote, createQuote, findQuote, listOrders, listPairs, quoteStatus, toTradingQuote } from './quotes.ts'
import { findTransfer, replayTransfer, submitTradingTransfer, toTradingTransfer } from './transfers.ts'
import { findTradingAccount, listTradingWallets, openTradingWallet, toTradingWallet } from './wallets.ts'

/**
 * /trading/v1: the Trading service (contract/trading/api.ts). Every call
 * needs the TRADING service active; every quote and transfer is the caller's
 * own (anyone else's id is a 404).
 */
export function tradingRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	// Per route, not app.use('*'): mounted at /trading/v1, a wildcard would also guard the rate card (/trading/v1/rates/my-rates).
	const guard = [requireIntegrator(ctx), requireActiveService(ctx, 'trading')] as const

	app.get('/wallets', ...guard, async (c) => ok(c, 'Trading wallets', await listTradingWallets(ctx.db, c.get('integrator').pk)))

	app.post('/wallets', ...guard, async (c) => {
		const input = await readBody(c, createTradingWalletRequestSchema)
		if (!input.ok) return input.response
		const me = c.get('integrator')
		const { currency } = input.data
		const { created } = await openTradingWallet(ctx.db, me.pk, currency, ctx.now())
		if (!created) {
			const message = TRADING_MESSAGES.walletExists(currency)
			return fail(c, 409, message, [{ message, code: TRADING_ERROR_CODES.walletExists, field: 'currency' }])
		}
		await notifyTradingWalletCreated(ctx, me, currency)
		return ok(c, TRADING_MESSAGES.walletCreated(currency), toTradingWallet((await findTradingAccount(ctx.db, me.pk, currency))!), 201)
	})

	app.get('/pairs', ...guard, async (c) => ok(c, 'Pairs', await listPairs(ctx.db, c.get('integrator').pk, ctx.now())))

	app.post('/quotes', ...guard, async (c) => {
		const input = await readBody(c, createTradingQuoteRequestSchema)
		if (!input.ok) return input.response
		const quoted = await createQuote(ctx.db, c.get('integrator').pk, input.data, ctx.now())
		if (!quoted.ok) return refused(c, quoted)
		return ok(c, TRADING_MESSAGES.quoteCreated, toTradingQuote(quoted.row, ctx.now()), 201)
	})

	async function ownQuote(c: Context<AppEnv>) {
		const id = tradingQuoteIdSchema.safeParse(c.req.param('id'))
		return id.success ? findQuote(ctx.db, c.get('integrator').pk, id.data) : null
	}

	app.get('/quotes/:id', ...guard, async (c) => {
		const row = await ownQuote(c)
		return row ? ok(c, TRADING_MESSAGES.quoteCreated, toTradingQuote(row, ctx.now())) : notFound(c, TRADING_MESSAGES.quoteNotFound)
	})

	/**
	 * Accept, in the withdrawals' order: a settled quote answers its
	 * settlement (before the PIN, as any replay), an expired one is refused,
	 * then the PIN, the authenticator code when 2FA is on (spent last), and
	 * the one database transaction that settles.
	 */
	app.post('/quotes/:id/accept', ...guard, async (c) => {
		const input = await readBody(c, acceptTradingQuoteRequestSchema)
		if (!input.ok) return input.response
		const me = c.get('integrator')
		const row = await ownQuote(c)
		if (!row) return notFound(c, TRADING_MESSAGES.quoteNotFound)
		const expired = () => {
			const message = TRADING_MESSAGES.quoteExpired
			return fail(c, 409, message, [{ message, code: TRADING_ERROR_CODES.quoteExpired, field: 'quoteId' }])
		}
		const status = quoteStatus(row, ctx.now())
		if (status === 'SETTLED') return ok(c, TRADING_MESSAGES.replayed, toTradingQuote(row, ctx.now()))
		if (status === 'EXPIRED') return expired()
		const pinRefusal = await checkTransferPin(ctx, c, input.data.pin)
		if (pinRefusal) return pinRefusal
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const spent = await gate.spend()
		if (spent) return spent
		const result = await acceptQuote(ctx.db, row, ctx.now, auditTrail(c))
		if ('ok' in result) return refused(c, result)
		if (result.kind === 'expired') return expired()
		const quote = toTradingQuote(result.row, ctx.now())
		if (result.kind === 'replayed') return ok(c, TRADING_MESSAGES.replayed, quote)
		for (const currency of result.opened) await notifyTradingWalletCreated(ctx, me, currency)
		await notifySettlement(ctx, me, quote)
		return ok(c, TRADING_MESSAGES.settled, quote, 201)
	})

	app.get('/orders', ...guard, async (c) => {
		const query = readQuery(c, tradingOrdersQuerySchema)
		if (!query.ok) return query.response
		const me = c.get('integrator')
		return pageAnswer(
			c,
			'Orders',
			await listOrders(ctx.db, me.pk, query.data, pageRequest(ctx, `${me.pk}|trading-orders`, query.data), ctx.now()),
		)
	})

	app.post('/transfers', ...guard, async (c) => {
		const input = await readBody(c, createTradingTransferRequestSchema)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const { currency, direction, amount, idempotencyKey } = input.data
		const decimals = amountDecimalsIssue(amount, currency)
		if (decimals) return fail(c, 400, decimals, [{ message: decimals, field: 'amount' }])
		const request = { currency, direction, amount: toMinorUnits(amount, currency), idempotencyKey }
		// A key used before answers before the PIN, as any replay: its transfer, or the conflict.
		const earlier = await replayTransfer(ctx.db, me.pk, request)
		if (earlier) return 'ok' in earlier ? refused(c, earlier) : ok(c, TRADING_MESSAGES.transferReplayed, toTradingTransfer(earlier.row))
		const pinRefusal = await checkTransferPin(ctx, c, input.data.pin)
		if (pinRefusal) return pinRefusal
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const spent = await gate.spend()
		if (spent) return spent
		const result = await submitTradingTransfer(ctx.db, me.pk, request, ctx.now)
		if ('ok' in result) return refused(c, result)
		const transfer = toTradingTransfer(result.row)
		if (result.kind === 'replayed') return ok(c, TRADING_MESSAGES.transferReplayed, transfer)
		if (result.opened) await notifyTradingWalletCreated(ctx, me, currency)
		await notifyInternalTransfer(ctx, me, transfer)
		return ok(c, TRADING_MESSAGES.transferred, transfer, 201)
	})

	app.get('/transfers/:id', ...guard, async (c) => {
		const row = await findTransfer(ctx.db, c.get('integrator').pk, c.req.param('id'))
		return row ? ok(c, 'Transfer', toTradingTransfer(row)) : notFound(c, TRADING_MESSAGES.transferNotFound)
	})

	return app
}
