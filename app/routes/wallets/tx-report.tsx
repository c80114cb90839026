import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadTxReport } from '#app/server/wallets/tx-report.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import { txReportHandle, TxReport } from '#app/ui/wallets/tx-report.tsx'

export const handle = txReportHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
	// The WALLETS guard runs inside, beside the analysis call.
	return loadTxReport(request, context)
}

export default function TxReportRoute() {
	return <TxReport {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
