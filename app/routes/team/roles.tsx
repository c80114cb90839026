import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadRolesPage } from '#app/server/team/roles.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'
import { RolesPage } from '#app/ui/team/roles-page.tsx'

export const handle: RouteHandle = { title: 'Roles', ancestor: { title: 'Team', to: '/settings/team' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadRolesPage(request, user)
}

export default function RolesSettingsPage() {
	return <RolesPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
