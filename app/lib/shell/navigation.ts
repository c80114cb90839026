/** The icons the navigation names (drawn by app/ui/kit/icon.tsx). */
export type NavIcon = 'dashboard' | 'subscriptions' | 'accounts' | 'settings'

/** One entry of the sidebar and the mobile menu. */
export type NavItem = { label: string; to: string; icon: NavIcon }

/**
 * The main navigation: these, then My Products,
 * then SETTINGS_NAV, then Logout.
 */
export const PRIMARY_NAV: NavItem[] = [
	{ label: 'Dashboard', to: '/', icon: 'dashboard' },
	{ label: 'Subscriptions', to: '/subscriptions', icon: 'subscriptions' },
	{ label: 'Accounts', to: '/accounts', icon: 'accounts' },
]

export const SETTINGS_NAV: NavItem = { label: 'Settings', to: '/settings', icon: 'settings' }

export const PRODUCTS_OVERVIEW = { label: 'Overview', to: '/products' }
