import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { getDashboard } from '#app/server/shell/dashboard.server.ts'
import { getCountries } from '#app/server/provider/shell.server.ts'
import { requireUserWithSubscriptions } from '#app/server/user.server.ts'
import { DashboardView } from '#app/ui/shell/dashboard.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Dashboard' }

export async function loader({ request }: LoaderFunctionArgs) {
	// The country list is cached; without it the page shows the country code.
	const [{ profile, subscriptions }, countries] = await Promise.all([
		requireUserWithSubscriptions(request),
		getCountries().catch(() => []),
	])
	return getDashboard(profile, subscriptions, countries)
}

export default function DashboardPage() {
	return <DashboardView {...useLoaderData<typeof loader>()} />
}
