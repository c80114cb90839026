import type { OnboardingReply, StepData } from '#app/lib/onboarding/step-data.ts'
import { ErrorList, TextField } from '../kit/field.tsx'
import { getInputProps } from '../kit/form.ts'
import { StepForm } from './step-form.tsx'

/**
 * The agreement, the typed signature and Submit. An incomplete record comes
 * back from the provider as a list of what is missing, shown above Submit.
 */
export function SignStep({ data, reply }: { data: Extract<StepData, { step: 'sign-and-submit' }>; reply: OnboardingReply | undefined }) {
	return (
		<StepForm
			id="sign-and-submit"
			schema={{ load: () => import('#contract/onboarding/steps.ts'), build: (m) => m.submitStepSchema }}
			values={{ signature: data.signature }}
			reply={reply}
			back={data.back}
			saveLabel="Submit"
		>
			{(fields) => (
				<>
					{data.ready ? null : (
						<p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
							Some steps are not complete yet: the provider will list what is missing when you submit.
						</p>
					)}
					<div className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
						By submitting, you confirm that the information and documents given are true and complete, and you agree to the provider&apos;s
						terms of service and its anti-money-laundering checks.
					</div>
					<div>
						<label className="flex items-center gap-2 text-sm font-medium">
							<input
								type="checkbox"
								name={fields.acceptedAgreement.name}
								value="on"
								aria-describedby={fields.acceptedAgreement.errors ? 'agreement-error' : undefined}
							/>
							I accept the agreement
						</label>
						<ErrorList id="agreement-error" errors={fields.acceptedAgreement.errors} />
					</div>
					<TextField
						label="Signature (type your full name)"
						autoComplete="name"
						{...getInputProps(fields.signature, { type: 'text' })}
						errors={fields.signature.errors}
					/>
				</>
			)}
		</StepForm>
	)
}
