import type { ServiceName, Subscription } from '#contract/products.ts'

/**
 * How each service is shown. `label` is the product name on cards and in the
 * sidebar; `guardName` is the word the guard toasts use (Payment says
 * Payment); `path` is its landing page; `pages`, where it has them, the
 * path its own pages live under, all behind its guard.
 */
export const SERVICES: Record<ServiceName, { label: string; guardName: string; path: string; pages?: string }> = {
	trading: { label: 'Trading', guardName: 'Trading', path: '/product/trading' },
	compliance: { label: 'Compliance', guardName: 'Compliance', path: '/product/compliance' },
	wallets: { label: 'Crypto wallet', guardName: 'Wallet', path: '/product/wallet-service', pages: '/crypto' },
	fcat: { label: 'Fiat wallet', guardName: 'FCAT', path: '/product/fiat-wallet-service', pages: '/fiat' },
	payment: { label: 'Payment', guardName: 'Payment', path: '/product/payment-service' },
	lending: { label: 'Lending', guardName: 'Lending', path: '/product/lending-service' },
}

/**
 * The service a URL belongs to, its landing page or one of its pages: one
 * route module serves every service's landing page, and its URL says which.
 */
export function serviceAt(pathname: string): ServiceName | null {
	const names = Object.keys(SERVICES) as ServiceName[]
	return (
		names.find((name) => {
			const { path, pages } = SERVICES[name]
			return pathname === path || (pages !== undefined && (pathname === pages || pathname.startsWith(`${pages}/`)))
		}) ?? null
	)
}

/** Where a service stands for this integrator. */
export type ServiceState = 'not-subscribed' | 'pending-review' | 'approved-inactive' | 'active'

export function getServiceState(subscription: Pick<Subscription, 'isApproved' | 'status'> | undefined): ServiceState {
	if (!subscription) return 'not-subscribed'
	if (!subscription.isApproved) return 'pending-review'
	return subscription.status ? 'active' : 'approved-inactive'
}

export const SERVICE_STATE_LABELS: Record<ServiceState, string> = {
	'not-subscribed': 'Not subscribed',
	'pending-review': 'Pending review',
	'approved-inactive': 'Approved, not active',
	active: 'Active',
}

/** Where an approved service that is not active yet is activated: its card on My Products (the documents to accept, 'Activate'). */
export const activatePath = (name: ServiceName) => `/products#product-${name}`

/** One My Products entry: an approved service, its landing page when active, else the way to activate it. */
export type MyProductsEntry = { name: ServiceName; label: string; active: boolean; to: string }

/**
 * The sidebar's My Products entries: one per approved service, sorted by
 * name (docs/product/navigation.md). An active one opens its landing page;
 * an approved one not active yet leads to its card on My Products, where it
 * is activated, rather than to a page whose guard would only send it there.
 */
export function getMyProducts(subscriptions: Subscription[]): MyProductsEntry[] {
	return subscriptions
		.filter((s) => s.isApproved)
		.map((s) => {
			const active = getServiceState(s) === 'active'
			return { name: s.name, label: SERVICES[s.name].label, active, to: active ? SERVICES[s.name].path : activatePath(s.name) }
		})
		.sort((a, b) => a.label.localeCompare(b.label))
}

/**
 * The service guard's toast texts, naming each service by its
 * guard name (Payment says Payment).
 */
export function serviceGuardMessage(state: Exclude<ServiceState, 'active'>, name: ServiceName) {
	const service = SERVICES[name].guardName
	switch (state) {
		case 'pending-review':
			return 'You are unable to view this page because your subscription for this service is pending review'
		case 'approved-inactive':
			return `You are unable to view this page because you have not activated the ${service} service`
		case 'not-subscribed':
			return `You are unable to view this page because you have not subscribed to the ${service} service`
	}
}

/** One line on each product card. */
export const SERVICE_DESCRIPTIONS: Record<ServiceName, string> = {
	trading: 'Buy and sell digital assets for your customers at competitive rates, with settlement to your wallets.',
	compliance: 'AML checks, KYC onboarding flows, wallet and transaction analysis, due diligence and blacklist checks.',
	wallets: 'Crypto wallets for your business and your customers: deposits, withdrawals and sub-wallets.',
	fcat: 'Fiat wallets and virtual accounts in supported currencies, with payouts to banks and beneficiaries.',
	payment: 'Collect and pay out in crypto and fiat, with saved beneficiaries and receipts.',
	lending: 'Crypto-backed loans with liquidation reminders and settlement to your lending wallets.',
}
