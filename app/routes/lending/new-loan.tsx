import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { LENDING_PATH } from '#app/lib/lending/labels.ts'
import { handleRequestLoan, loadNewLoan } from '#app/server/lending/new-loan.server.ts'
import { NewLoanPage } from '#app/ui/lending/new-loan.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Request a loan', serviceName: 'Lending', ancestor: { title: 'Lending', to: LENDING_PATH } }

/** The loan the URL describes, previewed (its 'Update' form is a GET). */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadNewLoan(request, context)
}

/** 'Request loan': the previewed figures, the PIN, the key the page was rendered with. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleRequestLoan(request, context)
}

export default function NewLoanRoute() {
	return <NewLoanPage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
