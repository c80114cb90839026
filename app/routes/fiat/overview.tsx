import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleFiatOverviewAction, loadFiatOverview } from '#app/server/fiat/overview.server.ts'
import { FiatOverview } from '#app/ui/fiat/overview.tsx'
import { serviceHandle } from '#app/ui/products/service-landing.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'

export const handle = serviceHandle('fcat')

export async function loader({ request, context }: LoaderFunctionArgs) {
	// The FCAT guard runs inside, beside the wallets' and the rate card's calls (one provider round trip).
	return loadFiatOverview(request, context)
}

/** 'Open virtual account', or the service's deactivation. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleFiatOverviewAction(request, context)
}

export default function FiatOverviewPage() {
	return <FiatOverview {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
