import { orApprovalResponseSchema } from '#contract/approvals/api.ts'
import {
	accountListResponseSchema,
	balanceHistoriesResponseSchema,
	balanceHistoryResponseSchema,
	ledgerAccountResponseSchema,
	ledgerAccountsResponseSchema,
	ledgerBalanceResponseSchema,
	type LedgerType,
} from '#contract/money/accounts.ts'
import { fundingAccountResponseSchema } from '#contract/money/accounts.ts'
import {
	ledgerTransactionResponseSchema,
	ledgerTransactionsResponseSchema,
	transactionsResponseSchema,
	type TransferStatus,
	type TransactionType,
} from '#contract/money/ledger.ts'
import {
	banksResponseSchema,
	chargeResponseSchema,
	localTransferResponseSchema,
	localTransferSchema,
	localTransfersResponseSchema,
	topupResponseSchema,
	topupsResponseSchema,
	quoteResponseSchema,
	type ChargeQuery,
	type ConfirmQuoteRequest,
	type CreateLocalTransferRequest,
	type CreateQuoteRequest,
} from '#contract/money/transfers.ts'
import type { ProviderCall } from './call.server.ts'

/** The filters every list of movements takes; absent or empty means none. */
export type MovementQuery = {
	limit?: number
	lek?: string
	from?: string
	to?: string
	type?: TransactionType
	status?: TransferStatus
	currency?: string
	q?: string
}

export type LedgerAccountsQuery = { limit?: number; lek?: string; ledgerType?: LedgerType; currency?: string }

/** Balances, accounts, ledgers and movements. */
export function moneyApi(call: ProviderCall) {
	return {
		getLedgerBalance: () => call('/integrator/v1/ledger-balance', { schema: ledgerBalanceResponseSchema }).then((answer) => answer.data),
		getAccounts: () => call('/integrator/v1/accounts', { schema: accountListResponseSchema }).then((answer) => answer.data),
		getLedgerAccounts: (query: LedgerAccountsQuery) =>
			call('/integrator/v1/ledger/accounts', { query, schema: ledgerAccountsResponseSchema }).then((answer) => answer.data),
		getLedgerAccount: (id: string) =>
			call('/integrator/v1/ledger/account', { query: { id }, schema: ledgerAccountResponseSchema }).then((answer) => answer.data),
		/** Each day's closing balance from `from` to `to` (the provider's default: the last 30 days). */
		getBalanceHistory: (id: string, range: { from?: string; to?: string } = {}) =>
			call('/integrator/v1/ledger/account/history', { query: { id, ...range }, schema: balanceHistoryResponseSchema }).then(
				(answer) => answer.data,
			),
		/** The last 30 days of every account of a ledger type, in one call (an overview's trends). */
		getBalanceHistories: (type: LedgerType) =>
			call('/integrator/v1/ledger/histories', { query: { type }, schema: balanceHistoriesResponseSchema }).then((answer) => answer.data),
		getLedgerEntries: (accountId: string, query: MovementQuery) =>
			call('/integrator/v1/ledger/transactions', { query: { accountId, ...query }, schema: ledgerTransactionsResponseSchema }).then(
				(answer) => answer.data,
			),
		getLedgerTransaction: (id: string) =>
			call('/integrator/v1/ledger/transaction', { query: { id }, schema: ledgerTransactionResponseSchema }).then((answer) => answer.data),
		getTransactions: (query: MovementQuery & { ledgerType?: LedgerType }) =>
			call('/integrator/v1/transactions', { query, schema: transactionsResponseSchema }).then((answer) => answer.data),
		...fundingTransfersApi(call),
	}
}

// ─── Funding accounts, top-ups and local transfers ──────────────────────────

/**
 * How to fund each currency, its top-ups, and local transfers out of a
 * funding balance (quote, create, follow, list). Spread into the money API.
 */
export function fundingTransfersApi(call: ProviderCall) {
	return {
		/** The virtual bank account of one currency (null when the provider has none for it). */
		getFundingAccount: (currency: string) =>
			call('/integrator/v1/funding-account', { query: { currency }, schema: fundingAccountResponseSchema }).then((a) => a.data[0] ?? null),
		listTopups: (query: MovementQuery) => call('/integrator/v1/topups', { query, schema: topupsResponseSchema }).then((a) => a.data),
		getTopup: (id: string) => call(`/integrator/v1/topups/${encodeURIComponent(id)}`, { schema: topupResponseSchema }).then((a) => a.data),
		listBanks: (currency: string) =>
			call('/integrator/v1/local-transfer/banks', { query: { currency }, schema: banksResponseSchema }).then((a) => a.data),
		getTransferCharge: (query: ChargeQuery) =>
			call('/integrator/v1/local-transfer/charge', { query, schema: chargeResponseSchema }).then((a) => a.data),
		/** A quote kept by the provider under an id, with every figure the confirmation will move. */
		createTransferQuote: (body: CreateQuoteRequest) =>
			call('/integrator/v1/local-transfer/quote', { method: 'POST', body, schema: quoteResponseSchema }).then((a) => a.data),
		getTransferQuote: (id: string) =>
			call(`/integrator/v1/local-transfer/quote/${encodeURIComponent(id)}`, { schema: quoteResponseSchema }).then((a) => a.data),
		/** The quote's transfer: 201 made now, 200 the one it made before (its id is the idempotency key); 202 the approval request (record 136). */
		confirmTransferQuote: (body: ConfirmQuoteRequest) =>
			call('/integrator/v1/local-transfer', { method: 'POST', body, schema: orApprovalResponseSchema(localTransferSchema) }).then(
				(a) => a.data,
			),
		/** 201 a new transfer; 200 the same transfer again for a key already used with this request. */
		createLocalTransfer: (body: CreateLocalTransferRequest) =>
			call('/integrator/v1/local-transfer', { method: 'POST', body, schema: localTransferResponseSchema }).then((a) => a.data),
		getLocalTransfer: (id: string) =>
			call(`/integrator/v1/local-transfer/${encodeURIComponent(id)}`, { schema: localTransferResponseSchema }).then((a) => a.data),
		listLocalTransfers: (query: MovementQuery) =>
			call('/integrator/v1/local-transfers', { query, schema: localTransfersResponseSchema }).then((a) => a.data),
	}
}
