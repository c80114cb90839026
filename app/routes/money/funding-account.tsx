import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadFundingAccount } from '#app/server/money/funding-account.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { FundingAccountPage } from '#app/ui/money/funding-account.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = {
	title: 'Funding account',
	ancestor: { title: 'Funding balances', to: '/funding-balances' },
	// The tab and the trail name the currency open (docs/decisions/116-page-header-breadcrumbs-and-titles.md).
	titleFrom: (data: { account?: { currency: string } }) => (data.account ? `${data.account.currency} funding account` : null),
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadFundingAccount(request, user, params.currency)
}

export default function FundingAccountRoute() {
	return <FundingAccountPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
