import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleComplianceOverviewAction, loadComplianceOverview } from '#app/server/compliance/overview.server.ts'
import { ComplianceOverview } from '#app/ui/compliance/overview.tsx'
import { serviceHandle } from '#app/ui/products/service-landing.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'

export const handle = serviceHandle('compliance')

/** The COMPLIANCE guard runs inside, beside the rate card and every tool's figures (one provider round trip). */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadComplianceOverview(request, context)
}

/** The service's deactivation. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleComplianceOverviewAction(request, context)
}

export default function ComplianceOverviewRoute() {
	return <ComplianceOverview {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
