import { Link, NavLink, useFetcher, useLocation } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { MyProductsEntry } from '#app/lib/products/services.ts'
import { withDialog } from '#app/lib/shell/dialog-urls.ts'
import { PRIMARY_NAV, PRODUCTS_OVERVIEW, SETTINGS_NAV, type NavItem } from '#app/lib/shell/navigation.ts'
import { cn } from '../kit/cn.ts'
import { Icon } from '../kit/icon.tsx'
import { Logo } from './logo.tsx'

export type SidebarService = MyProductsEntry

/**
 * The desktop sidebar. Collapsing is a form post
 * that sets a cookie, so the server renders the right width on the next
 * page; with JavaScript it switches at once. A collapsed sidebar closes the
 * My Products dropdown.
 */
export function Sidebar({ collapsed: savedCollapsed, services }: { collapsed: boolean; services: SidebarService[] }) {
	const fetcher = useFetcher()
	const hydrated = useHydrated()
	const location = useLocation()
	const pending = fetcher.formData?.get('collapsed')
	const collapsed = pending ? pending === 'true' : savedCollapsed
	const here = `${location.pathname}${location.search}`
	const logoutHref = withDialog(location.pathname, location.search, 'logout')

	return (
		<aside
			data-collapsed={collapsed}
			className={cn(
				'sticky top-[var(--banner-height)] hidden h-[calc(100dvh-var(--banner-height))] shrink-0 flex-col border-r border-gray-200 bg-white lg:flex',
				collapsed ? 'w-20' : 'w-64',
			)}
		>
			<div className="flex items-center justify-between gap-2 px-4 py-4">
				<Link to="/" title="Dashboard">
					<Logo compact={collapsed} />
				</Link>
			</div>
			<nav aria-label="Main" className="flex flex-1 flex-col gap-1 px-3">
				{PRIMARY_NAV.map((item) => (
					<SidebarLink key={item.to} item={item} collapsed={collapsed} />
				))}
				{/* A <details> opens without JavaScript; collapsing the sidebar closes it. */}
				<details key={collapsed ? 'collapsed' : 'expanded'} className="group" open={!collapsed && services.length > 0}>
					<summary
						className={cn(
							'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100',
							collapsed && 'justify-center',
						)}
						title={collapsed ? 'My Products' : undefined}
					>
						<Icon name="products" />
						<span className={cn(collapsed && 'sr-only')}>My Products</span>
						{!collapsed ? <Icon name="chevron-down" className="ml-auto transition-transform group-open:rotate-180" /> : null}
					</summary>
					<ul className={cn('mt-1 flex flex-col gap-0.5', collapsed ? 'hidden' : 'pl-9')}>
						<li>
							<Link to={PRODUCTS_OVERVIEW.to} className="block rounded-lg px-3 py-1.5 text-sm text-gray-600 hover:bg-gray-100">
								{PRODUCTS_OVERVIEW.label}
							</Link>
						</li>
						{services.map((service) => (
							<li key={service.name}>
								{service.active ? (
									<NavLink
										to={service.to}
										className={({ isActive }) =>
											cn(
												'block rounded-lg px-3 py-1.5 text-sm hover:bg-gray-100',
												isActive ? 'font-semibold text-brand-700' : 'text-gray-600',
											)
										}
									>
										{service.label}
									</NavLink>
								) : (
									<Link to={service.to} className="flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm text-gray-600 hover:bg-gray-100">
										<InactiveService label={service.label} />
									</Link>
								)}
							</li>
						))}
					</ul>
				</details>
				<SidebarLink item={SETTINGS_NAV} collapsed={collapsed} end={false} />
				<Link
					to={logoutHref}
					preventScrollReset
					className={cn(
						'mt-auto mb-2 flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100',
						collapsed && 'justify-center',
					)}
				>
					<Icon name="logout" />
					<span className={cn(collapsed && 'sr-only')}>Logout</span>
				</Link>
			</nav>
			<fetcher.Form method="POST" action="/preferences/sidebar" className="border-t border-gray-200 p-3">
				<input type="hidden" name="collapsed" value={collapsed ? 'false' : 'true'} />
				{/* Without JavaScript the post comes back to this page; with it, nothing navigates. */}
				{hydrated ? null : <input type="hidden" name="redirectTo" value={here} />}
				<button
					type="submit"
					className="flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm text-gray-600 hover:bg-gray-100"
					aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
				>
					<Icon name={collapsed ? 'expand' : 'collapse'} />
					{collapsed ? null : <span>Collapse</span>}
				</button>
			</fetcher.Form>
		</aside>
	)
}

function SidebarLink({ item, collapsed, end = true }: { item: NavItem; collapsed: boolean; end?: boolean }) {
	return (
		<NavLink
			to={item.to}
			end={end}
			title={collapsed ? item.label : undefined}
			className={({ isActive }) =>
				cn(
					'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
					isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100',
					collapsed && 'justify-center',
				)
			}
		>
			<Icon name={item.icon} />
			<span className={cn(collapsed && 'sr-only')}>{item.label}</span>
		</NavLink>
	)
}

/** An approved service not active yet: its name, and that its entry leads to activating it. */
export function InactiveService({ label }: { label: string }) {
	return (
		<>
			{label}
			<span aria-hidden="true" className="rounded-full bg-amber-100 px-1.5 text-xs font-medium text-amber-900">
				Activate
			</span>
			<span className="sr-only"> (not active: activate it)</span>
		</>
	)
}
