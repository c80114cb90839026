import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PAYMENT_PATH } from '#app/lib/payments/labels.ts'
import { handleBeneficiaryPageAction, loadBeneficiaryPage } from '#app/server/payments/beneficiary.server.ts'
import { BeneficiaryPage } from '#app/ui/payments/beneficiary-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = {
	title: 'Beneficiary',
	serviceName: 'Payment',
	ancestor: { title: 'Payment', to: PAYMENT_PATH },
	titleFrom: (data: { beneficiary?: { name?: string; description?: string | null; uid?: string } }) =>
		data.beneficiary ? data.beneficiary.name || data.beneficiary.description || data.beneficiary.uid || null : null,
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadBeneficiaryPage(request, context, params.id ?? '')
}

/** 'Delete beneficiary' (asked first at ?confirm=delete). */
export async function action({ request, context, params }: ActionFunctionArgs) {
	return handleBeneficiaryPageAction(request, context, params.id ?? '')
}

export default function BeneficiaryRoute() {
	const reply = useActionData<typeof action>()
	return <BeneficiaryPage {...useLoaderData<typeof loader>()} refusal={reply?.result.error?.['']?.[0] ?? null} />
}

export { ShellErrorBoundary as ErrorBoundary }
