import {
	tradingOrdersResponseSchema,
	tradingPairsResponseSchema,
	tradingQuoteResponseSchema,
	tradingTransferResponseSchema,
	tradingWalletResponseSchema,
	tradingWalletsResponseSchema,
	type AcceptTradingQuoteRequest,
	type CreateTradingQuoteRequest,
	type CreateTradingTransferRequest,
	type CreateTradingWalletRequest,
	type TradingOrdersQuery,
} from '#contract/trading/api.ts'
import type { ProviderCall } from './call.server.ts'

/** The orders list's query as sent; absent or empty means no filter. */
export type TradingOrderListQuery = Partial<TradingOrdersQuery>

/**
 * The Trading service (`/trading/v1`, contract/trading/api.ts): trading
 * wallets, pairs and prices, quotes and their acceptance, orders, internal
 * transfers. Every call needs the TRADING service active (409
 * SERVICE_NOT_ACTIVE otherwise); another integrator's quote is a 404.
 */
export function tradingApi(call: ProviderCall) {
	return {
		getWallets: () => call('/trading/v1/wallets', { schema: tradingWalletsResponseSchema }).then((a) => a.data),
		/** 201 the wallet; 409 WALLET_EXISTS (field `currency`) when held. */
		openWallet: (body: CreateTradingWalletRequest) =>
			call('/trading/v1/wallets', { method: 'POST', body, schema: tradingWalletResponseSchema }).then((a) => a.data),
		getPairs: () => call('/trading/v1/pairs', { schema: tradingPairsResponseSchema }).then((a) => a.data),
		/** 201 a firm quote (`tqt_…`); 400 with the field for a pair not offered, an amount out of limits or above the balance. */
		createQuote: (body: CreateTradingQuoteRequest) =>
			call('/trading/v1/quotes', { method: 'POST', body, schema: tradingQuoteResponseSchema }).then((a) => a.data),
		getQuote: (id: string) =>
			call(`/trading/v1/quotes/${encodeURIComponent(id)}`, { schema: tradingQuoteResponseSchema }).then((a) => a.data),
		/** 201 settled, 200 settled before (a replay); 409 QUOTE_EXPIRED; 400 INSUFFICIENT_BALANCE, a wrong PIN. */
		acceptQuote: (id: string, body: AcceptTradingQuoteRequest) =>
			call(`/trading/v1/quotes/${encodeURIComponent(id)}/accept`, { method: 'POST', body, schema: tradingQuoteResponseSchema }).then(
				(a) => a.data,
			),
		/** A page of orders (every quote asked for), newest first. */
		listOrders: (query: TradingOrderListQuery = {}) =>
			call('/trading/v1/orders', { query, schema: tradingOrdersResponseSchema }).then((a) => a.data),
		/** 201 made, 200 made before with this key; 409 IDEMPOTENCY_CONFLICT. */
		transfer: (body: CreateTradingTransferRequest) =>
			call('/trading/v1/transfers', { method: 'POST', body, schema: tradingTransferResponseSchema }).then((a) => a.data),
	}
}
