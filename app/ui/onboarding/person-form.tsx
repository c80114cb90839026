import { Form, Link } from '@remix-run/react'
import { DOCUMENT_ACCEPT } from '#contract/onboarding/document-rules.ts'
import { ID_TYPE_LABELS, PROOF_OF_ADDRESS_TYPE_LABELS, PROOF_OF_ADDRESS_TYPES, SHAREHOLDER_ID_TYPES } from '#contract/onboarding/options.ts'
import type { OnboardingReply, PersonForm } from '#app/lib/onboarding/step-data.ts'
import { formatBytes } from '#app/lib/onboarding/upload-status.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { ErrorList, SelectField, TextField } from '../kit/field.tsx'
import { getFormProps, getInputProps, getSelectProps, useForm } from '../kit/form.ts'
import { FileField } from './file-input.tsx'
import { LocationPicker } from './location-picker.tsx'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * Adding or editing one shareholder (with their ID and proof of address,
 * sent with the form) or one stakeholder. Its own URL (?add=… or
 * ?edit=<id>); Cancel goes back to the list.
 */
export function PersonFormView({
	form: person,
	reply,
	placesUrl,
	cancelUrl,
}: {
	form: PersonForm
	reply: OnboardingReply | undefined
	placesUrl: string
	cancelUrl: string
}) {
	const shareholder = person.type === 'shareholder'
	const [form, fields] = useForm<Record<string, unknown>, typeof import('#contract/onboarding/steps.ts')>({
		id: `person-${person.id ?? 'new'}-${person.type}`,
		lastResult: reply?.result,
		defaultValue: Object.fromEntries(Object.entries(person.values).map(([key, value]) => [key, String(value)])),
		schema: {
			load: () => import('#contract/onboarding/steps.ts'),
			build: (m) => (shareholder ? m.shareholderInputSchema : m.stakeholderInputSchema),
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	const places = reply?.places ?? person.places
	const field = (name: string) => fields[name]!
	const input = (
		name: string,
		label: string,
		type: 'text' | 'number' | 'email' | 'tel' | 'date' = 'text',
		extra: { hint?: string; step?: string } = {},
	) => <TextField label={label} hint={extra.hint} step={extra.step} {...getInputProps(field(name), { type })} errors={field(name).errors} />
	const title = `${person.id ? 'Edit' : 'Add'} ${person.type}`
	return (
		<Form
			method="POST"
			encType="multipart/form-data"
			className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4"
			{...getFormProps(form)}
			aria-label={title}
		>
			<h3 className="font-semibold">{title}</h3>
			<input type="hidden" name="type" value={person.type} />
			{person.id ? <input type="hidden" name="id" value={person.id} /> : null}
			{shareholder ? (
				<div className="grid gap-3 sm:grid-cols-3">
					{input('firstName', 'First name')}
					{input('lastName', 'Last name')}
					{input('position', 'Position')}
				</div>
			) : (
				input('fullName', 'Full name')
			)}
			<LocationPicker
				key={`${places.country}-${places.state}`}
				lists={places}
				values={{ country: text(field('nationality').initialValue), state: text(field('state').initialValue) }}
				names={{ country: 'nationality', state: 'state' }}
				labels={{ country: 'Nationality', state: 'State', city: 'City' }}
				errors={{ country: field('nationality').errors, state: field('state').errors }}
				listsUrl={placesUrl}
				updateIntent="update-places"
			/>
			{input('address', 'Address')}
			<div className="grid gap-3 sm:grid-cols-3">
				{shareholder ? input('sharesAmount', 'Number of shares', 'number') : null}
				{shareholder
					? input('sharesPercent', 'Shares percent', 'number', { step: '0.01', hint: 'The shareholders together hold at most 100 %' })
					: null}
				{input('bvn', 'BVN (optional)', 'text', { hint: '11 digits, for Nigerians' })}
			</div>
			{shareholder ? (
				<>
					<div className="grid gap-3 sm:grid-cols-2">
						<SelectField label="ID type" {...getSelectProps(field('idType'))} errors={field('idType').errors}>
							<option value="">Choose an ID type</option>
							{SHAREHOLDER_ID_TYPES.map((type) => (
								<option key={type} value={type}>
									{ID_TYPE_LABELS[type]}
								</option>
							))}
						</SelectField>
						<SelectField
							label="Proof of address type"
							{...getSelectProps(field('proofOfAddressType'))}
							errors={field('proofOfAddressType').errors}
						>
							<option value="">Choose a proof of address type</option>
							{PROOF_OF_ADDRESS_TYPES.map((type) => (
								<option key={type} value={type}>
									{PROOF_OF_ADDRESS_TYPE_LABELS[type]}
								</option>
							))}
						</SelectField>
					</div>
					<div className="grid gap-3 sm:grid-cols-3">
						{person.documents.map((slot) => (
							<FileField
								key={slot.name}
								label={slot.label}
								name={slot.name}
								accept={DOCUMENT_ACCEPT}
								hint={
									slot.filename
										? `Now: ${slot.filename}${slot.size ? ` (${formatBytes(slot.size)})` : ''}. Choose a file to replace it.`
										: 'PDF, PNG or JPEG, at most 500 KB'
								}
								errors={reply?.result.error?.[slot.name]}
							/>
						))}
					</div>
				</>
			) : (
				<div className="grid gap-3 sm:grid-cols-3">
					{input('email', 'E-mail', 'email')}
					{input('phone', 'Phone number', 'tel', { hint: '+ and the country code' })}
					{input('dateOfBirth', 'Date of birth', 'date')}
				</div>
			)}
			<ErrorList id={form.errorId} errors={form.errors} />
			<div className="flex flex-wrap items-center gap-3">
				<SubmitButton name="intent" value="save-person" pendingLabel="Saving...">
					Save {person.type}
				</SubmitButton>
				<Link to={cancelUrl} className={buttonClass('ghost')}>
					Cancel
				</Link>
			</div>
		</Form>
	)
}
