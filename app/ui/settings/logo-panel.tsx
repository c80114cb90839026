import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { LOGO_EXTENSIONS } from '#contract/settings/profile.ts'
import { ERROR_TOAST_TITLE, TOAST_DURATION_MS } from '#app/lib/constants.ts'
import { checkLogoFile } from '#app/lib/logo.ts'
import { logoIntent } from '#app/lib/settings/intents.ts'
import { REMOVE_LOGO_DIALOG } from '#app/lib/settings/profile.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { ConfirmAction, ConfirmActionLink } from '../kit/confirm-action.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { Toaster } from '../shell/toaster.tsx'

/**
 * The logo panel: no file chosen, a file chosen and previewed, uploading,
 * logo set; the choice can be removed before upload. With JavaScript a bad
 * file is refused the moment it is chosen; the server checks it again
 * either way (a .jpg, .jpeg, .png or .svg, at most 400kb and 100 x 100).
 */
/**
 * Removing the logo asks first (a modal with JavaScript, a section of the
 * page without); the question holds the real post, 'Keep it' returns to the
 * page unchanged.
 */
function RemoveLogoConfirm() {
	return (
		<ConfirmAction
			param="dialog"
			what={REMOVE_LOGO_DIALOG}
			title="Remove your logo?"
			labelId="remove-logo-title"
			encType="multipart/form-data"
			confirm={REMOVE_LOGO_DIALOG}
			intent={logoIntent['remove-logo']}
			submitLabel="Remove logo"
			pendingLabel="Removing..."
		>
			<p className="text-sm text-gray-600">Your pages show your initials instead until you upload a logo again.</p>
		</ConfirmAction>
	)
}

export function LogoPanel({ logoUrl, name, serverError }: { logoUrl: string | null; name: string; serverError: string | null }) {
	const refusal = useRoleRefusal('settings.manage')
	const hydrated = useHydrated()
	const navigation = useNavigation()
	const input = useRef<HTMLInputElement>(null)
	const [selected, setSelected] = useState<{ url: string; name: string } | null>(null)
	const [clientError, setClientError] = useState<{ id: string; message: string } | null>(null)
	const uploading = navigation.formData?.get('intent') === logoIntent['upload-logo']
	const error = clientError ?? (serverError ? { id: serverError, message: serverError } : null)

	function clearSelection() {
		if (input.current) input.current.value = ''
		if (selected) URL.revokeObjectURL(selected.url)
		setSelected(null)
	}

	// Once an upload has gone through, the panel shows the new logo and offers 'Replace Logo' again.
	const wasUploading = useRef(false)
	useEffect(() => {
		if (wasUploading.current && !uploading && !serverError) clearSelection()
		wasUploading.current = uploading
		// clearSelection reads the current selection; only the end of an upload should run it.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [uploading, serverError])

	async function onChoose(file: File | undefined) {
		setClientError(null)
		if (!file) return clearSelection()
		const check = await checkLogoFile(file)
		if (!check.ok) {
			clearSelection()
			setClientError({ id: `${file.name}-${Date.now()}`, message: check.message })
			return
		}
		if (selected) URL.revokeObjectURL(selected.url)
		setSelected({ url: URL.createObjectURL(file), name: file.name })
	}

	const preview = selected?.url ?? logoUrl
	return (
		<section aria-labelledby="logo-title" className={cardClass('flex flex-col gap-3 p-5')}>
			<h3 id="logo-title" className="font-semibold">
				Logo
			</h3>
			<div className="flex items-center gap-4">
				{preview ? (
					<img
						src={preview}
						alt={selected ? 'Selected logo' : `${name} logo`}
						width={64}
						height={64}
						className="size-16 rounded-xl border border-gray-200 object-contain"
					/>
				) : (
					<span
						className="flex size-16 items-center justify-center rounded-xl bg-brand-100 text-2xl font-semibold text-brand-700"
						aria-hidden="true"
					>
						{name.charAt(0).toUpperCase()}
					</span>
				)}
				<p className="text-xs text-gray-500">A .jpg, .jpeg, .png or .svg image, at most 400kb and 100 x 100 pixels.</p>
			</div>
			<RoleRefusal refusal={refusal}>
				<Form method="POST" encType="multipart/form-data" className="flex flex-wrap items-center gap-3">
					<label
						className={hydrated ? buttonClass('secondary', 'cursor-pointer') : 'flex max-w-full min-w-0 flex-col gap-1 text-sm font-medium'}
					>
						{logoUrl ? 'Replace Logo' : 'Choose Logo'}
						<input
							ref={input}
							type="file"
							name="logo"
							accept={LOGO_EXTENSIONS.join(',')}
							required
							className={hydrated ? 'sr-only' : 'max-w-full text-sm'}
							onChange={(event) => void onChoose(event.currentTarget.files?.[0])}
						/>
					</label>
					{!hydrated || selected ? (
						<SubmitButton name="intent" value={logoIntent['upload-logo']} pending={uploading} pendingLabel="Uploading...">
							Upload Logo
						</SubmitButton>
					) : null}
					{selected ? (
						<button type="button" onClick={clearSelection} className="text-sm font-semibold text-brand-700 underline">
							Remove selected image
						</button>
					) : null}
				</Form>
			</RoleRefusal>
			{selected ? <p className="text-xs text-gray-600">Selected: {selected.name}</p> : null}
			{logoUrl && !selected && !refusal ? (
				<ConfirmActionLink param="dialog" what={REMOVE_LOGO_DIALOG} className={buttonClass('ghost', 'self-start px-0 text-red-700')}>
					Remove current logo
				</ConfirmActionLink>
			) : null}
			{logoUrl && !refusal ? <RemoveLogoConfirm /> : null}
			{error ? (
				<Toaster
					key={error.id}
					toast={{ id: error.id, type: 'error', title: ERROR_TOAST_TITLE, description: error.message, durationMs: TOAST_DURATION_MS }}
				/>
			) : null}
		</section>
	)
}
