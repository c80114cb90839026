import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleTradingTransfer, loadTransferForm } from '#app/server/trading/transfer.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import { TransferForm, transferHandle } from '#app/ui/trading/transfer-form.tsx'

export const handle = transferHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadTransferForm(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
	return handleTradingTransfer(request, context)
}

export default function TransferRoute() {
	const refused = useActionData<typeof action>()
	const page = useLoaderData<typeof loader>()
	return <TransferForm {...(refused ?? page)} />
}

export { ShellErrorBoundary as ErrorBoundary }
