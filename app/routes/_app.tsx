import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { getSidebarCollapsed } from '#app/server/shell/preferences.server.ts'
import { getShellData } from '#app/server/shell/layout.server.ts'
import { requireUserWithSubscriptions } from '#app/server/user.server.ts'
import { MainLayout } from '#app/ui/shell/main-layout.tsx'

/** The signed-in area's layout: every page under it calls its own guard too (DESIGN.md §4). */
export async function loader({ request }: LoaderFunctionArgs) {
	const [{ profile, subscriptions }, sidebarCollapsed] = await Promise.all([
		requireUserWithSubscriptions(request),
		getSidebarCollapsed(request),
	])
	const { shell, headers } = await getShellData(request, profile, subscriptions)
	return data({ ...shell, sidebarCollapsed }, { headers })
}

export default function AppLayout() {
	const { user, services, sidebarCollapsed, supportEmail, messenger, justLoggedIn } = useLoaderData<typeof loader>()
	return (
		<MainLayout
			user={user}
			services={services}
			sidebarCollapsed={sidebarCollapsed}
			supportEmail={supportEmail}
			messenger={messenger}
			justLoggedIn={justLoggedIn}
		>
			<Outlet />
		</MainLayout>
	)
}
