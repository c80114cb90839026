import { Link, useLocation } from '@remix-run/react'
import { APPROVALS_PATH } from '#app/lib/approvals/paths.ts'
import { withDialog } from '#app/lib/shell/dialog-urls.ts'
import { SWITCH_BUSINESS_PATH } from '#app/lib/team/paths.ts'
import { truncateName } from '#app/lib/text-format.ts'
import { PRIMARY_NAV, PRODUCTS_OVERVIEW, SETTINGS_NAV } from '../../lib/shell/navigation.ts'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { InactiveService, type SidebarService } from './sidebar.tsx'

type TopBarUser = {
	id: string
	displayName: string
	logoUrl: string | null
	accountLabel: string
	roleLabel: string
	pendingApprovals: number
	businesses: { pk: string; name: string }[]
}

/**
 * Breadcrumbs, the account menu (Support, Logout) and, below 1024 px, the
 * navigation menu. Menus are <details>, so they open without JavaScript.
 */
export function TopBar({ user, services, supportEmail }: { user: TopBarUser; services: SidebarService[]; supportEmail: string }) {
	const location = useLocation()
	const logoutHref = withDialog(location.pathname, location.search, 'logout')
	return (
		<header className="sticky top-0 z-30 flex items-center gap-3 border-b border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-6">
			<details className="relative lg:hidden">
				<summary className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm">Menu</summary>
				<nav
					aria-label="Main"
					className="absolute left-0 z-40 mt-2 flex w-64 flex-col rounded-xl border border-gray-200 bg-white p-2 shadow-lg"
				>
					{PRIMARY_NAV.map((item) => (
						<Link key={item.to} to={item.to} className="rounded-lg px-3 py-2 text-sm hover:bg-gray-50">
							{item.label}
						</Link>
					))}
					<p className="px-3 pt-2 text-xs font-semibold text-gray-500 uppercase">My Products</p>
					<Link to={PRODUCTS_OVERVIEW.to} className="rounded-lg px-3 py-2 text-sm hover:bg-gray-50">
						{PRODUCTS_OVERVIEW.label}
					</Link>
					{services.map((service) => (
						<Link key={service.name} to={service.to} className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-gray-50">
							{service.active ? service.label : <InactiveService label={service.label} />}
						</Link>
					))}
					<Link to={SETTINGS_NAV.to} className="rounded-lg px-3 py-2 text-sm hover:bg-gray-50">
						{SETTINGS_NAV.label}
					</Link>
					<Link to={logoutHref} preventScrollReset className="rounded-lg px-3 py-2 text-sm hover:bg-gray-50">
						Logout
					</Link>
				</nav>
			</details>
			<div className="min-w-0 flex-1">
				<Breadcrumbs />
			</div>
			{user.businesses.length > 1 ? <BusinessSwitcher current={user.id} businesses={user.businesses} /> : null}
			{/* Requests waiting for a second member (docs/product/approvals.md): always in reach, with their count. */}
			<Link
				to={APPROVALS_PATH}
				className="flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-50"
				data-testid="approvals-link"
			>
				Approvals
				{user.pendingApprovals > 0 ? (
					<span className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900" data-testid="approvals-pending">
						{user.pendingApprovals}
						<span className="sr-only"> waiting</span>
					</span>
				) : null}
			</Link>
			<details className="relative">
				<summary className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-gray-50">
					<span className="sr-only">Account menu for</span>
					{user.logoUrl ? (
						<img src={user.logoUrl} alt="" className="size-8 rounded-full object-cover" width={32} height={32} />
					) : (
						<span
							className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
							aria-hidden="true"
						>
							{user.displayName.charAt(0).toUpperCase()}
						</span>
					)}
					{/* On small screens only the initial shows: the full name is the menu's name for screen readers. */}
					<span className="sr-only sm:hidden">{user.displayName}</span>
					<span className="hidden text-left sm:block">
						<span className="block text-sm font-semibold" title={user.displayName}>
							{truncateName(user.displayName)}
						</span>
						<span className="block text-xs text-gray-500">{user.accountLabel}</span>
						<span className="block text-xs text-gray-500" data-testid="member-role-label">
							{user.roleLabel}
						</span>
					</span>
				</summary>
				<div className="absolute right-0 z-40 mt-2 flex w-48 flex-col rounded-xl border border-gray-200 bg-white p-2 shadow-lg">
					<a href={`mailto:${supportEmail}`} className="rounded-lg px-3 py-2 text-sm hover:bg-gray-50">
						Support
					</a>
					<Link to={SETTINGS_NAV.to} className="rounded-lg px-3 py-2 text-sm hover:bg-gray-50">
						My Account
					</Link>
					<Link to={logoutHref} preventScrollReset className="rounded-lg px-3 py-2 text-sm hover:bg-gray-50">
						Logout
					</Link>
				</div>
			</details>
		</header>
	)
}

/**
 * A login with more than one business chooses which to open: a plain post
 * (docs/product/team.md#switching-business); the provider signs a token for it.
 * Kept small and on the top bar's own classes: every page loads the frame.
 */
function BusinessSwitcher({ current, businesses }: { current: string; businesses: { pk: string; name: string }[] }) {
	return (
		<form method="post" action={SWITCH_BUSINESS_PATH} className="flex gap-2" data-testid="business-switcher">
			<select
				name="businessPk"
				defaultValue={current}
				aria-label="Business"
				className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm"
			>
				{businesses.map((business) => (
					<option key={business.pk} value={business.pk}>
						{business.name}
					</option>
				))}
			</select>
			<button type="submit" className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm">
				Switch
			</button>
		</form>
	)
}
