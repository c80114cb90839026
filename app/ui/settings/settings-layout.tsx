import type { ReactNode } from 'react'
import { PageHeader } from '../kit/page-header.tsx'
import { SettingsTabs } from './settings-tabs.tsx'

/** Every settings page: the title, the tabs, and the open tab below them. */
export function SettingsLayout({ individual, children }: { individual: boolean; children: ReactNode }) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-5">
			<PageHeader title="Settings" />
			<SettingsTabs individual={individual} />
			{children}
		</div>
	)
}
