import { NavLink } from '@remix-run/react'
import { APPROVAL_RULES_PATH } from '#app/lib/approvals/paths.ts'
import { AUDIT_LOG_PATH } from '#app/lib/settings/paths.ts'
import { cn } from '../kit/cn.ts'

/**
 * The settings tabs are links: each tab is a URL that support can open.
 * Profile (Company Profile for companies) is the default, at /settings.
 * On a narrow screen they wrap onto a second line rather than scroll, so the
 * active tab is always in view, with or without JavaScript.
 */
export function SettingsTabs({ individual }: { individual: boolean }) {
	const tabs = [
		{ to: '/settings', label: individual ? 'Profile' : 'Company Profile', end: true },
		{ to: '/settings/integrations', label: 'Integrations', end: false },
		{ to: '/settings/security', label: 'Security', end: false },
		{ to: '/settings/products', label: 'Products & subscriptions', end: false },
		{ to: '/settings/team', label: 'Team', end: false },
		{ to: AUDIT_LOG_PATH, label: 'Audit log', end: false },
		{ to: APPROVAL_RULES_PATH, label: 'Approval rules', end: false },
	]
	return (
		<nav aria-label="Settings" className="flex flex-wrap gap-x-1 border-b border-gray-200">
			{tabs.map((tab) => (
				<NavLink
					key={tab.to}
					to={tab.to}
					end={tab.end}
					className={({ isActive }) =>
						cn(
							'-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap',
							isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-600 hover:text-ink',
						)
					}
				>
					{tab.label}
				</NavLink>
			))}
		</nav>
	)
}
