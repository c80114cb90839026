import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleWalletsOverviewAction, loadWalletsOverview } from '#app/server/wallets/overview.server.ts'
import { serviceHandle } from '#app/ui/products/service-landing.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import { WalletsOverview } from '#app/ui/wallets/overview.tsx'

export const handle = serviceHandle('wallets')

export async function loader({ request, context }: LoaderFunctionArgs) {
	// The WALLETS guard runs inside, beside the wallets' and the rate card's calls (one provider round trip).
	return loadWalletsOverview(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
	return handleWalletsOverviewAction(request, context)
}

export default function WalletsOverviewPage() {
	return <WalletsOverview {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
