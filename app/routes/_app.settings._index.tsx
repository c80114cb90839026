import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { getCountries } from '#app/server/provider/shell.server.ts'
import { handleLogoAction } from '#app/server/settings/logo.server.ts'
import { getProfileTab } from '#app/server/settings/profile.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'
import { ProfileTab } from '#app/ui/settings/profile-tab.tsx'

export const handle: RouteHandle = { title: 'Settings', ancestor: { title: 'Dashboard', to: '/' } }

export async function loader({ request }: LoaderFunctionArgs) {
	const [{ profile }, countries] = await Promise.all([requireUser(request), getCountries().catch(() => [])])
	return getProfileTab(profile, countries)
}

export async function action({ request }: ActionFunctionArgs) {
	return handleLogoAction(request)
}

export default function ProfileSettingsPage() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <ProfileTab data={data} logoError={actionData?.logoError.message ?? null} />
}
