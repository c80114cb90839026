import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadKycList } from '#app/server/compliance/kyc-pages.server.ts'
import { kycHandle } from '#app/ui/compliance/kyc-nav.tsx'
import { KycListPage } from '#app/ui/compliance/kyc-pages.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandleByPath = {
	byPath: (pathname) => (pathname.endsWith('/kyc-onboarding') ? kycHandle('KYC onboarding') : kycHandle('KYC flow')),
}

/** Every flow's verifications, or one flow's (/kyc-onboarding/{kycFlowName}); the COMPLIANCE guard inside, beside the calls. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadKycList(request, context, params.kycFlowName)
}

export default function KycOnboardingRoute() {
	return <KycListPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
