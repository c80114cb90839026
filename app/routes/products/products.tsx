import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadProducts } from '#app/server/products/products.server.ts'
import { handleSubscriptionAction } from '#app/server/products/subscription-actions.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { ProductsPage } from '#app/ui/products/products-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'My Products', ancestor: { title: 'Dashboard', to: '/' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return { products: await loadProducts(request, user) }
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleSubscriptionAction(request, user, { redirectTo: '/products' })
}

export default function Products() {
	return <ProductsPage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
