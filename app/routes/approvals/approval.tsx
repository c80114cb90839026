import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleApprovalAction, loadApprovalPage } from '#app/server/approvals/approvals.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { ApprovalPage } from '#app/ui/approvals/approval-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Approval request', ancestor: { title: 'Approvals', to: '/approvals' } }

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadApprovalPage(request, user, params.id)
}

/** Approve (PIN, code) or Reject (a reason). */
export async function action({ request, context, params }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleApprovalAction(request, user, params.id)
}

export default function ApprovalRoute() {
	const reply = useActionData<typeof action>()
	return <ApprovalPage {...useLoaderData<typeof loader>()} reply={reply && 'intent' in reply ? reply : undefined} />
}

export { ShellErrorBoundary as ErrorBoundary }
