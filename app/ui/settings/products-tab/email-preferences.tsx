import { Form, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { productsTabIntent } from '#app/lib/settings/intents.ts'
import { SubmitButton } from '../../kit/button.tsx'
import { RoleRefusal } from '../../kit/role-refusal.tsx'
import { SubScreenHeader } from './sub-screen-header.tsx'

type Setting = { key: string; label: string; active: boolean }

/**
 * Manage emails: one checkbox per preference and one Update button. With
 * JavaScript the button waits for a change; without it the button is always
 * there and the server notices when nothing changed. A role that may not change
 * them sees them disabled, the reason in place of the button (record 135).
 */
export function EmailPreferences({
	product,
	back,
	error,
	settings,
	refusal,
}: {
	product: { key: string; label: string }
	back: string
	error: string | null
	settings: Setting[]
	refusal: string | null
}) {
	// A new set of saved values (after an update) starts the form afresh.
	const saved = settings.map((s) => `${s.key}:${String(s.active)}`).join(',')
	return (
		<div className="flex flex-col gap-3">
			<SubScreenHeader back={back} product={product.label} title="Manage emails" />
			{error ? (
				<p role="alert" className="text-sm text-red-700">
					{error}
				</p>
			) : null}
			<EmailForm key={saved} product={product.key} settings={settings} refusal={refusal} />
		</div>
	)
}

function EmailForm({ product, settings, refusal }: { product: string; settings: Setting[]; refusal: string | null }) {
	const hydrated = useHydrated()
	const navigation = useNavigation()
	const [dirty, setDirty] = useState(false)
	const intent = productsTabIntent['update-emails']
	const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
	return (
		<Form
			method="POST"
			preventScrollReset
			className="flex flex-col gap-2"
			onChange={(event) => {
				const form = event.currentTarget
				setDirty(settings.some((s) => (form.elements.namedItem(s.key) as HTMLInputElement | null)?.checked !== s.active))
			}}
		>
			<input type="hidden" name="product" value={product} />
			<fieldset disabled={refusal !== null}>
				<legend className="mb-2 text-sm text-gray-600">Send me an e-mail when:</legend>
				<ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
					{settings.map((setting) => (
						<li key={setting.key}>
							<label className="flex cursor-pointer items-center justify-between gap-4 px-4 py-3 text-sm">
								<span className="font-medium">{setting.label}</span>
								<input
									type="checkbox"
									role="switch"
									name={setting.key}
									defaultChecked={setting.active}
									className="peer size-5 accent-brand-600"
								/>
							</label>
						</li>
					))}
				</ul>
			</fieldset>
			{settings.length === 0 ? <p className="text-sm text-gray-600">Nothing to show here yet</p> : null}
			<div hidden={settings.length === 0}>
				<RoleRefusal refusal={refusal}>
					<SubmitButton name="intent" value={intent} pendingLabel="Updating..." disabled={hydrated && (!dirty || saving)}>
						Update
					</SubmitButton>
				</RoleRefusal>
			</div>
		</Form>
	)
}
