import { Form, Link } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { Country } from '#contract/shell.ts'
import { REGISTER_CONSTRAINT } from '#app/lib/auth/form-constraints.ts'
import { SubmitButton } from '../kit/button.tsx'
import { ErrorList, SelectField, TextField } from '../kit/field.tsx'
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { PasswordField } from '../kit/password-input.tsx'

/** Sign-up: company or personal account, checked in the browser and again by the action with the same schema. */
export function RegisterPage({ countries, lastResult }: { countries: Country[]; lastResult: SubmissionResult<string[]> | undefined }) {
	const hydrated = useHydrated()
	const [form, fields] = useForm({
		id: 'register',
		lastResult,
		defaultValue: { accountType: 'COMPANY' },
		schema: { load: () => import('#app/lib/auth/schemas.ts'), build: (m) => m.registerFormSchema },
		constraint: REGISTER_CONSTRAINT,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	const accountType = fields.accountType.value ?? 'COMPANY'
	// Without JavaScript the business name stays visible; the server ignores it for individuals.
	const showBusinessName = !hydrated || accountType === 'COMPANY'
	return (
		<>
			<h2 className="text-2xl font-bold">Create an account</h2>
			<p className="mt-1 text-sm text-gray-600">It takes a minute. You can set up your business details after.</p>
			<Form method="POST" className="mt-6 flex flex-col gap-2" {...getFormProps(form)}>
				<fieldset className="flex flex-col gap-1">
					<legend className="text-sm font-medium text-gray-700">Account type</legend>
					<div className="mt-1 grid grid-cols-2 gap-2">
						{(
							[
								{ value: 'COMPANY', label: 'Company' },
								{ value: 'INDIVIDUAL', label: 'Personal' },
							] as const
						).map((option) => (
							<label
								key={option.value}
								className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
							>
								<input
									type="radio"
									name={fields.accountType.name}
									value={option.value}
									defaultChecked={(fields.accountType.initialValue ?? 'COMPANY') === option.value}
								/>
								{option.label}
							</label>
						))}
					</div>
					<ErrorList errors={fields.accountType.errors} />
				</fieldset>
				{showBusinessName ? (
					<TextField
						label="Business name"
						hint={hydrated ? undefined : 'Companies only'}
						autoComplete="organization"
						{...getInputProps(fields.businessName, { type: 'text' })}
						errors={fields.businessName.errors}
					/>
				) : null}
				<div className="grid gap-2 sm:grid-cols-2">
					<TextField
						label="First name"
						autoComplete="given-name"
						{...getInputProps(fields.firstName, { type: 'text' })}
						errors={fields.firstName.errors}
					/>
					<TextField
						label="Last name"
						autoComplete="family-name"
						{...getInputProps(fields.lastName, { type: 'text' })}
						errors={fields.lastName.errors}
					/>
				</div>
				<TextField label="E-mail" autoComplete="email" {...getInputProps(fields.email, { type: 'email' })} errors={fields.email.errors} />
				<SelectField label="Country" {...getSelectProps(fields.country)} errors={fields.country.errors}>
					<option value="">Choose a country</option>
					{countries.map((country) => (
						<option key={country.code} value={country.code}>
							{country.name}
						</option>
					))}
				</SelectField>
				<PasswordField
					label="Password (optional)"
					autoComplete="new-password"
					showRules
					{...getInputProps(fields.password, { type: 'password' })}
					errors={fields.password.errors}
				/>
				<PasswordField
					label="Confirm password"
					autoComplete="new-password"
					{...getInputProps(fields.confirmPassword, { type: 'password' })}
					errors={fields.confirmPassword.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<SubmitButton className="w-full" pendingLabel="Creating account...">
					Create account
				</SubmitButton>
			</Form>
			<p className="mt-6 text-center text-sm text-gray-600">
				Already have an account?{' '}
				<Link to="/auth/login" className="font-semibold text-brand-700 hover:underline">
					Log in
				</Link>
			</p>
		</>
	)
}
