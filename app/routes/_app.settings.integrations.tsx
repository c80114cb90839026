import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleWebhookAction } from '#app/server/settings/webhook.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'
import { IntegrationsTab } from '#app/ui/settings/integrations-tab.tsx'

export const handle: RouteHandle = { title: 'Integrations', ancestor: { title: 'Settings', to: '/settings' } }

export async function loader({ request }: LoaderFunctionArgs) {
	const { profile } = await requireUser(request)
	return { businessId: profile.pk, webhookUrl: profile.webhookUrl, twoFAEnabled: profile.twoFAEnabled }
}

export async function action({ request }: ActionFunctionArgs) {
	return handleWebhookAction(request)
}

export default function IntegrationsSettingsPage() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <IntegrationsTab {...data} lastResult={actionData?.result} />
}
