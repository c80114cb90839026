import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleProductsTabAction } from '#app/server/settings/products-tab-actions.server.ts'
import { loadProductsTab } from '#app/server/settings/products-tab.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { ProductsTab } from '#app/ui/settings/products-tab/products-tab.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Products & subscriptions', ancestor: { title: 'Settings', to: '/settings' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadProductsTab(request, user)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleProductsTabAction(request, user)
}

export default function ProductsSettingsPage() {
	return <ProductsTab data={useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
