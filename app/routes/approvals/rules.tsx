import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleApprovalRulesAction, loadApprovalRulesPage } from '#app/server/approvals/approvals.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { ApprovalRulesPage } from '#app/ui/approvals/rules-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Approval rules', ancestor: { title: 'Settings', to: '/settings' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadApprovalRulesPage(request, user)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleApprovalRulesAction(request, user)
}

export default function ApprovalRulesRoute() {
	const reply = useActionData<typeof action>()
	return <ApprovalRulesPage {...useLoaderData<typeof loader>()} reply={reply && 'intent' in reply ? reply : undefined} />
}

export { ShellErrorBoundary as ErrorBoundary }
