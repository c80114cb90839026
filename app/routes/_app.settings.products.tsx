import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleProductsTabAction } from '#app/server/settings/products-tab-actions.server.ts'
import { getProductsTab } from '#app/server/settings/products-tab.server.ts'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'
import { ProductsTab } from '#app/ui/settings/products-tab/products-tab.tsx'

export const handle: RouteHandle = { title: 'Products & subscriptions', ancestor: { title: 'Settings', to: '/settings' } }

export async function loader({ request }: LoaderFunctionArgs) {
	return getProductsTab(request)
}

export async function action({ request }: ActionFunctionArgs) {
	return handleProductsTabAction(request)
}

export default function ProductsSettingsPage() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <ProductsTab data={data} error={actionData && !actionData.ok ? actionData.error : null} />
}
