import { orApprovalResponseSchema } from '#contract/approvals/api.ts'
import { beneficiaryResponseSchema } from '#contract/fiat/beneficiaries.ts'
import {
	batchListResponseSchema,
	batchResponseSchema,
	batchSchema,
	beneficiaryPayoutsResponseSchema,
	beneficiaryWithdrawalsResponseSchema,
	paymentPayoutResponseSchema,
	paymentWalletsResponseSchema,
	type ConfirmBatchRequest,
	type CreateBatchRequest,
} from '#contract/payments/api.ts'
import { withdrawalAddressResponseSchema } from '#contract/settings/products.ts'
import type { ProviderCall } from './call.server.ts'

/**
 * The Payment service (`/payment/v1`, contract/payments/api.ts; PAYMENT
 * active or 409 SERVICE_NOT_ACTIVE), and the one beneficiary of either kind
 * its beneficiary page reads (a fiat beneficiary, a saved withdrawal
 * address). Anyone else's id is a 404.
 */
export function paymentsApi(call: ProviderCall) {
	const enc = encodeURIComponent
	return {
		getWallets: () => call('/payment/v1/wallets', { schema: paymentWalletsResponseSchema }).then((a) => a.data),
		getPayout: (id: string) => call(`/payment/v1/payouts/${enc(id)}`, { schema: paymentPayoutResponseSchema }).then((a) => a.data),
		listBeneficiaryPayouts: (id: string) =>
			call(`/payment/v1/beneficiaries/${enc(id)}/payouts`, { schema: beneficiaryPayoutsResponseSchema }).then((a) => a.data),
		listCryptoBeneficiaryWithdrawals: (addressId: string) =>
			call(`/payment/v1/crypto-beneficiaries/${enc(addressId)}/withdrawals`, { schema: beneficiaryWithdrawalsResponseSchema }).then(
				(a) => a.data,
			),
		getFiatBeneficiary: (id: string) =>
			call(`/integrator/v1/fiat/beneficiaries/${enc(id)}`, { schema: beneficiaryResponseSchema }).then((a) => a.data),
		getCryptoBeneficiary: (id: string) =>
			call(`/integrator/v1/withdrawal-address/${enc(id)}`, { schema: withdrawalAddressResponseSchema }).then((a) => a.data),
		/** 201 the batch checked (DRAFT); 422 NO_VALID_ROWS when no row can be paid (nothing kept). */
		createBatch: (body: CreateBatchRequest) =>
			call('/payment/v1/batches', { method: 'POST', body, schema: batchResponseSchema }).then((a) => a.data),
		listBatches: () => call('/payment/v1/batches', { schema: batchListResponseSchema }).then((a) => a.data),
		getBatch: (id: string) => call(`/payment/v1/batches/${enc(id)}`, { schema: batchResponseSchema }).then((a) => a.data),
		/** 201 sent; 200 the batch already sent (nothing sent again); 202 the approval request (record 136); the PIN's refusals as every transfer's. */
		confirmBatch: (id: string, body: ConfirmBatchRequest) =>
			call(`/payment/v1/batches/${enc(id)}/confirm`, { method: 'POST', body, schema: orApprovalResponseSchema(batchSchema) }).then(
				(a) => a.data,
			),
	}
}
