import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleSecurityAction } from '#app/server/settings/security-actions.server.ts'
import { loadSecurityTab } from '#app/server/settings/security.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { SecurityTab } from '#app/ui/settings/security-tab.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Security', ancestor: { title: 'Settings', to: '/settings' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadSecurityTab(request, user)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleSecurityAction(request, user)
}

export default function SecuritySettingsPage() {
	return <SecurityTab data={useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
