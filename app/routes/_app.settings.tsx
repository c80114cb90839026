import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { requireUser } from '#app/server/user.server.ts'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'
import { SettingsTabs } from '#app/ui/settings/settings-tabs.tsx'

export const handle: RouteHandle = { title: 'Settings', ancestor: { title: 'Dashboard', to: '/' } }

export async function loader({ request }: LoaderFunctionArgs) {
	const { profile } = await requireUser(request)
	return { individual: profile.accountType === 'INDIVIDUAL' }
}

export default function SettingsLayout() {
	const { individual } = useLoaderData<typeof loader>()
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-5">
			<h1 className="text-2xl font-bold">Settings</h1>
			<SettingsTabs individual={individual} />
			<Outlet />
		</div>
	)
}
