import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadAccounts } from '#app/server/money/accounts.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { AccountsPage } from '#app/ui/money/accounts-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Accounts', ancestor: { title: 'Dashboard', to: '/' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadAccounts(request, user)
}

export default function Accounts() {
	return <AccountsPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
