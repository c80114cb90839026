import { orApprovalResponseSchema } from '#contract/approvals/api.ts'
import { cardLimitsResponseSchema } from '#contract/card-limits.ts'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import {
	pricesResponseSchema,
	walletResponseSchema,
	walletsResponseSchema,
	walletsSummaryResponseSchema,
	walletTransactionResponseSchema,
	walletTransactionSchema,
	walletTransactionsResponseSchema,
	type CreateSubWalletRequest,
	type CreateWalletRequest,
	type WalletsQuery,
	type WalletTransactionsQuery,
} from '#contract/wallets/api.ts'
import {
	withdrawalQuoteResponseSchema,
	type ConfirmWithdrawalRequest,
	type CreateWithdrawalQuoteRequest,
} from '#contract/wallets/withdrawals.ts'
import type { ProviderCall } from './call.server.ts'

/** The query of the wallets list as sent; absent or empty means no filter. */
export type WalletListQuery = Partial<WalletsQuery>
/** The query of a wallet's transactions as sent; absent or empty means no filter. */
export type WalletTransactionListQuery = Partial<WalletTransactionsQuery>

/**
 * The crypto Wallet service (`/wallets/v1`, contract/wallets/api.ts): the
 * summary per asset, wallets (main and sub), one wallet's transactions and
 * prices. Every call needs the WALLETS service active (409 SERVICE_NOT_ACTIVE
 * otherwise); another integrator's wallet id is a 404.
 */
export function walletsApi(call: ProviderCall) {
	return {
		/** Per asset held, over all wallets of it, and the total in USD. */
		getSummary: () => call('/wallets/v1/summary', { schema: walletsSummaryResponseSchema }).then((a) => a.data),
		/** A page of wallets, oldest first. */
		listWallets: (query: WalletListQuery = {}) => call('/wallets/v1/wallets', { query, schema: walletsResponseSchema }).then((a) => a.data),
		getWallet: (id: string) => call(`/wallets/v1/wallets/${encodeURIComponent(id)}`, { schema: walletResponseSchema }).then((a) => a.data),
		/** A page of one wallet's transactions, newest first. */
		listWalletTransactions: (id: string, query: WalletTransactionListQuery = {}) =>
			call(`/wallets/v1/wallets/${encodeURIComponent(id)}/transactions`, {
				query,
				schema: walletTransactionsResponseSchema,
			}).then((a) => a.data),
		/** The asset's main wallet; 404 while none is held (a wallet page is addressed by asset). */
		getMainWallet: (asset: CryptoAsset) => call(`/wallets/v1/main-wallets/${asset}`, { schema: walletResponseSchema }).then((a) => a.data),
		/** A page of the asset's main wallet's transactions, newest first: asked beside the wallet itself. */
		listMainWalletTransactions: (asset: CryptoAsset, query: WalletTransactionListQuery = {}) =>
			call(`/wallets/v1/main-wallets/${asset}/transactions`, { query, schema: walletTransactionsResponseSchema }).then((a) => a.data),
		getPrices: () => call('/wallets/v1/prices', { schema: pricesResponseSchema }).then((a) => a.data),
		/** 201 the asset's main wallet; 409 WALLET_EXISTS (field `asset`) when one is held. */
		createMainWallet: (body: CreateWalletRequest) =>
			call('/wallets/v1/wallets', { method: 'POST', body, schema: walletResponseSchema }).then((a) => a.data),
		/** 201 a sub-wallet of the asset (its main wallet must exist). */
		createSubWallet: (body: CreateSubWalletRequest) =>
			call('/wallets/v1/sub-wallets', { method: 'POST', body, schema: walletResponseSchema }).then((a) => a.data),
		/** The rate card's withdrawal limits of the asset and what is left of today's (contract/card-limits.ts). */
		getWithdrawalLimits: (asset: CryptoAsset) =>
			call('/wallets/v1/withdrawals/limits', { query: { asset }, schema: cardLimitsResponseSchema }).then((a) => a.data),
		/** 201 a withdrawal quote (`wqt_…`) with every figure; 400 with the field for a bad address or amount. */
		createWithdrawalQuote: (body: CreateWithdrawalQuoteRequest) =>
			call('/wallets/v1/withdrawals/quote', { method: 'POST', body, schema: withdrawalQuoteResponseSchema }).then((a) => a.data),
		getWithdrawalQuote: (id: string) =>
			call(`/wallets/v1/withdrawals/quote/${encodeURIComponent(id)}`, { schema: withdrawalQuoteResponseSchema }).then((a) => a.data),
		/**
		 * The quote's one withdrawal: 201 made, 200 made before (a replay); 202 the approval request when a rule
		 * applies (record 136); 409 QUOTE_EXPIRED, 422 ADDRESS_BLACKLISTED.
		 */
		confirmWithdrawal: (body: ConfirmWithdrawalRequest) =>
			call('/wallets/v1/withdrawals', { method: 'POST', body, schema: orApprovalResponseSchema(walletTransactionSchema) }).then(
				(a) => a.data,
			),
		getWithdrawal: (id: string) =>
			call(`/wallets/v1/withdrawals/${encodeURIComponent(id)}`, { schema: walletTransactionResponseSchema }).then((a) => a.data),
	}
}
