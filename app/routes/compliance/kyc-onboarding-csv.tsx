import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportKycCsv } from '#app/server/compliance/kyc-pages.server.ts'

/** /product/compliance/kyc-onboarding/export.csv?<the list's filters>: every selected verification, streamed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return exportKycCsv(request, context)
}
