import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { getProducts } from '#app/server/products/products.server.ts'
import { handleSubscriptionAction } from '#app/server/products/subscription-actions.server.ts'
import { ProductCard } from '#app/ui/products/product-card.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'My Products', ancestor: { title: 'Dashboard', to: '/' } }

export async function loader({ request }: LoaderFunctionArgs) {
	return { products: await getProducts(request) }
}

export async function action({ request }: ActionFunctionArgs) {
	return handleSubscriptionAction(request, { redirectTo: '/products' })
}

export default function ProductsPage() {
	const { products } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<div>
				<h1 className="text-2xl font-bold">My Products</h1>
				<p className="mt-1 text-sm text-gray-600">
					Subscribe to a service, and once we approve it, activate it to start using it.
				</p>
			</div>
			<ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
				{products.map((product) => (
					<ProductCard
						key={product.name}
						product={product}
						action="/products"
						error={actionData?.error.service === product.name ? actionData.error.message : null}
					/>
				))}
			</ul>
			{actionData?.error && !actionData.error.service ? (
				<p role="alert" className="text-sm text-red-700">
					{actionData.error.message}
				</p>
			) : null}
		</div>
	)
}
