import type { ServiceName } from '#contract/products.ts'
import { SERVICES } from './services.ts'

/**
 * Each service's two pages beside its overview
 * (docs/decisions/117-pricing-and-settings-pages.md): its rate card
 * ('Pricing') and its settings, where 'Deactivate' is.
 */
export const SERVICE_SUBPAGES = ['pricing', 'settings'] as const
export type ServiceSubpage = (typeof SERVICE_SUBPAGES)[number]

export const SUBPAGE_TITLES: Record<ServiceSubpage, string> = { pricing: 'Pricing', settings: 'Settings' }

export const serviceSubpagePath = (name: ServiceName, page: ServiceSubpage) => `${SERVICES[name].path}/${page}`

/** The service and the page a URL names: `/product/trading/pricing` is the Trading service's pricing; anything else null. */
export function serviceSubpageAt(pathname: string): { name: ServiceName; page: ServiceSubpage } | null {
	for (const name of Object.keys(SERVICES) as ServiceName[]) {
		for (const page of SERVICE_SUBPAGES) if (pathname === serviceSubpagePath(name, page)) return { name, page }
	}
	return null
}
