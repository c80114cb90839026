import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleTeamAction, loadTeamTab } from '#app/server/team/team.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'
import { TeamTab } from '#app/ui/team/team-tab.tsx'

export const handle: RouteHandle = { title: 'Team', ancestor: { title: 'Settings', to: '/settings' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadTeamTab(request, user)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleTeamAction(request, user)
}

export default function TeamSettingsPage() {
	return <TeamTab {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
