import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LEDGER_PAGES, ledgerTypeAt } from '#app/lib/money/labels.ts'
import { loadBalances } from '#app/server/money/accounts.server.ts'
import { requireLedgerType } from '#app/server/money/ledger-type.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { BalancesPage } from '#app/ui/money/balances-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

/**
 * A ledger's balances, of any ledger: the URL says which (app/routes.ts).
 * The list's way back is its ledger's overview when it lives under it,
 * Accounts otherwise.
 */
export const handle: RouteHandleByPath = {
	byPath: (pathname) => {
		const page = LEDGER_PAGES[ledgerTypeAt(pathname) ?? 'crypto']
		const underLedger = page.balances.path.startsWith(`${page.path}/`)
		return {
			title: page.balances.title,
			ancestor: underLedger ? { title: page.title, to: page.path } : { title: 'Accounts', to: '/accounts' },
		}
	},
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	const type = requireLedgerType(request)
	return { ...(await loadBalances(request, user, type, LEDGER_PAGES[type].balances.path)), heading: LEDGER_PAGES[type].balances.title }
}

export default function BalancesRoute() {
	return <BalancesPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
