import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleLendingOverviewAction, loadLendingOverview } from '#app/server/lending/overview.server.ts'
import { LendingOverview } from '#app/ui/lending/overview.tsx'
import { serviceHandle } from '#app/ui/products/service-landing.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'

export const handle = serviceHandle('lending')

export async function loader({ request, context }: LoaderFunctionArgs) {
	// The LENDING guard runs inside, beside the wallets', the loans' and the rate card's calls (one provider round trip).
	return loadLendingOverview(request, context)
}

/** The service's deactivation, as on every service's landing page. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleLendingOverviewAction(request, context)
}

export default function LendingOverviewRoute() {
	return <LendingOverview {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
