import { Link } from '@remix-run/react'
import { formatDate } from '#app/lib/format.ts'
import type { Product } from '#app/lib/products/product.ts'
import { SERVICE_STATE_LABELS } from '#app/lib/products/services.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { cn } from '../kit/cn.ts'
import { DeactivateLink } from './deactivate-confirm.tsx'
import { ServiceStateBadge } from './service-state-badge.tsx'
import { SubscriptionActionForm } from './subscription-action-form.tsx'

/**
 * One service on My Products, with the one or two actions its state allows
 *. Every action is a plain form post to
 * `action`, so it works without JavaScript; with it, only the pressed
 * button shows that it is working.
 */
export function ProductCard({ product, action, error }: { product: Product; action: string; error: string | null }) {
	const pendingDocuments = product.documents.filter((d) => !d.acceptedAt)
	return (
		<li id={`product-${product.name}`} data-testid={`product-${product.name}`} className={cardClass('flex scroll-mt-20 flex-col p-5')}>
			<div className="flex items-start justify-between gap-3">
				<h2 className="text-lg font-semibold">{product.label}</h2>
				<ServiceStateBadge state={product.state} />
			</div>
			<p className="mt-2 flex-1 text-sm text-gray-600">{product.description}</p>
			{error ? (
				<p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
					{error}
				</p>
			) : null}
			<div className="mt-4">
				{product.state === 'not-subscribed' ? <SubscriptionActionForm service={product.name} intent="subscribe" action={action} /> : null}
				{product.state === 'pending-review' ? (
					<p className="text-sm text-amber-900">Your request is in review. You will be notified when it is approved.</p>
				) : null}
				{product.state === 'approved-inactive' ? (
					<SubscriptionActionForm service={product.name} intent="activate" action={action} className="flex flex-col gap-3">
						{pendingDocuments.length ? (
							<fieldset className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
								<legend className="px-1 text-sm font-medium">Before you activate</legend>
								{pendingDocuments.map((document) => (
									<label key={document.id} className="flex items-start gap-2 text-sm">
										<input type="checkbox" name="documentIds" value={document.id} required className="mt-1" />
										<span>
											I have read and accept the{' '}
											<a href={document.url} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
												{document.title}
											</a>{' '}
											(version {document.version}). <span className="text-gray-500">{document.summary}</span>
										</span>
									</label>
								))}
							</fieldset>
						) : null}
					</SubscriptionActionForm>
				) : null}
				{product.state === 'active' ? (
					<div className="flex flex-wrap items-center gap-3">
						<Link to={product.path} className={buttonClass('primary')}>
							Open
						</Link>
						<DeactivateLink service={product.name} />
					</div>
				) : null}
			</div>
			<p className={cn('mt-3 text-xs text-gray-500', !product.subscription && 'sr-only')}>
				{product.subscription
					? `${SERVICE_STATE_LABELS[product.state]} since ${formatDate(product.subscription.updatedAt)}`
					: 'Not subscribed'}
			</p>
		</li>
	)
}
