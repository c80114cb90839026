import { SERVICES, type ServiceName } from '#contract/service-catalog.ts'

/** One entry of the sidebar and the mobile menu. */
export type NavItem = { label: string; to: string; icon: string }

/**
 * The main navigation (SPEC.md §2 "Layouts"). An entry is listed only once
 * its page exists: Settings arrives with its page.
 */
export const PRIMARY_NAV: NavItem[] = [
	{ label: 'Dashboard', to: '/', icon: '⌂' },
	{ label: 'Subscriptions', to: '/subscriptions', icon: '☰' },
]

export const PRODUCTS_OVERVIEW = { label: 'Overview', to: '/products' }

/** A service's entry under My Products: its landing page. */
export function serviceNavTarget(name: ServiceName) {
	return SERVICES[name].path
}
