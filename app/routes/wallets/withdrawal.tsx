import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadWithdrawalPage } from '#app/server/wallets/withdraw.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'
import { withdrawalHandle, WithdrawalPage } from '#app/ui/wallets/withdrawal-page.tsx'

export const handle: RouteHandleByPath = { byPath: withdrawalHandle }

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadWithdrawalPage(request, context, params.walletCurrency, params.withdrawalId)
}

export default function WithdrawalRoute() {
	return <WithdrawalPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
