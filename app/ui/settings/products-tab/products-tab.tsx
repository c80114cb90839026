import { Link } from '@remix-run/react'
import { formErrorOf, resultFor, type FormReply } from '#app/lib/reply.ts'
import type { ProductsTabIntent } from '#app/lib/settings/intents.ts'
import type { ProductsTabData, ProductsTabView } from '#app/lib/settings/products-tab.ts'
import { buttonClass } from '../../kit/button.tsx'
import { cardClass } from '../../kit/card.tsx'
import { SectionMenu } from '../section-menu.tsx'
import { BlacklistCheck } from './blacklist-check.tsx'
import { EmailPreferences } from './email-preferences.tsx'
import { ProductItems } from './product-items.tsx'
import { SavedAddresses } from './saved-addresses.tsx'

/**
 * The 'Products & subscriptions' tab: a menu of products (links) and,
 * beside it, the product's items or the sub-screen the URL names. A refused
 * change shows its reason above them.
 */
export function ProductsTab({ data, reply }: { data: ProductsTabData; reply: FormReply<ProductsTabIntent> | undefined }) {
	// The add-address form shows its own errors; any other refusal shows above the tab.
	const addResult = resultFor(reply, 'add-address')
	const error = addResult ? null : formErrorOf(reply)
	return (
		<section aria-labelledby="manage-products-title" className="flex flex-col gap-4">
			<h2 id="manage-products-title" className="text-lg font-semibold">
				Manage products
			</h2>
			{error ? (
				<p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900">
					{error}
				</p>
			) : null}
			{data.state === 'no-subscriptions' ? (
				<Notice>
					<p>You don&apos;t have any subscriptions yet, visit our Products page to subscribe to a service.</p>
					<Link to="/products" className={buttonClass('primary', 'mt-4')}>
						Go to Products Page
					</Link>
				</Notice>
			) : data.state === 'in-review' ? (
				<Notice>
					<p>
						{data.count === 1
							? 'Your subscription is currently in review and its summary will appear here once approved'
							: 'Your subscriptions are currently in review and their summaries will appear here once approved'}
					</p>
				</Notice>
			) : (
				<div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
					<SectionMenu label="Products" sections={data.menu} current={data.current} />
					<div className={cardClass('min-w-0 p-5')}>
						<ProductView view={data.view} addResult={addResult} />
					</div>
				</div>
			)}
		</section>
	)
}

function ProductView({ view, addResult }: { view: ProductsTabView; addResult: FormReply<ProductsTabIntent>['result'] | undefined }) {
	switch (view.screen) {
		case 'unknown':
			return (
				<div className="py-6 text-center">
					<h3 className="text-lg font-semibold">Please reload page</h3>
					<p className="mt-1 text-sm text-gray-600">Please select a product</p>
				</div>
			)
		case 'items':
			return <ProductItems product={view.product} items={view.items} />
		case 'emails':
			return <EmailPreferences {...view} />
		case 'blacklist':
			return <BlacklistCheck {...view} />
		case 'addresses':
			return <SavedAddresses {...view} addResult={addResult} />
	}
}

function Notice({ children }: { children: React.ReactNode }) {
	return <div className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center text-sm text-gray-700">{children}</div>
}
