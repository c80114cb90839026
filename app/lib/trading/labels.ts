import { CURRENCY_NAMES } from '#contract/money/currency-list.ts'
import type { TradeSide } from '#contract/trading/arithmetic.ts'
import { isTradingCrypto, TRADING_PAIRS, type TradingCurrency } from '#contract/trading/pairs.ts'
import { TRADING_QUOTE_STATUSES, type TradingQuoteStatus, type TransferDirection } from '#contract/trading/statuses.ts'
import type { TransferTone } from '../money/transfer-status.ts'

/** Where the Trading service's pages live (the sidebar's entry opens the overview). */
export const TRADING_PATH = '/product/trading'
export const QUOTE_FORM_PATH = `${TRADING_PATH}/quote`
export const quotePath = (id: string) => `${QUOTE_FORM_PATH}/${encodeURIComponent(id)}`
export const ORDERS_PATH = `${TRADING_PATH}/orders`
export const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`
export const TRANSFER_PATH = `${TRADING_PATH}/transfer`

/** The overview's 'Open wallet' forms (the page also posts the service's deactivation). */
export const OPEN_WALLET_INTENT = 'open-wallet'

export const STATUS_LABELS: Readonly<Record<TradingQuoteStatus, string>> = { OPEN: 'Open', SETTLED: 'Settled', EXPIRED: 'Expired' }
export const STATUS_OPTIONS = TRADING_QUOTE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))
export const statusTone = (status: TradingQuoteStatus): TransferTone =>
	status === 'SETTLED' ? 'success' : status === 'EXPIRED' ? 'failure' : 'progress'

export const SIDE_LABELS: Readonly<Record<TradeSide, string>> = { BUY: 'Buy', SELL: 'Sell' }
export const SIDE_OPTIONS = (['BUY', 'SELL'] as const).map((value) => ({ value, label: SIDE_LABELS[value] }))
export const PAIR_OPTIONS = TRADING_PAIRS.map((pair) => ({ value: pair, label: pair.replace('-', ' / ') }))

export const currencyName = (currency: TradingCurrency) => CURRENCY_NAMES[currency]
/** Where an internal transfer of the currency goes to or comes from. */
export const counterpartLabel = (currency: TradingCurrency) =>
	isTradingCrypto(currency) ? `${currency} main wallet` : `${currency} funding balance`
export const DIRECTION_LABELS: Readonly<Record<TransferDirection, string>> = {
	IN: 'Into the trading wallet',
	OUT: 'Out of the trading wallet',
}

/** 'Holds until 14:03:27 UTC': a quote's expiry as a time, for the page without JavaScript (and beside the countdown). */
export const holdsUntil = (expiresAt: string) => `Holds until ${new Date(expiresAt).toISOString().slice(11, 19)} UTC`

/** A pair's sentence: 'Buy BTC with USD', 'Sell ETH for NGN'. */
export const tradeTitle = (side: TradeSide, base: string, quote: string) =>
	side === 'BUY' ? `Buy ${base} with ${quote}` : `Sell ${base} for ${quote}`

/** A price, exactly, by the one money formatter: '$65,000.00', '65,019.50585176 USDT'. */
export { formatPrice } from '#contract/money/format.ts'
