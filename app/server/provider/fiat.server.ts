import { z } from 'zod'
import { approvalRequestSchema } from '#contract/approvals/api.ts'
import { envelope } from '#contract/envelope.ts'
import {
	fiatTransactionsResponseSchema,
	fiatWalletListResponseSchema,
	fiatWalletResponseSchema,
	internalTransferResponseSchema,
	type FiatTransactionsQuery,
	type InternalTransferRequest,
} from '#contract/fiat/api.ts'
import {
	accountNameResponseSchema,
	beneficiaryListResponseSchema,
	beneficiaryResponseSchema,
	deleteBeneficiaryResponseSchema,
} from '#contract/fiat/beneficiaries.ts'
import type { BeneficiaryRequest } from '#contract/fiat/beneficiary-checks.ts'
import { fiatFeeResponseSchema } from '#contract/fiat/fees.ts'
import {
	payoutQuoteResponseSchema,
	payoutResponseSchema,
	payoutSchema,
	type ConfirmPayoutRequest,
	type CreatePayoutQuoteRequest,
} from '#contract/fiat/payouts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import type { ProviderCall } from './call.server.ts'

/** A confirmation's answer: the payout, or the request that waits for a second member (it alone has `requestedBy`). */
const payoutOrApprovalResponseSchema = envelope(z.union([approvalRequestSchema, payoutSchema]))

/** The query of a wallet's transactions as sent; absent or empty means no filter. */
export type FiatTransactionListQuery = Partial<FiatTransactionsQuery>

/**
 * The Fiat wallet service (`/fcat/v1`, contract/fiat/api.ts and payouts.ts;
 * FCAT active or 409 SERVICE_NOT_ACTIVE), and what every payout shares under
 * `/integrator/v1/fiat`: the fee and the saved beneficiaries
 * (contract/fiat/beneficiaries.ts). Anyone else's id is a 404.
 */
export function fiatApi(call: ProviderCall) {
	const enc = encodeURIComponent
	return {
		listWallets: () => call('/fcat/v1/wallets', { schema: fiatWalletListResponseSchema }).then((a) => a.data),
		/** 201 the wallet with its virtual account; 409 WALLET_EXISTS (field `currency`). */
		createWallet: (currency: FiatCurrency) =>
			call('/fcat/v1/wallets', { method: 'POST', body: { currency }, schema: fiatWalletResponseSchema }).then((a) => a.data),
		/** 404 NO_WALLET while none is held. */
		getWallet: (currency: FiatCurrency) => call(`/fcat/v1/wallets/${currency}`, { schema: fiatWalletResponseSchema }).then((a) => a.data),
		listTransactions: (currency: FiatCurrency, query: FiatTransactionListQuery = {}) =>
			call(`/fcat/v1/wallets/${currency}/transactions`, { query, schema: fiatTransactionsResponseSchema }).then((a) => a.data),
		internalTransfer: (body: InternalTransferRequest) =>
			call('/fcat/v1/internal-transfers', { method: 'POST', body, schema: internalTransferResponseSchema }).then((a) => a.data),
		getFee: (currency: FiatCurrency, amount?: string) =>
			call('/integrator/v1/fiat/fee', { query: { currency, amount }, schema: fiatFeeResponseSchema }).then((a) => a.data),
		listBeneficiaries: (currency?: FiatCurrency) =>
			call('/integrator/v1/fiat/beneficiaries', { query: { currency }, schema: beneficiaryListResponseSchema }).then((a) => a.data),
		/** The holder's name as the bank gives it; 422 ACCOUNT_NOT_FOUND, 400 UNKNOWN_BANK or a check's refusal, each naming its field. */
		resolveBeneficiary: (body: BeneficiaryRequest) =>
			call('/integrator/v1/fiat/beneficiaries/resolve', { method: 'POST', body, schema: accountNameResponseSchema }).then((a) => a.data),
		createBeneficiary: (body: BeneficiaryRequest) =>
			call('/integrator/v1/fiat/beneficiaries', { method: 'POST', body, schema: beneficiaryResponseSchema }).then((a) => a.data),
		deleteBeneficiary: (id: string) =>
			call(`/integrator/v1/fiat/beneficiaries/${enc(id)}`, { method: 'DELETE', schema: deleteBeneficiaryResponseSchema }).then(
				(a) => a.data,
			),
		createPayoutQuote: (body: CreatePayoutQuoteRequest) =>
			call('/fcat/v1/payouts/quote', { method: 'POST', body, schema: payoutQuoteResponseSchema }).then((a) => a.data),
		getPayoutQuote: (id: string) => call(`/fcat/v1/payouts/quote/${enc(id)}`, { schema: payoutQuoteResponseSchema }).then((a) => a.data),
		/**
		 * The quote's one payout: 201 made, 200 made before; 202 the approval request when a rule applies
		 * (record 134); 409 QUOTE_EXPIRED or RECENT_PAYOUT (without sendAgain).
		 */
		confirmPayout: (body: ConfirmPayoutRequest) =>
			call('/fcat/v1/payouts', { method: 'POST', body, schema: payoutOrApprovalResponseSchema }).then((a) => a.data),
		getPayout: (id: string) => call(`/fcat/v1/payouts/${enc(id)}`, { schema: payoutResponseSchema }).then((a) => a.data),
	}
}
