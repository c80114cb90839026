import type { ReactNode } from 'react'
import { SettingsTabs } from './settings-tabs.tsx'

/** Every settings page: the title, the tabs, and the open tab below them. */
export function SettingsLayout({ individual, children }: { individual: boolean; children: ReactNode }) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-5">
			<h1 className="text-2xl font-bold">Settings</h1>
			<SettingsTabs individual={individual} />
			{children}
		</div>
	)
}
