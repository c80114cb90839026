import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { FIAT_PATH } from '#app/lib/fiat/labels.ts'
import { handlePayoutQuote, loadPayoutForm } from '#app/server/fiat/payout.server.ts'
import { PayoutForm } from '#app/ui/fiat/payout-form.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = {
	title: 'Payout',
	serviceName: 'FCAT',
	ancestor: { title: 'Fiat wallets', to: FIAT_PATH },
	// The tab and the trail say the currency, as the page's h1 does (docs/decisions/116-page-header-breadcrumbs-and-titles.md).
	titleFrom: (data: { currency?: string }) => (data.currency ? `Payout in ${data.currency}` : null),
}

/** A GET makes no quote: the form, filled in from the URL. The FCAT guard runs inside, beside the form's calls. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadPayoutForm(request, context)
}

/** The form's post: the provider makes the quote and its page opens; refused fields show the form again. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handlePayoutQuote(request, context)
}

export default function PayoutRoute() {
	// A refused post (the form, filled in, with the reasons) wins over the loader's form.
	const refused = useActionData<typeof action>()
	const page = useLoaderData<typeof loader>()
	return <PayoutForm {...(refused ?? page)} />
}

export { ShellErrorBoundary as ErrorBoundary }
