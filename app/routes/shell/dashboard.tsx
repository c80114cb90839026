import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadDashboard } from '#app/server/shell/dashboard.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { DashboardView } from '#app/ui/shell/dashboard.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Dashboard' }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadDashboard(request, user)
}

export default function DashboardPage() {
	return <DashboardView {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
