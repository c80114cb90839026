import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handlePaymentOverviewAction, loadPaymentOverview } from '#app/server/payments/overview.server.ts'
import { PaymentOverview } from '#app/ui/payments/overview.tsx'
import { serviceHandle } from '#app/ui/products/service-landing.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'

export const handle = serviceHandle('payment')

export async function loader({ request, context }: LoaderFunctionArgs) {
	// The PAYMENT guard runs inside, beside the wallets', beneficiaries', batches' and rate card's calls (one provider round trip).
	return loadPaymentOverview(request, context)
}

/** The service's deactivation. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handlePaymentOverviewAction(request, context)
}

export default function PaymentOverviewPage() {
	return <PaymentOverview {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
