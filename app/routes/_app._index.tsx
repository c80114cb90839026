import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { getDashboard } from '#app/server/dashboard.server.ts'
import { requireUserWithSubscriptions } from '#app/server/user.server.ts'
import { DashboardView } from '#app/ui/dashboard/dashboard-view.tsx'
import type { RouteHandle } from '#app/ui/route-handle.ts'

export const handle: RouteHandle = { title: 'Dashboard' }

export async function loader({ request }: LoaderFunctionArgs) {
	const { profile, subscriptions } = await requireUserWithSubscriptions(request)
	return getDashboard(profile, subscriptions)
}

export default function DashboardPage() {
	return <DashboardView {...useLoaderData<typeof loader>()} />
}
