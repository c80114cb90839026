import { Form } from '@remix-run/react'
import { Fragment } from 'react'
import { AUTHENTICATOR_PROMPT } from '#app/lib/auth-prompts.ts'
import { TWO_FA_VERIFY_CONSTRAINT } from '#app/lib/settings/form-constraints.ts'
import { securityIntent } from '#app/lib/settings/intents.ts'
import { SubmitButton } from '../../kit/button.tsx'
import { CopyButton } from '../../kit/copy-button.tsx'
import { ErrorList } from '../../kit/field.tsx'
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '../../kit/form.ts'
import { OtpField } from '../../kit/otp-field.tsx'
import { RecoveryCodesShown, RegenerateRecoveryCodesForm } from './recovery-codes.tsx'
import { StatusSwitch } from './status-switch.tsx'

/** The setup key as authenticator apps print it: groups of four characters. */
function groupKey(key: string) {
	return key.match(/.{1,4}/g) ?? []
}

/**
 * Two-factor authentication: once set, locked on with 'Your 2FA is set';
 * otherwise set up with a QR code (drawn on the server, so it shows without
 * JavaScript), a copyable setup key, and a first code.
 */
export function TwoFactorSection({
	enabled,
	setup,
	lastResult,
	recoveryCodes = null,
	regenerateResult,
}: {
	enabled: boolean
	setup: { qrSvg: string; key: string } | null
	lastResult: SubmissionResult<string[]> | undefined
	/** The set just handed out, with what brought it: 2FA turned on, or a regeneration. */
	recoveryCodes?: { codes: string[]; title: string } | null
	regenerateResult?: SubmissionResult<string[]> | undefined
}) {
	const [form, fields] = useForm({
		id: 'two-fa',
		lastResult,
		schema: { load: () => import('#app/lib/settings/security-schemas.ts'), build: (m) => m.twoFAVerifyFormSchema },
		constraint: TWO_FA_VERIFY_CONSTRAINT,
		shouldValidate: 'onSubmit',
	})
	return (
		<div className="flex flex-col gap-4">
			<div className="flex items-start justify-between gap-4">
				<div>
					<h3 className="font-semibold">Two-factor authentication</h3>
					<p className="text-sm text-gray-600">A code from an authenticator app confirms sensitive changes.</p>
				</div>
				<StatusSwitch on={enabled} label="Two-factor authentication" />
			</div>
			{enabled ? <p className="font-medium text-green-700">Your 2FA is set</p> : null}
			{enabled && recoveryCodes ? <RecoveryCodesShown codes={recoveryCodes.codes} title={recoveryCodes.title} /> : null}
			{enabled ? <RegenerateRecoveryCodesForm lastResult={regenerateResult} /> : null}
			{!enabled && !setup ? (
				<Form method="POST">
					<SubmitButton name="intent" value={securityIntent['start-2fa']} pendingLabel="Loading setup key, please wait...">
						Set up 2FA
					</SubmitButton>
				</Form>
			) : null}
			{!enabled && setup ? (
				<div className="flex flex-col gap-4 sm:flex-row">
					{/* qrcode's own SVG of our otpauth URL: no user input reaches it. It is scaled to fit its frame. */}
					<div
						className="size-48 shrink-0 rounded-xl border border-gray-200 bg-white p-2 [&_svg]:block [&_svg]:size-full"
						role="img"
						aria-label="QR code for your authenticator app"
						dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
					/>
					<div className="flex min-w-0 flex-col gap-2">
						<p className="text-sm text-gray-600">
							Scan the QR code with your authenticator app, or enter the setup key, then type the code it shows.
						</p>
						<p className="text-sm">
							Setup key: {/* Groups of four, each kept whole: a line breaks only between groups. Copy copies the raw key. */}
							<code data-testid="two-fa-key" data-key={setup.key} className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs">
								{groupKey(setup.key).map((group, index) => (
									<Fragment key={index}>
										{index > 0 ? ' ' : null}
										<span className="whitespace-nowrap">{group}</span>
									</Fragment>
								))}
							</code>{' '}
							<CopyButton value={setup.key} thing="setup key" />
						</p>
						<Form method="POST" className="flex max-w-xs flex-col gap-1" {...getFormProps(form)}>
							<OtpField label={AUTHENTICATOR_PROMPT} {...getInputProps(fields.token, { type: 'text' })} errors={fields.token.errors} />
							<ErrorList id={form.errorId} errors={form.errors} />
							<div>
								<SubmitButton name="intent" value={securityIntent['verify-2fa']} pendingLabel="Confirming token...">
									Confirm token
								</SubmitButton>
							</div>
						</Form>
					</div>
				</div>
			) : null}
		</div>
	)
}
