import { randomBytes } from 'node:crypto'
import { amountDecimalsIssue, fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import {
	fxRateRequestSchema,
	TRADING_MESSAGES,
	tradingMovementRequestSchema,
	type FxRate,
	type TradingQuote,
} from '#contract/trading/api.ts'
import { TRADING_FX_CURRENCIES, type TradingCurrency, type TradingFxCurrency } from '#contract/trading/pairs.ts'
import { findIntegratorByEmail } from '../auth/integrators.ts'
import type { Db } from '../db/database.ts'
import { refuse, refuseInput, type Answer } from '../http/refusal.ts'
import { findAccount } from '../ledger/accounts.ts'
import { InsufficientBalanceError, lockAccounts, postTransaction } from '../ledger/post.ts'
import type { MessageContext } from '../outbox/outbox.ts'
import { setFxRate } from './fx.ts'
import { notifyTradingDeposit, notifyTradingWalletCreated, notifyTradingWithdrawal } from './notices.ts'
import { expireQuote, findQuote, latestQuotes, toTradingQuote } from './quotes.ts'
import { findTradingAccount, openTradingWallet } from './wallets.ts'

/**
 * The Trading service's back office, shared by the control API and the CLI:
 * FX rates, the quotes, one quote expired (tests never move the clock),
 * money arriving in or paid out of a trading wallet from outside.
 */

export async function setRate(ctx: MessageContext, currencyParam: string, body: unknown): Promise<Answer<FxRate>> {
	const currency = currencyParam.toUpperCase()
	if (!(TRADING_FX_CURRENCIES as readonly string[]).includes(currency))
		return refuse(400, `The FX rates are ${TRADING_FX_CURRENCIES.join(', ')}'s (USD is 1; a stablecoin has a USD price)`, {
			field: 'currency',
		})
	const input = fxRateRequestSchema.safeParse(body)
	if (!input.success) return refuseInput(input.error.issues)
	return { ok: true, data: await setFxRate(ctx.db, currency as TradingFxCurrency, input.data.perUsd, ctx.now()) }
}

export async function listQuotesControl(ctx: MessageContext, email: string | undefined): Promise<Answer<TradingQuote[]>> {
	let pk: string | null = null
	if (email) {
		const integrator = await findIntegratorByEmail(ctx.db, email.toLowerCase())
		if (!integrator) return refuse(404, `No integrator with the e-mail ${email}`)
		pk = integrator.pk
	}
	const nowMs = ctx.now()
	return { ok: true, data: (await latestQuotes(ctx.db, pk)).map((row) => toTradingQuote(row, nowMs)) }
}

export async function expireQuoteControl(ctx: MessageContext, id: string): Promise<Answer<TradingQuote>> {
	const nowMs = ctx.now()
	const row = await expireQuote(ctx.db, id, nowMs)
	if (row) return { ok: true, data: toTradingQuote(row, nowMs) }
	const existing = await findQuote(ctx.db, null, id)
	if (!existing) return refuse(404, TRADING_MESSAGES.quoteNotFound)
	return refuse(409, `This quote is ${toTradingQuote(existing, nowMs).status.toLowerCase()} already`)
}

export type Movement = { id: string; currency: TradingCurrency; amount: string; balance: string }

/**
 * Money from outside into a trading wallet (a wire or a send to the
 * provider's desk: opened if need be, TRADING_WALLETS_DEPOSIT_COMPLETED), or
 * paid out of it (TRADING_WITHDRAWAL_COMPLETED), against the provider's clearing account.
 */
export async function moveTradingMoney(
	ctx: MessageContext,
	email: string,
	body: unknown,
	kind: 'deposit' | 'withdrawal',
): Promise<Answer<Movement>> {
	const input = tradingMovementRequestSchema.safeParse(body)
	if (!input.success) return refuseInput(input.error.issues)
	const currency = input.data.currency
	const decimals = amountDecimalsIssue(input.data.amount, currency)
	if (decimals) return refuse(400, decimals, { field: 'amount' })
	const integrator = await findIntegratorByEmail(ctx.db, email.toLowerCase())
	if (!integrator) return refuse(404, `No integrator with the e-mail ${email}`)
	const amount = toMinorUnits(input.data.amount, currency)
	const id = `${kind === 'deposit' ? 'tdp' : 'twd'}_${randomBytes(10).toString('hex')}`
	try {
		const { opened, balance } = await moveOutsideMoney(ctx.db, integrator.pk, { id, currency, amount, kind }, ctx.now)
		if (opened) await notifyTradingWalletCreated(ctx, integrator, currency)
		const text = fromMinorUnits(amount, currency)
		if (kind === 'deposit') await notifyTradingDeposit(ctx, integrator, currency, text, id)
		else await notifyTradingWithdrawal(ctx, integrator, currency, text, id)
		return { ok: true, data: { id, currency, amount: text, balance: fromMinorUnits(balance, currency) } }
	} catch (error) {
		if (error instanceof InsufficientBalanceError) return refuse(400, `More than the ${currency} trading wallet holds`, { field: 'amount' })
		throw error
	}
}

/** The movement itself, against the provider's clearing account (also the scenarios' funding): the wallet opened if need be. */
export async function moveOutsideMoney(
	db: Db,
	integratorPk: string,
	move: { id: string; currency: TradingCurrency; amount: bigint; kind: 'deposit' | 'withdrawal' },
	now: () => number,
) {
	const { id, currency, amount, kind } = move
	return db.transaction(async (tx) => {
		const opened = (await openTradingWallet(tx, integratorPk, currency, now())).created
		const trading = (await findTradingAccount(tx, integratorPk, currency))!
		const clearing = (await findAccount(tx, integratorPk, 'provider', 'clearing', currency))!
		await lockAccounts(tx, [trading.id, clearing.id])
		const sign = kind === 'deposit' ? 1n : -1n
		await postTransaction(
			tx,
			{
				integratorPk,
				type: kind === 'deposit' ? 'TOPUP' : 'TRANSFER',
				status: 'ITF_COMPLETED',
				currency,
				amount,
				reference: id,
				description: kind === 'deposit' ? `${currency} deposited to the trading wallet` : `${currency} paid out of the trading wallet`,
				legs: [
					{ accountId: trading.id, amount: sign * amount },
					{ accountId: clearing.id, amount: -sign * amount },
				],
			},
			now,
		)
		return { opened, balance: (await findTradingAccount(tx, integratorPk, currency))!.balance }
	})
}
