import { Hono } from 'hono'
import {
	accountIdQuerySchema,
	BALANCE_HISTORIES_MAX_ACCOUNTS,
	balanceHistoriesQuerySchema,
	balanceHistoryQuerySchema,
	fundingAccountQuerySchema,
	ledgerAccountsQuerySchema,
} from '#contract/money/accounts.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import { FIAT_CURRENCIES, type FiatCurrency } from '#contract/money/currencies.ts'
import { MONEY_MESSAGES } from '#contract/money/errors.ts'
import {
	ledgerTransactionsQuerySchema,
	transactionIdQuerySchema,
	transactionsQuerySchema,
	type TransactionType,
} from '#contract/money/ledger.ts'
import { topupsQuerySchema } from '#contract/money/transfers.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { notFound, pageAnswer, pageRequest, readQuery } from '../http/lists.ts'
import { fail, ok } from '../responses.ts'
import { caller, findOwnAccount, listAccountRows, listAccounts, listAccountsPage, toAccount } from './accounts.ts'
import { fundingAccountDetails } from './banks.ts'
import { getTransaction, listEntries, listTransactions } from './entries.ts'
import { balanceHistory } from './history.ts'
import { findTopup, listTopups, toTopup } from './topups.ts'

const TRANSFER_TYPES: TransactionType[] = ['TRANSFER', 'INTERNAL_TRANSFER']

/**
 * /integrator/v1: what the integrator reads of its money — balances,
 * accounts and their entries, transactions, top-ups. Everything is the
 * caller's own: another integrator's id is a 404, never a 403 that would
 * confirm it exists.
 */
export function ledgerRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)

	app.get('/ledger-balance', auth, async (c) => {
		const me = await caller(ctx, c)
		const accounts = await listAccounts(ctx.db, me.pk)
		return ok(
			c,
			'Ledger balances',
			accounts.map(({ ledgerType, currency, balance }) => ({ ledgerType, currency, balance })),
		)
	})

	app.get('/accounts', auth, async (c) => ok(c, 'Accounts', await listAccounts(ctx.db, (await caller(ctx, c)).pk)))

	app.get('/funding-account', auth, async (c) => {
		const query = readQuery(c, fundingAccountQuerySchema)
		if (!query.ok) return query.response
		const me = await caller(ctx, c)
		const name = me.businessName ?? `${me.firstName} ${me.lastName}`
		const balances = new Map(
			(await listAccounts(ctx.db, me.pk))
				.filter((account) => account.ledgerType === 'funding')
				.map((account) => [account.currency, account.balance]),
		)
		const currencies: readonly FiatCurrency[] = query.data.currency ? [query.data.currency] : FIAT_CURRENCIES
		return ok(
			c,
			'Funding accounts',
			currencies.map((currency) => ({
				...fundingAccountDetails({ pk: me.pk, name }, currency),
				balance: balances.get(currency) ?? fromMinorUnits(0n, currency),
			})),
		)
	})

	app.get('/ledger/accounts', auth, async (c) => {
		const query = readQuery(c, ledgerAccountsQuerySchema)
		if (!query.ok) return query.response
		const me = await caller(ctx, c)
		return pageAnswer(
			c,
			'Ledger accounts',
			await listAccountsPage(ctx.db, me.pk, query.data, pageRequest(ctx, `${me.pk}|accounts`, query.data)),
		)
	})

	app.get('/ledger/account', auth, async (c) => {
		const query = readQuery(c, accountIdQuerySchema)
		if (!query.ok) return query.response
		const account = await findOwnAccount(ctx.db, (await caller(ctx, c)).pk, query.data.id)
		return account ? ok(c, 'Ledger account', toAccount(account)) : notFound(c, MONEY_MESSAGES.accountNotFoundById)
	})

	app.get('/ledger/account/history', auth, async (c) => {
		const query = readQuery(c, balanceHistoryQuerySchema)
		if (!query.ok) return query.response
		const account = await findOwnAccount(ctx.db, (await caller(ctx, c)).pk, query.data.id)
		if (!account) return notFound(c, MONEY_MESSAGES.accountNotFoundById)
		const history = await balanceHistory(ctx.db, account, query.data, ctx.now())
		if (!history.ok) return fail(c, 400, history.message, [{ message: history.message, field: history.field }])
		return ok(c, 'Balance history', history.data)
	})

	app.get('/ledger/histories', auth, async (c) => {
		const query = readQuery(c, balanceHistoriesQuerySchema)
		if (!query.ok) return query.response
		const accounts = (await listAccountRows(ctx.db, (await caller(ctx, c)).pk))
			.filter((account) => account.ledgerType === query.data.type)
			.slice(0, BALANCE_HISTORIES_MAX_ACCOUNTS)
		const now = ctx.now()
		const histories = []
		for (const account of accounts) {
			// The default range (the last 30 days) is always valid: no refusal to pass on.
			const history = await balanceHistory(ctx.db, account, {}, now)
			if (history.ok) histories.push(history.data)
		}
		return ok(c, 'Balance histories', histories)
	})

	app.get('/ledger/transactions', auth, async (c) => {
		const query = readQuery(c, ledgerTransactionsQuerySchema)
		if (!query.ok) return query.response
		const account = await findOwnAccount(ctx.db, (await caller(ctx, c)).pk, query.data.accountId)
		if (!account) return notFound(c, MONEY_MESSAGES.accountNotFoundById)
		return pageAnswer(
			c,
			'Ledger entries',
			await listEntries(ctx.db, account.id, query.data, pageRequest(ctx, `${account.integratorPk}|entries|${account.id}`, query.data)),
		)
	})

	app.get('/ledger/transaction', auth, async (c) => {
		const query = readQuery(c, transactionIdQuerySchema)
		if (!query.ok) return query.response
		const transaction = await getTransaction(ctx.db, (await caller(ctx, c)).pk, query.data.id)
		return transaction ? ok(c, 'Ledger transaction', transaction) : notFound(c, MONEY_MESSAGES.transactionNotFound)
	})

	app.get('/transactions', auth, async (c) => {
		const query = readQuery(c, transactionsQuerySchema)
		if (!query.ok) return query.response
		const me = await caller(ctx, c)
		return pageAnswer(
			c,
			'Transactions',
			await listTransactions(ctx.db, me.pk, query.data, pageRequest(ctx, `${me.pk}|transactions`, query.data)),
		)
	})

	app.get('/transfers', auth, async (c) => {
		const query = readQuery(c, transactionsQuerySchema)
		if (!query.ok) return query.response
		const me = await caller(ctx, c)
		const options = { ...query.data, types: TRANSFER_TYPES }
		return pageAnswer(c, 'Transfers', await listTransactions(ctx.db, me.pk, options, pageRequest(ctx, `${me.pk}|transfers`, query.data)))
	})

	app.get('/topups', auth, async (c) => {
		const query = readQuery(c, topupsQuerySchema)
		if (!query.ok) return query.response
		const me = await caller(ctx, c)
		return pageAnswer(c, 'Top-ups', await listTopups(ctx.db, me.pk, query.data, pageRequest(ctx, `${me.pk}|topups`, query.data)))
	})

	app.get('/topups/:id', auth, async (c) => {
		const topup = await findTopup(ctx.db, (await caller(ctx, c)).pk, c.req.param('id'))
		return topup ? ok(c, 'Top-up', toTopup(topup)) : notFound(c, MONEY_MESSAGES.topupNotFound)
	})

	return app
}
