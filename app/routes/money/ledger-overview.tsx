import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LEDGER_PAGES, ledgerTypeAt } from '#app/lib/money/labels.ts'
import { loadLedgerOverview } from '#app/server/money/ledger-overview.server.ts'
import { requireLedgerType } from '#app/server/money/ledger-type.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { LedgerOverview } from '#app/ui/money/ledger-overview.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

/** The crypto, float and operational ledgers' overviews: the URL says which (app/routes.ts). */
export const handle: RouteHandleByPath = {
	byPath: (pathname) => ({
		title: LEDGER_PAGES[ledgerTypeAt(pathname) ?? 'crypto'].title,
		ancestor: { title: 'Accounts', to: '/accounts' },
	}),
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	const type = requireLedgerType(request)
	return loadLedgerOverview(request, user, type, { balancesHref: LEDGER_PAGES[type].balances.path })
}

export default function LedgerOverviewPage() {
	return <LedgerOverview {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
