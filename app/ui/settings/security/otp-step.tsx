import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { SecurityIntent } from '#app/lib/settings/security-schemas.ts'
import { buttonClass, SubmitButton } from '../../kit/button.tsx'
import { UrlDialog } from '../../kit/dialog.tsx'
import { ErrorList, type ListOfErrors } from '../../kit/field.tsx'
import { OtpField } from '../../kit/otp-field.tsx'

/**
 * The extra OTP step as a URL dialog (see docs/decisions/018-extra-otp-step.md):
 * a form with the 6-digit code that replays the change (`intent` and its
 * values) with the code. A page section without JavaScript, a modal with
 * it; Enter submits.
 */
export function OtpStep({
	title,
	prompt,
	closeTo,
	intent,
	fields = {},
	errors,
	children,
	name = 'token',
}: {
	title: string
	prompt: string
	closeTo: string
	/** The change being confirmed, posted by the Confirm button. */
	intent: SecurityIntent
	/** The change's values, if it has any. */
	fields?: Record<string, string>
	errors?: ListOfErrors
	children?: ReactNode
	name?: string
}) {
	return (
		<UrlDialog title={title} labelId="otp-step-title" closeTo={closeTo}>
			{children}
			<Form method="POST" className="flex flex-col gap-2">
				{Object.entries(fields).map(([key, value]) => (
					<input key={key} type="hidden" name={key} value={value} />
				))}
				<OtpField label={prompt} name={name} id={`otp-step-${name}`} required autoFocus />
				<ErrorList errors={errors} />
				<div className="flex justify-end gap-3">
					<Link to={closeTo} replace preventScrollReset className={buttonClass('secondary')}>
						Cancel
					</Link>
					<SubmitButton name="intent" value={intent} pendingLabel="Confirming token...">
						Confirm token
					</SubmitButton>
				</div>
			</Form>
		</UrlDialog>
	)
}
