import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { FIAT_PATH, beneficiaryKindAt } from '#app/lib/fiat/labels.ts'
import { handleBeneficiaryAction, loadBeneficiaryForm } from '#app/server/fiat/beneficiary.server.ts'
import { BeneficiaryForm } from '#app/ui/fiat/beneficiary-form.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandleByPath = {
	byPath: (pathname) => ({
		title: beneficiaryKindAt(pathname) === 'BUSINESS' ? 'New business beneficiary' : 'New individual beneficiary',
		serviceName: 'FCAT',
		ancestor: { title: 'Fiat wallets', to: FIAT_PATH },
	}),
}

/** One module for both kinds: the URL says which. The FCAT guard runs inside, beside the bank list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadBeneficiaryForm(request, context)
}

/** 'Check account' (the bank names the holder) and 'Save beneficiary'. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleBeneficiaryAction(request, context)
}

export default function BeneficiaryRoute() {
	const answered = useActionData<typeof action>()
	const page = useLoaderData<typeof loader>()
	return <BeneficiaryForm {...(answered ?? page)} />
}

export { ShellErrorBoundary as ErrorBoundary }
