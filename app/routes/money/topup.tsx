import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadTopup } from '#app/server/money/funding-account.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { TopupPage } from '#app/ui/money/funding-account.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Top-up', ancestor: { title: 'Funding balances', to: '/funding-balances' } }

export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadTopup(request, user, params.currency, params.id)
}

export default function TopupRoute() {
	return <TopupPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
