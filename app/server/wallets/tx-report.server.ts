import { data, type AppLoadContext } from '@remix-run/node'
import { txnAnalysisRequestSchema, type TxnAnalysis } from '#contract/compliance/txn-analysis.ts'
import { ProviderError } from '../provider/client.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'

export type TxReportData = { analysis: TxnAnalysis; errors: [] } | { analysis: null; errors: string[] }

/** The page's query (network, tx-id, tx-type) as the provider's request, or every reason it is not one. */
export function readTxReportQuery(params: URLSearchParams) {
	const parsed = txnAnalysisRequestSchema.safeParse({
		network: params.get('network') ?? undefined,
		txId: params.get('tx-id') ?? undefined,
		txType: params.get('tx-type') ?? undefined,
	})
	if (parsed.success) return { ok: true as const, request: parsed.data }
	return { ok: false as const, errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] }
}

/** The provider's reason for refusing the query (its own shape check); anything but a refusal is rethrown. */
function refusal(error: unknown): TxReportData {
	if (error instanceof ProviderError && error.status === 400 && !error.isAuthFailure)
		return { analysis: null, errors: [error.body.message] }
	throw error
}

/**
 * /crypto/crypto-transaction-analysis-report?network=&tx-id=&tx-type=: the
 * risk score of one transaction with its reasons and exposure, behind the
 * WALLETS guard (docs/product/compliance.md#the-wallet-services-transaction-report). The analysis is asked for beside the guard's
 * subscriptions: one provider round trip. A missing or malformed query is
 * said on the page with a 400, and the provider is not asked.
 */
export async function loadTxReport(request: Request, context: AppLoadContext) {
	const query = readTxReportQuery(new URL(request.url).searchParams)
	const { report } = await requireServiceWith(request, context, 'wallets', (user) => ({
		report: query.ok
			? user.api.compliance.analyseTransaction(query.request).then((analysis): TxReportData => ({ analysis, errors: [] }), refusal)
			: Promise.resolve<TxReportData>({ analysis: null, errors: query.errors }),
	}))
	const loaded = await report
	return data(loaded, { status: loaded.analysis ? 200 : 400 })
}
