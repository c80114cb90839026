import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleTradingOverviewAction, loadTradingOverview } from '#app/server/trading/overview.server.ts'
import { serviceHandle } from '#app/ui/products/service-landing.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import { TradingOverview } from '#app/ui/trading/overview.tsx'

export const handle = serviceHandle('trading')

export async function loader({ request, context }: LoaderFunctionArgs) {
	// The TRADING guard runs inside, beside the wallets', the orders' and the rate card's calls (one provider round trip).
	return loadTradingOverview(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
	return handleTradingOverviewAction(request, context)
}

export default function TradingOverviewPage() {
	return <TradingOverview {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
