import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleConfirmQuote, loadQuotePage, requireQuoteId } from '#app/server/money/local-transfer.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { TransferQuote } from '#app/ui/money/transfer-quote.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Confirm the transfer', ancestor: { title: 'Local transfer', to: '/local-transfer' } }

export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	const quoteId = requireQuoteId(params.quoteId)
	return loadQuotePage(quoteId, user)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	const quoteId = requireQuoteId(params.quoteId)
	return handleConfirmQuote(request, quoteId, user)
}

export default function TransferQuoteRoute() {
	const reply = useActionData<typeof action>()
	return <TransferQuote {...useLoaderData<typeof loader>()} lastResult={reply?.result} />
}

export { ShellErrorBoundary as ErrorBoundary }
