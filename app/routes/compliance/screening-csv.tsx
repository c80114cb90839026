import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportScreeningCsv } from '#app/server/compliance/screening-csv.server.ts'

/** /product/compliance/<tool>/export.csv?<the history's filters>: every selected result, streamed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return exportScreeningCsv(request, context)
}
