import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { LENDING_PATH } from '#app/lib/lending/labels.ts'
import { handleRepay, loadLoan } from '#app/server/lending/loan.server.ts'
import { LoanPage } from '#app/ui/lending/loan-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = {
	title: 'Loan',
	serviceName: 'Lending',
	ancestor: { title: 'Lending', to: LENDING_PATH },
	titleFrom: (data: { loan?: { reference: string } }) => (data.loan ? `Loan ${data.loan.reference}` : null),
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadLoan(request, context, params.loanId)
}

/** 'Repay' and 'Repay in full'. */
export async function action({ request, context, params }: ActionFunctionArgs) {
	return handleRepay(request, context, params.loanId)
}

export default function LoanRoute() {
	return <LoanPage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
