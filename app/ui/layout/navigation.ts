import type { ServiceName } from '#contract/service-catalog.ts'

/** One entry of the sidebar and the mobile menu. */
export type NavItem = { label: string; to: string }

/**
 * The main navigation. An entry is listed only once its page exists
 * (Subscriptions, My Products and Settings arrive with their pages); until
 * /products and the service pages exist, My Products points at the
 * services section of the dashboard.
 */
export const PRIMARY_NAV: NavItem[] = [{ label: 'Dashboard', to: '/' }]

export const PRODUCTS_OVERVIEW: NavItem = { label: 'Overview', to: '/#services' }

export function serviceNavTarget(name: ServiceName) {
	return `/#service-${name}`
}
