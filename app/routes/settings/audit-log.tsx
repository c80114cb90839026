import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadAuditLog } from '#app/server/settings/audit-log.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { AuditLogTab } from '#app/ui/settings/audit-log.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Audit log', ancestor: { title: 'Settings', to: '/settings' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadAuditLog(request, user)
}

export default function AuditLogPage() {
	return <AuditLogTab {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
