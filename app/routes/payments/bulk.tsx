import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PAYMENT_PATH } from '#app/lib/payments/labels.ts'
import { handleBulkUpload, loadBulkPage } from '#app/server/payments/bulk.server.ts'
import { BulkPage } from '#app/ui/payments/bulk-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Bulk payout', serviceName: 'Payment', ancestor: { title: 'Payment', to: PAYMENT_PATH } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadBulkPage(request, context)
}

/** 'Check file': the file checked, its batch made (nothing sent). */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleBulkUpload(request, context)
}

export default function BulkRoute() {
	return <BulkPage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
