import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BULK_PATH } from '#app/lib/payments/labels.ts'
import { handleBatchConfirm, loadBatchPage } from '#app/server/payments/bulk.server.ts'
import { BatchPage } from '#app/ui/payments/batch-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = {
	title: 'Batch',
	serviceName: 'Payment',
	ancestor: { title: 'Bulk payout', to: BULK_PATH },
	titleFrom: (data: { batch?: { fileName: string } }) => (data.batch ? `Batch ${data.batch.fileName}` : null),
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadBatchPage(request, context, params.batchId)
}

/** 'Send payouts' with the PIN: each valid row once, however often it is posted. */
export async function action({ request, context, params }: ActionFunctionArgs) {
	return handleBatchConfirm(request, context, params.batchId)
}

export default function BatchRoute() {
	return <BatchPage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
