import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadKycReport } from '#app/server/compliance/kyc-pages.server.ts'
import { kycHandle } from '#app/ui/compliance/kyc-nav.tsx'
import { KycReportPage } from '#app/ui/compliance/kyc-report.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = kycHandle('Verification report')

/** ?id=<verification>: the integrator's own only (anyone else's is the 404 page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadKycReport(request, context)
}

export default function KycReportRoute() {
	return <KycReportPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
