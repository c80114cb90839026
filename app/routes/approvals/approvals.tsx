import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadApprovalsPage } from '#app/server/approvals/approvals.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { ApprovalsPage } from '#app/ui/approvals/approvals-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Approvals' }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadApprovalsPage(request, user)
}

export default function ApprovalsRoute() {
	return <ApprovalsPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
