import type { ServiceName } from '#contract/products.ts'
import { SERVICES } from '#app/lib/products/services.ts'

export type Crumb = { title: string; to: string }

/** What a page declares about itself (its route's `handle`, its title possibly read from its loader's data). */
export type PageIdentity = { title: string; serviceName?: string; ancestor?: Crumb }

export const DASHBOARD_CRUMB: Crumb = { title: 'Dashboard', to: '/' }
export const MY_PRODUCTS_CRUMB: Crumb = { title: 'My Products', to: '/products' }
export const APP_NAME = 'Integrator Dashboard'

/**
 * The service a page belongs to: the one its handle names (by the guard's
 * word, as the handles always have), else the one whose paths hold the URL
 * (its landing page and what lies under it, or its `pages` prefix).
 */
export function serviceOf(page: Pick<PageIdentity, 'serviceName'>, pathname: string): ServiceName | null {
	const names = Object.keys(SERVICES) as ServiceName[]
	const named = page.serviceName ? names.find((name) => SERVICES[name].guardName === page.serviceName) : undefined
	if (named) return named
	return (
		names.find((name) => {
			const { path, pages } = SERVICES[name]
			return pathname === path || pathname.startsWith(`${path}/`) || (pages !== undefined && pathname.startsWith(`${pages}/`))
		}) ?? null
	)
}

/**
 * The breadcrumb trail before the current page, following the sidebar
 * (docs/decisions/116-page-header-breadcrumbs-and-titles.md): Dashboard, then
 * for a service's page My Products and the service, then the page's own
 * ancestor when it is a level of its own (the orders list above an order);
 * never a label twice, never the page itself.
 */
export function breadcrumbTrail(page: PageIdentity, pathname: string): Crumb[] {
	if (pathname === DASHBOARD_CRUMB.to || page.title === DASHBOARD_CRUMB.title) return []
	const trail: Crumb[] = [DASHBOARD_CRUMB]
	const service = serviceOf(page, pathname)
	if (service) {
		trail.push(MY_PRODUCTS_CRUMB)
		const { label, path } = SERVICES[service]
		if (pathname !== path) trail.push({ title: label, to: path })
	}
	const ancestor = page.ancestor
	if (ancestor && ancestor.to !== pathname) {
		// A service's landing page is the service's crumb whatever the handle calls it ('Fiat wallets', 'Payment').
		const isService = service !== null && ancestor.to === SERVICES[service].path
		const repeated = trail.some((crumb) => crumb.to === ancestor.to || crumb.title === ancestor.title) || ancestor.title === page.title
		if (!isService && !repeated) trail.push(ancestor)
	}
	return trail
}

/** The tab's title: what is open, then its service ('NGN wallet · Fiat wallet'), then the app. */
export function documentTitle(page: PageIdentity | undefined, pathname: string) {
	if (!page?.title) return APP_NAME
	const service = serviceOf(page, pathname)
	const label = service ? SERVICES[service].label : null
	return label && label !== page.title ? `${page.title} · ${label} | ${APP_NAME}` : `${page.title} | ${APP_NAME}`
}
