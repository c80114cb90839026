import { useSearchParams } from '@remix-run/react'
import type { ReactNode } from 'react'
import { MAIN_ID } from '#app/ui/shell/skip-link.tsx'
import { InactivityGuard } from './inactivity-guard.tsx'
import { LogoutDialog } from './logout-dialog.tsx'
import { Messenger, type MessengerUser } from './messenger.tsx'
import { Sidebar, type SidebarService } from './sidebar.tsx'
import { TopBar } from './top-bar.tsx'

export type ShellUser = MessengerUser & {
	displayName: string
	logoUrl: string | null
	accountLabel: string
	roleLabel: string
	pendingApprovals: number
	businesses: { pk: string; name: string }[]
}

type Props = {
	user: ShellUser
	services: SidebarService[]
	sidebarCollapsed: boolean
	supportEmail: string
	messenger: { appId: string; scriptUrl: string } | null
	justLoggedIn: boolean
	children: ReactNode
}

/** The signed-in layout: sidebar, top bar, page; the logout dialog by URL. It fills the screen below the not-live banner. */
export function MainLayout({ user, services, sidebarCollapsed, supportEmail, messenger, justLoggedIn, children }: Props) {
	const [searchParams] = useSearchParams()
	return (
		<div className="flex min-h-[calc(100dvh-var(--banner-height))]">
			<Sidebar collapsed={sidebarCollapsed} services={services} />
			<div className="flex min-w-0 flex-1 flex-col">
				<TopBar user={user} services={services} supportEmail={supportEmail} />
				<main id={MAIN_ID} tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
					{searchParams.get('dialog') === 'logout' ? <LogoutDialog /> : null}
					{children}
				</main>
			</div>
			<InactivityGuard />
			{messenger ? <Messenger appId={messenger.appId} scriptUrl={messenger.scriptUrl} user={user} justLoggedIn={justLoggedIn} /> : null}
		</div>
	)
}
