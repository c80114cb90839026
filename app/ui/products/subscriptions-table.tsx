import { Link } from '@remix-run/react'
import { formatDateTime } from '#app/lib/format.ts'
import type { Product } from '#app/lib/products/product.ts'
import { buttonClass } from '../kit/button.tsx'
import { ServiceStateBadge } from './service-state-badge.tsx'
import { SubscriptionActionForm } from './subscription-action-form.tsx'

/**
 * The subscriptions as a list: status, approval, dates and the change each
 * allows. Activation that needs documents accepted first happens on the
 * service's card on My Products, where the documents are.
 */
export function SubscriptionsTable({ products, action }: { products: Product[]; action: string }) {
	if (products.length === 0) {
		return (
			<div className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center">
				<p className="font-medium">Nothing to show here yet</p>
				<p className="mt-1 text-sm text-gray-600">Subscribe to a service on My Products and it will be listed here.</p>
				<Link to="/products" className={buttonClass('primary', 'mt-4')}>
					Go to My Products
				</Link>
			</div>
		)
	}
	return (
		<div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
			<table className="w-full text-left text-sm">
				<thead className="bg-gray-50 text-xs text-gray-500 uppercase">
					<tr>
						<th scope="col" className="px-4 py-3">Service</th>
						<th scope="col" className="px-4 py-3">Status</th>
						<th scope="col" className="px-4 py-3">Approval</th>
						<th scope="col" className="px-4 py-3">Requested</th>
						<th scope="col" className="px-4 py-3">Approved</th>
						<th scope="col" className="px-4 py-3">Last change</th>
						<th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
					</tr>
				</thead>
				<tbody className="divide-y divide-gray-100">
					{products.map((product) => {
						const subscription = product.subscription!
						const needsDocuments = product.documents.some((d) => !d.acceptedAt)
						return (
							<tr key={product.name} data-testid={`subscription-${product.name}`}>
								<th scope="row" className="px-4 py-3 font-semibold">{product.label}</th>
								<td className="px-4 py-3"><ServiceStateBadge state={product.state} /></td>
								<td className="px-4 py-3">{subscription.isApproved ? 'Approved' : 'Pending review'}</td>
								<td className="px-4 py-3 whitespace-nowrap">{formatDateTime(subscription.createdAt)}</td>
								<td className="px-4 py-3 whitespace-nowrap">{subscription.approvedAt ? formatDateTime(subscription.approvedAt) : '—'}</td>
								<td className="px-4 py-3 whitespace-nowrap">{formatDateTime(subscription.updatedAt)}</td>
								<td className="px-4 py-3 text-right">
									{product.state === 'active' ? (
<SubscriptionActionForm service={product.name} intent="deactivate" action={action} variant="secondary" />
									) : null}
									{product.state === 'approved-inactive' && needsDocuments ? (
										<Link to={`/products#product-${product.name}`} className={buttonClass('secondary')}>
											Review documents to activate
										</Link>
									) : null}
									{product.state === 'approved-inactive' && !needsDocuments ? (
<SubscriptionActionForm service={product.name} intent="activate" action={action} />
									) : null}
								</td>
							</tr>
						)
					})}
				</tbody>
			</table>
		</div>
	)
}
