import { Form, Link, useSearchParams } from '@remix-run/react'
import type { LoginForm } from '#app/lib/auth/schemas.ts'
import { SubmitButton } from '../kit/button.tsx'
import { ErrorList, TextField } from '../kit/field.tsx'
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { PasswordField } from '../kit/password-input.tsx'

/** Log in with a login link by e-mail, or at once with a password. */
export function LoginPage({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
	const [searchParams] = useSearchParams()
	// The first page most visitors load stays light: the browser checks only
	// what HTML can (required, e-mail); the action runs loginFormSchema and
	// its messages come back through lastResult (docs/decisions/070-performance.md#013-the-login-page-validates-in-the-browser-with-html-only).
	const [form, fields] = useForm<LoginForm>({
		id: 'login',
		lastResult,
		constraint: { email: { required: true, maxLength: 254 }, password: { maxLength: 128 } },
		defaultValue: { redirectTo: searchParams.get('redirectTo') ?? '' },
		// Without onValidate, blur validation would post the form to the server.
		shouldValidate: 'onSubmit',
	})
	return (
		<>
			<h2 className="text-2xl font-bold">Log in</h2>
			<p className="mt-1 text-sm text-gray-600">
				Enter your e-mail and we will send you a login link. Have a password? Enter it too and log in at once.
			</p>
			<Form method="POST" className="mt-6 flex flex-col gap-2" {...getFormProps(form)}>
				<input {...getInputProps(fields.redirectTo, { type: 'hidden' })} />
				<TextField
					label="E-mail"
					autoComplete="email"
					autoFocus
					{...getInputProps(fields.email, { type: 'email' })}
					errors={fields.email.errors}
				/>
				<PasswordField
					label="Password (optional)"
					autoComplete="current-password"
					{...getInputProps(fields.password, { type: 'password' })}
					errors={fields.password.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<SubmitButton className="w-full" pendingLabel="Logging in...">
					Log in
				</SubmitButton>
			</Form>
			<p className="mt-6 text-center text-sm text-gray-600">
				New here?{' '}
				<Link to="/auth/register" className="font-semibold text-brand-700 hover:underline">
					Create an account
				</Link>
			</p>
		</>
	)
}
