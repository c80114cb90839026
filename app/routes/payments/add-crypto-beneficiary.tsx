import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PAYMENT_PATH } from '#app/lib/payments/labels.ts'
import { handleCryptoBeneficiaryAction, loadCryptoBeneficiaryForm } from '#app/server/payments/beneficiary.server.ts'
import { CryptoBeneficiaryForm } from '#app/ui/payments/crypto-beneficiary-form.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = {
	title: 'New crypto beneficiary',
	serviceName: 'Payment',
	ancestor: { title: 'Payment', to: PAYMENT_PATH },
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadCryptoBeneficiaryForm(request, context)
}

/** 'Save beneficiary'. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleCryptoBeneficiaryAction(request, context)
}

export default function AddCryptoBeneficiaryRoute() {
	const answered = useActionData<typeof action>()
	const page = useLoaderData<typeof loader>()
	return <CryptoBeneficiaryForm {...(answered ?? page)} />
}

export { ShellErrorBoundary as ErrorBoundary }
