import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleAskWithdrawalQuote, loadWithdrawForm } from '#app/server/wallets/withdraw.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'
import { withdrawHandle, WithdrawForm } from '#app/ui/wallets/withdraw-form.tsx'

export const handle: RouteHandleByPath = { byPath: withdrawHandle }

/** A GET makes no quote: the form, filled in from the URL. The WALLETS guard runs inside, beside the form's calls. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadWithdrawForm(request, context, params.walletCurrency)
}

/** The form's post: the provider makes the quote and its page opens; refused fields show the form again. */
export async function action({ request, context, params }: ActionFunctionArgs) {
	return handleAskWithdrawalQuote(request, context, params.walletCurrency)
}

export default function WithdrawRoute() {
	// A refused post (the form, filled in, with the reasons) wins over the loader's form, which Remix renders too without JavaScript.
	const refused = useActionData<typeof action>()
	const page = useLoaderData<typeof loader>()
	return <WithdrawForm {...(refused ?? page)} />
}

export { ShellErrorBoundary as ErrorBoundary }
