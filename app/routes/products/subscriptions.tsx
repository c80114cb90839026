import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadSubscriptions } from '#app/server/products/products.server.ts'
import { handleSubscriptionAction } from '#app/server/products/subscription-actions.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { SubscriptionsPage } from '#app/ui/products/subscriptions-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Subscriptions', ancestor: { title: 'Dashboard', to: '/' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadSubscriptions(request, user)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleSubscriptionAction(request, user, { redirectTo: '/subscriptions' })
}

export default function Subscriptions() {
	return <SubscriptionsPage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
