import {
	collateralTransferResponseSchema,
	collateralWalletResponseSchema,
	collateralWalletsResponseSchema,
	loanResponseSchema,
	loansResponseSchema,
	repaymentResponseSchema,
	statementResponseSchema,
	type CollateralTransferRequest,
	type CreateLoanRequest,
	type LoansQuery,
	type RepaymentRequest,
	type StatementQuery,
} from '#contract/lending/api.ts'
import type { ProviderCall } from './call.server.ts'

/**
 * The Lending service (`/lending/v1`, contract/lending/api.ts): collateral
 * wallets and their transfers, loans, their statements and repayments.
 * Every call needs the LENDING service active (409 SERVICE_NOT_ACTIVE
 * otherwise); another integrator's loan is a 404.
 */
export function lendingApi(call: ProviderCall) {
	return {
		/** Every asset the card lends against, its collateral wallet (or none yet) and its main wallet. */
		getWallets: () => call('/lending/v1/wallets', { schema: collateralWalletsResponseSchema }).then((a) => a.data),
		/** 201 the new collateral wallet; 409 WALLET_EXISTS. */
		createWallet: (asset: string) =>
			call('/lending/v1/wallets', { method: 'POST', body: { asset }, schema: collateralWalletResponseSchema }).then((a) => a.data),
		/** 201 made, 200 made before with this key; 400 on `amount` above what the source holds. */
		transfer: (body: CollateralTransferRequest) =>
			call('/lending/v1/wallets/transfers', { method: 'POST', body, schema: collateralTransferResponseSchema }),
		/** A page of loans, newest first. */
		listLoans: (query: Partial<LoansQuery> = {}) => call('/lending/v1/loans', { query, schema: loansResponseSchema }).then((a) => a.data),
		/** 201 a PENDING loan, 200 the loan this key made before; 400 with the field for a refused figure. */
		requestLoan: (body: CreateLoanRequest) => call('/lending/v1/loans', { method: 'POST', body, schema: loanResponseSchema }),
		getLoan: (id: string) => call(`/lending/v1/loans/${encodeURIComponent(id)}`, { schema: loanResponseSchema }).then((a) => a.data),
		/** A page of the loan's statement, oldest first. */
		getStatement: (id: string, query: Partial<StatementQuery> = {}) =>
			call(`/lending/v1/loans/${encodeURIComponent(id)}/statement`, { query, schema: statementResponseSchema }).then((a) => a.data),
		/** 201 the repayment (and the loan after it), 200 the one this key made before. */
		repay: (id: string, body: RepaymentRequest) =>
			call(`/lending/v1/loans/${encodeURIComponent(id)}/repayments`, { method: 'POST', body, schema: repaymentResponseSchema }),
	}
}
