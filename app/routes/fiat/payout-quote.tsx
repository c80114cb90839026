import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { FIAT_PATH } from '#app/lib/fiat/labels.ts'
import { handlePayoutQuoteAction, loadPayoutQuotePage } from '#app/server/fiat/payout.server.ts'
import { PayoutQuoteView } from '#app/ui/fiat/payout-quote.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Confirm the payout', serviceName: 'FCAT', ancestor: { title: 'Fiat wallets', to: FIAT_PATH } }

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadPayoutQuotePage(request, context, params.quoteId)
}

/** 'Send again' (the answer to the question), or Confirm. */
export async function action({ request, context, params }: ActionFunctionArgs) {
	return handlePayoutQuoteAction(request, context, params.quoteId)
}

export default function PayoutQuoteRoute() {
	const reply = useActionData<typeof action>()
	return <PayoutQuoteView {...useLoaderData<typeof loader>()} lastResult={reply?.result} />
}

export { ShellErrorBoundary as ErrorBoundary }
