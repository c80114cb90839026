import { formatMoney, formatPrice } from '#contract/money/format.ts'
import type { TradingQuote, TradingTransfer } from '#contract/trading/api.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import { raiseEvent } from '../events/events.ts'
import { notify } from '../ledger/notices.ts'
import type { MessageContext } from '../outbox/outbox.ts'

/** The Trading service's e-mails, each under its TRADING preference (docs/product/settings.md#manage-emails); on unless turned off. */

type Recipient = Pick<IntegratorRow, 'pk' | 'email' | 'firstName'>

export const settlementSubject = (quote: Pick<TradingQuote, 'side' | 'pay' | 'receive'>) =>
	quote.side === 'BUY'
		? `Trade settled: bought ${formatMoney(quote.receive.amount, quote.receive.currency)} for ${formatMoney(quote.pay.amount, quote.pay.currency)}`
		: `Trade settled: sold ${formatMoney(quote.pay.amount, quote.pay.currency)} for ${formatMoney(quote.receive.amount, quote.receive.currency)}`
export const tradingWalletCreatedSubject = (currency: string) => `Your ${currency} trading wallet is ready`
export const internalTransferSubject = (transfer: Pick<TradingTransfer, 'direction' | 'amount' | 'currency'>) =>
	transfer.direction === 'IN'
		? `${formatMoney(transfer.amount, transfer.currency)} moved to your trading wallet`
		: `${formatMoney(transfer.amount, transfer.currency)} moved out of your trading wallet`
export const tradingDepositSubject = (currency: string, amount: string) =>
	`${formatMoney(amount, currency)} deposited to your trading wallet`
export const tradingWithdrawalSubject = (currency: string, amount: string) =>
	`${formatMoney(amount, currency)} withdrawn from your trading wallet`

export async function notifySettlement(ctx: MessageContext, integrator: Recipient, quote: TradingQuote) {
	await raiseEvent(ctx, integrator.pk, 'trading.trade.settled', quote)
	return notify(ctx, integrator, 'TRADING_SETTLEMENT', settlementSubject(quote), [
		`Your ${quote.pair} order ${quote.id} has settled at ${formatPrice(quote.price, quote.quote)} per ${quote.base}.`,
		`You paid ${formatMoney(quote.pay.amount, quote.pay.currency)} and received ${formatMoney(quote.receive.amount, quote.receive.currency)}; the fee was ${formatMoney(quote.fee, quote.quote)} (${quote.feePercent}%).`,
	])
}

export function notifyTradingWalletCreated(ctx: MessageContext, integrator: Recipient, currency: string) {
	return notify(ctx, integrator, 'TRADING_WALLET_CREATED', tradingWalletCreatedSubject(currency), [
		`Your ${currency} trading wallet has been opened. Move ${currency} into it from your ${currency} main wallet or funding balance to trade.`,
	])
}

export function notifyInternalTransfer(ctx: MessageContext, integrator: Recipient, transfer: TradingTransfer) {
	const other = transfer.counterpart === 'MAIN_WALLET' ? `${transfer.currency} main wallet` : `${transfer.currency} funding balance`
	return notify(ctx, integrator, 'TRADING_INTERNAL_TRANSFER', internalTransferSubject(transfer), [
		transfer.direction === 'IN'
			? `${formatMoney(transfer.amount, transfer.currency)} has moved from your ${other} to your ${transfer.currency} trading wallet.`
			: `${formatMoney(transfer.amount, transfer.currency)} has moved from your ${transfer.currency} trading wallet to your ${other}.`,
		`Reference: ${transfer.id}.`,
	])
}

export function notifyTradingDeposit(ctx: MessageContext, integrator: Recipient, currency: string, amount: string, reference: string) {
	return notify(ctx, integrator, 'TRADING_WALLETS_DEPOSIT_COMPLETED', tradingDepositSubject(currency, amount), [
		`${formatMoney(amount, currency)} has been credited to your ${currency} trading wallet. Reference: ${reference}.`,
	])
}

export function notifyTradingWithdrawal(ctx: MessageContext, integrator: Recipient, currency: string, amount: string, reference: string) {
	return notify(ctx, integrator, 'TRADING_WITHDRAWAL_COMPLETED', tradingWithdrawalSubject(currency, amount), [
		`${formatMoney(amount, currency)} has been paid out of your ${currency} trading wallet. Reference: ${reference}.`,
	])
}
