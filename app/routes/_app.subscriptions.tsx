import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { getProducts } from '#app/server/products/products.server.ts'
import { handleSubscriptionAction } from '#app/server/products/subscription-actions.server.ts'
import { SubscriptionsTable } from '#app/ui/products/subscriptions-table.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Subscriptions', ancestor: { title: 'Dashboard', to: '/' } }

export async function loader({ request }: LoaderFunctionArgs) {
	const products = await getProducts(request)
	return { subscribed: products.filter((p) => p.subscription) }
}

export async function action({ request }: ActionFunctionArgs) {
	return handleSubscriptionAction(request, { redirectTo: '/subscriptions' })
}

export default function SubscriptionsPage() {
	const { subscribed } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<h1 className="text-2xl font-bold">Subscriptions</h1>
			{actionData?.error ? (
				<p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
					{actionData.error.message}
				</p>
			) : null}
			<SubscriptionsTable products={subscribed} action="/subscriptions" />
		</div>
	)
}
