import { ID_TYPE_LABELS, KYC_ID_TYPES, SOURCE_OF_FUND_LABELS, SOURCE_OF_FUND_OPTIONS } from '#contract/onboarding/options.ts'
import type { OnboardingReply, StepData } from '#app/lib/onboarding/step-data.ts'
import { SelectField, TextField } from '../kit/field.tsx'
import { getInputProps, getSelectProps } from '../kit/form.ts'
import { LocationPicker } from './location-picker.tsx'
import { StepForm } from './step-form.tsx'

type Data = Extract<StepData, { step: 'company-information' | 'personal-information' }>

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

type LocationFields = {
	country: { initialValue?: unknown; errors?: string[] }
	state: { initialValue?: unknown; errors?: string[] }
	city: { initialValue?: unknown; errors?: string[] }
}

function Location({ data, places, fields }: { data: Data; places: Data['places']; fields: LocationFields }) {
	return (
		<LocationPicker
			key={`${places.country}-${places.state}`}
			lists={places}
			values={{ country: text(fields.country.initialValue), state: text(fields.state.initialValue), city: text(fields.city.initialValue) }}
			names={{ country: 'country', state: 'state', city: 'city' }}
			errors={{ country: fields.country.errors, state: fields.state.errors, city: fields.city.errors }}
			listsUrl={data.placesUrl}
			updateIntent="update-places"
		/>
	)
}

/** Company information (KYB) or personal information (KYC): the details, with the country, state and city pickers. */
export function DetailsStep({ data, reply }: { data: Data; reply: OnboardingReply | undefined }) {
	return data.step === 'company-information' ? <CompanyStep data={data} reply={reply} /> : <PersonalStep data={data} reply={reply} />
}

function CompanyStep({ data, reply }: { data: Data; reply: OnboardingReply | undefined }) {
	const places = reply?.places ?? data.places
	return (
		<StepForm
			id={data.step}
			schema={{ load: () => import('#contract/onboarding/steps.ts'), build: (m) => m.companyInformationStepSchema }}
			values={data.values}
			reply={reply}
			back={data.back}
		>
			{(fields) => (
				<>
					<div className="grid gap-3 sm:grid-cols-2">
						<TextField
							label="Registration number"
							{...getInputProps(fields.registrationNumber, { type: 'text' })}
							errors={fields.registrationNumber.errors}
						/>
						<TextField
							label="Tax identification number"
							{...getInputProps(fields.taxIdentificationNumber, { type: 'text' })}
							errors={fields.taxIdentificationNumber.errors}
						/>
					</div>
					<TextField
						label="Business address"
						autoComplete="street-address"
						{...getInputProps(fields.businessAddress, { type: 'text' })}
						errors={fields.businessAddress.errors}
					/>
					<Location data={data} places={places} fields={fields} />
					<TextField
						label="Nature of business"
						{...getInputProps(fields.natureOfBusiness, { type: 'text' })}
						errors={fields.natureOfBusiness.errors}
					/>
					<div className="grid gap-3 sm:grid-cols-2">
						<SelectField label="Source of funds" {...getSelectProps(fields.sourceOfFund)} errors={fields.sourceOfFund.errors}>
							<option value="">Choose a source of funds</option>
							{SOURCE_OF_FUND_OPTIONS.map((option) => (
								<option key={option} value={option}>
									{SOURCE_OF_FUND_LABELS[option]}
								</option>
							))}
						</SelectField>
						<TextField
							label="Other source of funds"
							hint="Only when the source is 'Other'"
							{...getInputProps(fields.otherTypeOfSourceOfFund, { type: 'text' })}
							errors={fields.otherTypeOfSourceOfFund.errors}
						/>
					</div>
				</>
			)}
		</StepForm>
	)
}

function PersonalStep({ data, reply }: { data: Data; reply: OnboardingReply | undefined }) {
	const places = reply?.places ?? data.places
	return (
		<StepForm
			id={data.step}
			schema={{ load: () => import('#contract/onboarding/steps.ts'), build: (m) => m.personalInformationStepSchema }}
			values={data.values}
			reply={reply}
			back={data.back}
		>
			{(fields) => (
				<>
					<div className="grid gap-3 sm:grid-cols-2">
						<TextField
							label="Date of birth"
							autoComplete="bday"
							{...getInputProps(fields.dateOfBirth, { type: 'date' })}
							errors={fields.dateOfBirth.errors}
						/>
						<SelectField label="Nationality" {...getSelectProps(fields.nationality)} errors={fields.nationality.errors}>
							<option value="">Choose a nationality</option>
							{data.nationalities.map((country) => (
								<option key={country.code} value={country.code}>
									{country.name}
								</option>
							))}
						</SelectField>
					</div>
					<TextField
						label="Address"
						autoComplete="street-address"
						{...getInputProps(fields.address, { type: 'text' })}
						errors={fields.address.errors}
					/>
					<Location data={data} places={places} fields={fields} />
					<div className="grid gap-3 sm:grid-cols-2">
						<SelectField
							label="ID type"
							hint="In Nigeria a BVN or a NIN; elsewhere a passport or a national ID card"
							{...getSelectProps(fields.idType)}
							errors={fields.idType.errors}
						>
							<option value="">Choose an ID type</option>
							{KYC_ID_TYPES.map((type) => (
								<option key={type} value={type}>
									{ID_TYPE_LABELS[type]}
								</option>
							))}
						</SelectField>
						<TextField label="ID number" {...getInputProps(fields.idNumber, { type: 'text' })} errors={fields.idNumber.errors} />
					</div>
				</>
			)}
		</StepForm>
	)
}
