import type { Product } from '#app/lib/products/product.ts'
import { getSubscriptionRefusal } from '#app/lib/products/refusal.ts'
import type { SubmissionResult } from '../kit/form.ts'
import { PageHeader } from '../kit/page-header.tsx'
import { DeactivateConfirm } from './deactivate-confirm.tsx'
import { ProductCard } from './product-card.tsx'

type Reply = { result: SubmissionResult<string[]> } | null | undefined

/** My Products: every service as a card, with the change a refusal was about shown on its card. */
export function ProductsPage({ products, reply }: { products: Product[]; reply: Reply }) {
	const refusal = getSubscriptionRefusal(reply)
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title="My Products" description="Subscribe to a service, and once we approve it, activate it to start using it." />
			<DeactivateConfirm action="/products" />
			<ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
				{products.map((product) => (
					<ProductCard
						key={product.name}
						product={product}
						action="/products"
						error={refusal?.service === product.name ? refusal.message : null}
					/>
				))}
			</ul>
			{refusal && !refusal.service ? (
				<p role="alert" className="text-sm text-red-700">
					{refusal.message}
				</p>
			) : null}
		</div>
	)
}
