import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportStatement } from '#app/server/lending/loan.server.ts'

/** /product/lending-service/loans/:loanId/statement.csv: every line of the loan's statement, streamed. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return exportStatement(request, context, params.loanId)
}
