import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleAskQuote, loadTransferForm } from '#app/server/money/local-transfer.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { LocalTransferForm } from '#app/ui/money/local-transfer.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Local transfer', ancestor: { title: 'Funding balances', to: '/funding-balances' } }

/** A GET makes no quote (a crawler, a link preview or a reload would): the form, filled in from the URL. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadTransferForm(request, user)
}

/** The form's post: the provider makes the quote and its page opens (/local-transfer/quote/:id); refused fields show the form again. */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleAskQuote(request, user)
}

export default function AskQuoteRoute() {
	// A refused post (the form, filled in, with the reasons) wins over the loader's form, which Remix renders too without JavaScript.
	const refused = useActionData<typeof action>()
	const page = useLoaderData<typeof loader>()
	return <LocalTransferForm {...(refused ?? page)} />
}

export { ShellErrorBoundary as ErrorBoundary }
