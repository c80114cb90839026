import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LEDGER_PAGES, ledgerTypeAt } from '#app/lib/money/labels.ts'
import { requireLedgerType } from '#app/server/money/ledger-type.server.ts'
import { loadLedger } from '#app/server/money/ledger.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { LedgerPage } from '#app/ui/money/ledger-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

/** One account's ledger, of any ledger: the URL says which (app/routes.ts). */
export const handle: RouteHandleByPath = {
	byPath: (pathname) => {
		const page = LEDGER_PAGES[ledgerTypeAt(pathname) ?? 'crypto']
		return { title: page.account, ancestor: { title: page.title, to: page.path } }
	},
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadLedger(request, user, requireLedgerType(request), params.accountId ?? '')
}

export default function LedgerRoute() {
	return <LedgerPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
