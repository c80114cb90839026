import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PAYMENT_PATH } from '#app/lib/payments/labels.ts'
import { handleBeneficiaryAction, loadBeneficiaryForm } from '#app/server/fiat/beneficiary.server.ts'
import { PAYMENT_PLACEMENT, requireFiatFormUrl } from '#app/server/payments/beneficiary.server.ts'
import { PaymentFiatBeneficiary } from '#app/ui/payments/fiat-beneficiary.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = {
	title: 'New fiat beneficiary',
	serviceName: 'Payment',
	ancestor: { title: 'Payment', to: PAYMENT_PATH },
}

/** The Fiat wallet's beneficiary form, placed under this service (its guard, its URL, its pages). */
export async function loader({ request, context }: LoaderFunctionArgs) {
	requireFiatFormUrl(request)
	return loadBeneficiaryForm(request, context, PAYMENT_PLACEMENT)
}

/** 'Check account' (the bank names the holder) and 'Save beneficiary'. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleBeneficiaryAction(request, context, PAYMENT_PLACEMENT)
}

export default function AddFiatBeneficiaryRoute() {
	const answered = useActionData<typeof action>()
	const page = useLoaderData<typeof loader>()
	return <PaymentFiatBeneficiary {...(answered ?? page)} />
}

export { ShellErrorBoundary as ErrorBoundary }
