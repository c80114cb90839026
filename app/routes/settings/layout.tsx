import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { loadSettingsLayout } from '#app/server/settings/layout.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { SettingsLayout } from '#app/ui/settings/settings-layout.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Settings', ancestor: { title: 'Dashboard', to: '/' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadSettingsLayout(request, user)
}

export default function Settings() {
	return (
		<SettingsLayout {...useLoaderData<typeof loader>()}>
			<Outlet />
		</SettingsLayout>
	)
}

export { ShellErrorBoundary as ErrorBoundary }
