import { Form, Link } from '@remix-run/react'
import { LOGIN_CODE_CONSTRAINT, LOGIN_RECOVERY_CODE_CONSTRAINT } from '#app/lib/auth/form-constraints.ts'
import type { LoginTwoFactorIntent } from '#app/lib/auth/login-two-factor.ts'
import { AUTHENTICATOR_PROMPT as LOGIN_CODE_PROMPT } from '#app/lib/auth-prompts.ts'
import { SubmitButton } from '../kit/button.tsx'
import { ErrorList, TextField } from '../kit/field.tsx'
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { OtpField } from '../kit/otp-field.tsx'

type Reply = { intent: LoginTwoFactorIntent | null; result: SubmissionResult<string[]> } | undefined

/**
 * The code step of a login with 2FA on: the authenticator code, or a
 * recovery code for a lost device. Two plain forms; no session exists until
 * one of them is accepted.
 */
export function LoginTwoFactorPage({ reply }: { reply: Reply }) {
	const resultFor = (intent: LoginTwoFactorIntent) =>
		reply?.intent === intent || (reply?.intent === null && intent === 'code') ? reply.result : undefined
	const [codeForm, codeFields] = useForm({
		id: 'login-code',
		lastResult: resultFor('code'),
		schema: { load: () => import('#app/lib/auth/login-two-factor.ts'), build: (m) => m.loginCodeFormSchema },
		constraint: LOGIN_CODE_CONSTRAINT,
		shouldValidate: 'onSubmit',
	})
	const [recoveryForm, recoveryFields] = useForm({
		id: 'login-recovery-code',
		lastResult: resultFor('recovery-code'),
		schema: { load: () => import('#app/lib/auth/login-two-factor.ts'), build: (m) => m.loginRecoveryCodeFormSchema },
		constraint: LOGIN_RECOVERY_CODE_CONSTRAINT,
		shouldValidate: 'onSubmit',
	})
	return (
		<>
			<h2 className="text-2xl font-bold">Two-factor authentication</h2>
			<p className="mt-1 text-sm text-gray-600">Enter the code your authenticator app shows to finish logging in.</p>
			<Form method="POST" className="mt-6 flex flex-col gap-2" {...getFormProps(codeForm)}>
				<input type="hidden" name="intent" value="code" />
				<OtpField
					label={LOGIN_CODE_PROMPT}
					autoFocus
					{...getInputProps(codeFields.code, { type: 'text' })}
					errors={codeFields.code.errors}
				/>
				<ErrorList id={codeForm.errorId} errors={codeForm.errors} />
				<SubmitButton className="w-full" name="intent" value="code" pendingLabel="Confirming token...">
					Confirm token
				</SubmitButton>
			</Form>
			<details className="mt-6 rounded-lg border border-gray-200 p-3" open={reply?.intent === 'recovery-code' || undefined}>
				<summary className="cursor-pointer text-sm font-semibold text-brand-700">Lost your device? Use a recovery code</summary>
				<Form method="POST" className="mt-3 flex flex-col gap-2" {...getFormProps(recoveryForm)}>
					<TextField
						label="Recovery code"
						autoComplete="off"
						spellCheck={false}
						{...getInputProps(recoveryFields.recoveryCode, { type: 'text' })}
						errors={recoveryFields.recoveryCode.errors}
					/>
					<ErrorList id={recoveryForm.errorId} errors={recoveryForm.errors} />
					<SubmitButton variant="secondary" className="w-full" name="intent" value="recovery-code" pendingLabel="Checking code...">
						Use recovery code
					</SubmitButton>
				</Form>
			</details>
			<p className="mt-6 text-center text-sm text-gray-600">
				<Link to="/auth/login" className="font-semibold text-brand-700 hover:underline">
					Back to login
				</Link>
			</p>
		</>
	)
}
