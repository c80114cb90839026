import type { OnboardingReply, StepData } from '#app/lib/onboarding/step-data.ts'
import { ErrorList } from '../kit/field.tsx'
import { StepForm } from './step-form.tsx'

/** Which of the provider's services the integrator means to use: at least one. */
export function ProductInterestStep({
	data,
	reply,
}: {
	data: Extract<StepData, { step: 'product-interest' }>
	reply: OnboardingReply | undefined
}) {
	return (
		<StepForm
			id="product-interest"
			schema={{ load: () => import('#contract/onboarding/steps.ts'), build: (m) => m.productInterestStepSchema }}
			values={data.values}
			reply={reply}
			back={data.back}
		>
			{(fields) => {
				const chosen = new Set([fields.productInterest.initialValue ?? []].flat().map(String))
				return (
					<fieldset aria-describedby={fields.productInterest.errors?.length ? 'product-interest-error' : undefined}>
						<legend className="text-sm font-medium text-gray-700">Which services are you interested in?</legend>
						<div className="mt-2 grid gap-2 sm:grid-cols-2">
							{data.options.map((option) => (
								<label
									key={option.value}
									className="flex items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
								>
									<input
										type="checkbox"
										name={fields.productInterest.name}
										value={option.value}
										defaultChecked={chosen.has(option.value)}
									/>
									{option.label}
								</label>
							))}
						</div>
						<ErrorList id="product-interest-error" errors={fields.productInterest.errors} />
					</fieldset>
				)
			}}
		</StepForm>
	)
}
