import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleConfirmTransfer, loadTransferQuote } from '#app/server/money/local-transfer.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { LocalTransferForm } from '#app/ui/money/local-transfer.tsx'
import { TransferQuote } from '#app/ui/money/transfer-quote.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Confirm the transfer', ancestor: { title: 'Local transfer', to: '/local-transfer' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadTransferQuote(request, user)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleConfirmTransfer(request, user)
}

export default function TransferQuoteRoute() {
	const page = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	return page.step === 'form' ? <LocalTransferForm {...page} /> : <TransferQuote {...page} lastResult={reply?.result} />
}

export { ShellErrorBoundary as ErrorBoundary }
