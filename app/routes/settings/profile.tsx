import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleLogoAction } from '#app/server/settings/logo.server.ts'
import { loadProfileTab } from '#app/server/settings/profile.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { ProfileTab } from '#app/ui/settings/profile-tab.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Settings', ancestor: { title: 'Dashboard', to: '/' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadProfileTab(request, user)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleLogoAction(request, user)
}

export default function ProfileSettingsPage() {
	return <ProfileTab data={useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
