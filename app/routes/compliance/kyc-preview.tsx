import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadKycPreview } from '#app/server/compliance/kyc-builder.server.ts'
import { KycPreviewPage } from '#app/ui/compliance/kyc-builder.tsx'
import { kycHandle } from '#app/ui/compliance/kyc-nav.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = kycHandle('KYC flow preview')

/** The builder's fields in the URL (its 'Preview' is a GET form); the COMPLIANCE guard inside. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadKycPreview(request, context)
}

export default function KycPreviewRoute() {
	return <KycPreviewPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
