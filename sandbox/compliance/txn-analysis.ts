import type { TxnAnalysis, TxnAnalysisRequest } from '#contract/compliance/txn-analysis.ts'
import { screenSubject } from './scoring.ts'

/**
 * A transaction's analysis: the one scoring function (scoring.ts) over its
 * hash, in lower case (a hash's case does not change its score). What both
 * the Wallet service's free report and the compliance service's paid,
 * kept analysis answer.
 */
export function analyseTransaction(request: TxnAnalysisRequest): TxnAnalysis {
	const hash = request.txId.trim().toLowerCase()
	return { network: request.network, txId: hash, txType: request.txType, ...screenSubject(request.network, hash, 'transaction') }
}
