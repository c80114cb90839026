import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleIntegrationsAction, loadIntegrationsTab } from '#app/server/settings/integrations.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { IntegrationsTab } from '#app/ui/settings/integrations-tab.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Integrations', ancestor: { title: 'Settings', to: '/settings' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadIntegrationsTab(request, user)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleIntegrationsAction(request, user)
}

export default function IntegrationsSettingsPage() {
	return <IntegrationsTab {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
