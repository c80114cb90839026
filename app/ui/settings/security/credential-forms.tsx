import { Form, Link } from '@remix-run/react'
import type { ZodTypeAny } from 'zod'
import { AUTHENTICATOR_PROMPT } from '#app/lib/auth-prompts.ts'
import { securityIntent } from '#app/lib/settings/intents.ts'
import { securityUrl } from '#app/lib/settings/security-sections.ts'
import { buttonClass, SubmitButton } from '../../kit/button.tsx'
import { ErrorList } from '../../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../../kit/form.ts'
import { PinField } from '../../kit/number-field.tsx'
import { OtpField } from '../../kit/otp-field.tsx'
import { PasswordField } from '../../kit/password-input.tsx'

type Props = { exists: boolean; twoFAEnabled: boolean; editing: boolean; lastResult: SubmissionResult<string[]> | undefined }

/** An on/off row whose button opens the form (a URL, `&edit=1`), so it works without JavaScript. */
/** The row's link opens the form ('Set PIN', primary until it is set) or, while it is open, closes it ('Cancel', always secondary). */
function RevealRow({
	title,
	description,
	on,
	to,
	editing,
	label,
}: {
	title: string
	description: string
	on: boolean
	to: string
	editing: boolean
	label: string
}) {
	return (
		<div className="flex items-start justify-between gap-4">
			<div>
				<h3 className="font-semibold">{title}</h3>
				<p className="text-sm text-gray-600">{description}</p>
			</div>
			<Link to={to} preventScrollReset className={buttonClass(on || editing ? 'secondary' : 'primary')}>
				{label}
			</Link>
		</div>
	)
}

/** Transaction PIN: create (PIN + confirm) or change (current, new, confirm); six digits. */
export function PinSection({ exists, twoFAEnabled, editing, lastResult }: Props) {
	const schema = {
		load: () => import('#app/lib/settings/security-schemas.ts'),
		build: (m: typeof import('#app/lib/settings/security-schemas.ts')) => m.pinFormSchema(exists, twoFAEnabled) as ZodTypeAny,
	}
	const [form, fields] = useForm<Record<string, string>, typeof import('#app/lib/settings/security-schemas.ts')>({
		id: 'pin-form',
		lastResult,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const field = (name: string, label: string) => (
		<PinField key={name} label={label} name={name} id={`pin-${name}`} errors={fields[name]?.errors} />
	)
	return (
		<div className="flex flex-col gap-4">
			<RevealRow
				title="Transaction PIN"
				description={exists ? 'Your 6-digit PIN confirms transactions.' : 'Set a 6-digit PIN to confirm transactions.'}
				on={exists}
				to={securityUrl('pin', editing ? {} : { edit: '1' })}
				editing={editing}
				label={editing ? 'Cancel' : exists ? 'Change PIN' : 'Set PIN'}
			/>
			{editing ? (
				<Form method="POST" className="flex max-w-md flex-col gap-1" {...getFormProps(form)}>
					{exists
						? [field('oldPin', 'Current PIN'), field('newPin', 'New PIN'), field('confirmNewPin', 'Confirm new PIN')]
						: [field('pin', 'PIN'), field('confirmPin', 'Confirm PIN')]}
					{twoFAEnabled ? <OtpField label={AUTHENTICATOR_PROMPT} name="token" id="pin-token" errors={fields.token?.errors} /> : null}
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<SubmitButton name="intent" value={securityIntent['save-pin']} pendingLabel="Saving...">
							{exists ? 'Update PIN' : 'Create PIN'}
						</SubmitButton>
					</div>
				</Form>
			) : null}
		</div>
	)
}

/** Password: create or change, with the password rules ticked as they are met. */
export function PasswordSection({ exists, twoFAEnabled, editing, lastResult }: Props) {
	const schema = {
		load: () => import('#app/lib/settings/security-schemas.ts'),
		build: (m: typeof import('#app/lib/settings/security-schemas.ts')) => m.passwordFormSchema(exists, twoFAEnabled) as ZodTypeAny,
	}
	const [form, fields] = useForm<Record<string, string>, typeof import('#app/lib/settings/security-schemas.ts')>({
		id: 'password-form',
		lastResult,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<div className="flex flex-col gap-4">
			<RevealRow
				title="Password"
				description={
					exists
						? 'Log in with your e-mail and password, or with an e-mailed link.'
						: 'Add a password to log in without waiting for an e-mail.'
				}
				on={exists}
				to={securityUrl('password', editing ? {} : { edit: '1' })}
				editing={editing}
				label={editing ? 'Cancel' : exists ? 'Change password' : 'Create password'}
			/>
			{editing ? (
				<Form method="POST" className="flex max-w-md flex-col gap-1" {...getFormProps(form)}>
					{exists ? (
						<>
							<PasswordField
								label="Current password"
								autoComplete="current-password"
								name="oldPassword"
								id="oldPassword"
								errors={fields.oldPassword?.errors}
							/>
							<PasswordField
								label="New password"
								autoComplete="new-password"
								showRules
								name="newPassword"
								id="newPassword"
								errors={fields.newPassword?.errors}
							/>
							<PasswordField
								label="Confirm new password"
								autoComplete="new-password"
								name="confirmNewPassword"
								id="confirmNewPassword"
								errors={fields.confirmNewPassword?.errors}
							/>
						</>
					) : (
						<>
							<PasswordField
								label="Password"
								autoComplete="new-password"
								showRules
								name="password"
								id="password"
								errors={fields.password?.errors}
							/>
							<PasswordField
								label="Confirm password"
								autoComplete="new-password"
								name="confirmPassword"
								id="confirmPassword"
								errors={fields.confirmPassword?.errors}
							/>
						</>
					)}
					{twoFAEnabled ? <OtpField label={AUTHENTICATOR_PROMPT} name="token" id="password-token" errors={fields.token?.errors} /> : null}
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<SubmitButton name="intent" value={securityIntent['save-password']} pendingLabel="Saving...">
							{exists ? 'Update password' : 'Create password'}
						</SubmitButton>
					</div>
				</Form>
			) : null}
		</div>
	)
}
