import { txnAnalysisResponseSchema, type TxnAnalysisRequest } from '#contract/compliance/txn-analysis.ts'
import type { ProviderCall } from './call.server.ts'

/**
 * The compliance service's calls (`/compliance/v1`, contract/compliance/):
 * so far the screening of one crypto transaction, which answers with the
 * WALLETS or the COMPLIANCE service active (409 SERVICE_NOT_ACTIVE with neither).
 */
export function complianceApi(call: ProviderCall) {
	return {
		/** The risk score (or -1), level, reasons and exposure of one transaction; a hash not of the network's shape is a 400. */
		analyseTransaction: (body: TxnAnalysisRequest) =>
			call('/compliance/v1/aml/txn/single', { method: 'POST', body, schema: txnAnalysisResponseSchema }).then((a) => a.data),
	}
}
