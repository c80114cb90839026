import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadKycFlows } from '#app/server/compliance/kyc-pages.server.ts'
import { kycHandle } from '#app/ui/compliance/kyc-nav.tsx'
import { KycFlowsPage } from '#app/ui/compliance/kyc-pages.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = kycHandle('KYC flows')

export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadKycFlows(request, context)
}

export default function KycFlowsRoute() {
	return <KycFlowsPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
