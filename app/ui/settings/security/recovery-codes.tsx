import { Form } from '@remix-run/react'
import { AUTHENTICATOR_PROMPT } from '#app/lib/auth-prompts.ts'
import { REGENERATE_RECOVERY_CODES_CONSTRAINT } from '#app/lib/settings/form-constraints.ts'
import { securityIntent } from '#app/lib/settings/intents.ts'
import { SubmitButton } from '../../kit/button.tsx'
import { CopyButton } from '../../kit/copy-button.tsx'
import { ErrorList } from '../../kit/field.tsx'
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '../../kit/form.ts'
import { OtpField } from '../../kit/otp-field.tsx'

/** A set of recovery codes just handed out: shown this once, with what to do with them. */
export function RecoveryCodesShown({ codes, title }: { codes: string[]; title: string }) {
	return (
		<section aria-labelledby="recovery-codes-title" className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4">
			<h4 id="recovery-codes-title" className="font-semibold">
				{title}
			</h4>
			<p className="text-sm text-gray-700">
				Store these recovery codes somewhere safe, such as a password manager: they are shown only once. Each one logs you in once if you
				lose your authenticator app.
			</p>
			<ul data-testid="recovery-codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
				{codes.map((code) => (
					<li key={code}>{code}</li>
				))}
			</ul>
			<div>
				<CopyButton value={codes.join('\n')} thing="recovery codes" />
			</div>
		</section>
	)
}

/** 'Regenerate recovery codes': a new set for a current code; the old set stops working. */
export function RegenerateRecoveryCodesForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
	const [form, fields] = useForm({
		id: 'recovery-codes',
		lastResult,
		schema: { load: () => import('#app/lib/settings/security-schemas.ts'), build: (m) => m.regenerateRecoveryCodesFormSchema },
		constraint: REGENERATE_RECOVERY_CODES_CONSTRAINT,
		shouldValidate: 'onSubmit',
	})
	return (
		<Form method="POST" className="flex max-w-xs flex-col gap-1" {...getFormProps(form)}>
			<h4 className="font-semibold">Recovery codes</h4>
			<p className="text-sm text-gray-600">Lost your codes, or used most of them? Get a new set; the old codes stop working.</p>
			<OtpField label={AUTHENTICATOR_PROMPT} {...getInputProps(fields.token, { type: 'text' })} errors={fields.token.errors} />
			<ErrorList id={form.errorId} errors={form.errors} />
			<div>
				<SubmitButton
					variant="secondary"
					name="intent"
					value={securityIntent['regenerate-recovery-codes']}
					pendingLabel="Generating codes..."
				>
					Regenerate recovery codes
				</SubmitButton>
			</div>
		</Form>
	)
}
