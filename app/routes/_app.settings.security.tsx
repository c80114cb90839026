import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleSecurityAction } from '#app/server/settings/security-actions.server.ts'
import { getSecurityTab } from '#app/server/settings/security.server.ts'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'
import { SecurityTab, type SecurityActionData } from '#app/ui/settings/security-tab.tsx'

export const handle: RouteHandle = { title: 'Security', ancestor: { title: 'Settings', to: '/settings' } }

export async function loader({ request }: LoaderFunctionArgs) {
	return getSecurityTab(request)
}

export async function action({ request }: ActionFunctionArgs) {
	return handleSecurityAction(request)
}

export default function SecuritySettingsPage() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>() as SecurityActionData
	return <SecurityTab data={data} actionData={actionData} />
}
