import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form, Link } from '@remix-run/react'
import { confirmQuoteSchema } from '#app/lib/money/local-transfer.ts'
import { securityUrl } from '#app/lib/settings/security-sections.ts'
import { AUTHENTICATOR_PROMPT } from '#app/lib/settings/integrations-schemas.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { ErrorList, TextField } from '../kit/field.tsx'
import { OtpField } from '../kit/otp-field.tsx'

type Props = {
	/** The quote's id: the form's id, so a new quote starts a new form. */
	quoteId: string
	pinExists: boolean
	twoFAEnabled: boolean
	/** The confirm post's answer when it was refused. */
	lastResult: SubmissionResult<string[]> | undefined
	/** 'Confirm transfer', 'Confirm withdrawal'. */
	submitLabel: string
	/** What is confirmed with the PIN, for the no-PIN notice: 'Transfers', 'Withdrawals'. */
	things: string
}

/**
 * The confirm step of every quote (DESIGN §4b): the transaction PIN and,
 * with 2FA on, the authenticator code, posted to the quote's own page. With
 * no PIN set yet, the way to create one instead.
 */
export function ConfirmWithPin({ quoteId, pinExists, twoFAEnabled, lastResult, submitLabel, things }: Props) {
	const schema = confirmQuoteSchema(twoFAEnabled)
	const [form, f] = useForm({
		id: `confirm-${quoteId}`,
		lastResult,
		constraint: getZodConstraint(schema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	if (!pinExists)
		return (
			<section role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-sm">
				<h2 className="font-semibold">Set a transaction PIN first</h2>
				<p className="mt-1">{things} are confirmed with your 6-digit transaction PIN, and you have not set one yet.</p>
				<Link to={securityUrl('pin', { edit: '1' })} className={buttonClass('primary', 'mt-3')}>
					Create a PIN in Settings
				</Link>
			</section>
		)
	return (
		<Form method="POST" className="flex flex-col gap-1 rounded-2xl border border-gray-200 bg-white p-6" {...getFormProps(form)}>
			<TextField
				label="Transaction PIN"
				name="pin"
				id="confirm-pin"
				type="password"
				inputMode="numeric"
				autoComplete="off"
				maxLength={6}
				pattern="\d{6}"
				errors={f.pin.errors}
			/>
			{twoFAEnabled ? <OtpField label={AUTHENTICATOR_PROMPT} name="token" id="confirm-token" errors={f.token?.errors} /> : null}
			<ErrorList id={form.errorId} errors={form.errors} />
			<div>
				<SubmitButton pendingLabel="Sending...">{submitLabel}</SubmitButton>
			</div>
		</Form>
	)
}
