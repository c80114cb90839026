import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleConfirmWithdrawal, loadWithdrawalQuotePage } from '#app/server/wallets/withdraw.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'
import { withdrawalQuoteHandle, WithdrawalQuoteView } from '#app/ui/wallets/withdrawal-quote.tsx'

export const handle: RouteHandleByPath = { byPath: withdrawalQuoteHandle }

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadWithdrawalQuotePage(request, context, params.walletCurrency, params.quoteId)
}

export async function action({ request, context, params }: ActionFunctionArgs) {
	return handleConfirmWithdrawal(request, context, params.walletCurrency, params.quoteId)
}

export default function WithdrawalQuoteRoute() {
	const reply = useActionData<typeof action>()
	return <WithdrawalQuoteView {...useLoaderData<typeof loader>()} lastResult={reply?.result} />
}

export { ShellErrorBoundary as ErrorBoundary }
