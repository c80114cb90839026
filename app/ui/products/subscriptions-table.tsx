import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { formatDateTime } from '#app/lib/format.ts'
import type { Product } from '#app/lib/products/product.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { DeactivateLink } from './deactivate-confirm.tsx'
import { ServiceStateBadge } from './service-state-badge.tsx'
import { SubscriptionActionForm } from './subscription-action-form.tsx'

const COLUMNS = ['Service', 'Status', 'Approval', 'Requested', 'Approved', 'Last change'] as const
/** One grid for the header and every row, so the columns line up on wide screens. */
const ROW_GRID = 'lg:grid lg:grid-cols-[8rem_10rem_7rem_repeat(3,minmax(0,1fr))_11rem] lg:items-center lg:gap-3'

/**
 * The subscriptions: status, approval, dates and the change each allows.
 * A list that is a table on wide screens and a card per service on narrow
 * ones, so nothing scrolls sideways. Activation that needs documents
 * accepted first happens on the service's card on My Products, where the
 * documents are.
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
		<div className={cardClass()}>
			<div aria-hidden="true" className={`hidden bg-gray-50 px-4 py-3 text-xs text-gray-500 uppercase ${ROW_GRID}`}>
				{COLUMNS.map((column) => (
					<span key={column}>{column}</span>
				))}
			</div>
			<ul className="divide-y divide-gray-100" aria-label="Subscriptions">
				{products.map((product) => (
					<li key={product.name} data-testid={`subscription-${product.name}`} className={`px-4 py-4 text-sm lg:py-3 ${ROW_GRID}`}>
						<SubscriptionRow product={product} action={action} />
					</li>
				))}
			</ul>
		</div>
	)
}

function SubscriptionRow({ product, action }: { product: Product; action: string }) {
	const subscription = product.subscription!
	const needsDocuments = product.documents.some((d) => !d.acceptedAt)
	return (
		<>
			<h2 className="text-base font-semibold lg:text-sm">{product.label}</h2>
			<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 lg:contents">
				<Cell label="Status">
					<ServiceStateBadge state={product.state} />
				</Cell>
				<Cell label="Approval">{subscription.isApproved ? 'Approved' : 'Pending review'}</Cell>
				<Cell label="Requested">{formatDateTime(subscription.createdAt)}</Cell>
				<Cell label="Approved">{subscription.approvedAt ? formatDateTime(subscription.approvedAt) : '—'}</Cell>
				<Cell label="Last change">{formatDateTime(subscription.updatedAt)}</Cell>
			</dl>
			<div className="mt-3 flex lg:mt-0 lg:justify-end">
				{product.state === 'active' ? <DeactivateLink service={product.name} /> : null}
				{product.state === 'approved-inactive' && needsDocuments ? (
					<Link to={`/products#product-${product.name}`} className={buttonClass('secondary')}>
						Review documents to activate
					</Link>
				) : null}
				{product.state === 'approved-inactive' && !needsDocuments ? (
					<SubscriptionActionForm service={product.name} intent="activate" action={action} />
				) : null}
			</div>
		</>
	)
}

/** A label and value: a pair in the card on narrow screens, a cell of the row on wide ones (the header names it). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="contents">
			<dt className="text-gray-500 lg:sr-only">{label}</dt>
			<dd className="lg:whitespace-nowrap">{children}</dd>
		</div>
	)
}
