import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import { amlQuestionnaireStepSchema } from '#contract/onboarding/steps.ts'
import type { OnboardingReply, StepData } from '#app/lib/onboarding/step-data.ts'
import { ErrorList } from '../kit/field.tsx'
import { AmlQuestions } from './aml-step.tsx'
import { stepResult } from './step-form.tsx'
import { StepActions } from './step-actions.tsx'

/** The AML questionnaire's form: thirty yes/no answers, every one required. */
export function AmlStep({ data, reply }: { data: Extract<StepData, { step: 'aml-questionnaire' }>; reply: OnboardingReply | undefined }) {
	const lastResult = stepResult(reply)
	const [form] = useForm({
		id: 'aml-questionnaire',
		lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: amlQuestionnaireStepSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	// After a refused post the answers given come back as posted; otherwise as saved.
	const posted = lastResult?.initialValue?.amlAnswers
	const answers =
		posted && typeof posted === 'object' && !Array.isArray(posted)
			? Object.fromEntries(Object.entries(posted).map(([key, value]) => [key, value === 'yes' ? true : value === 'no' ? false : undefined]))
			: data.answers
	const errors = Object.fromEntries(Object.entries(form.allErrors).filter(([name]) => name.startsWith('amlAnswers.')))
	return (
		<Form method="POST" className="flex flex-col gap-3" {...getFormProps(form)}>
			<p className="text-sm text-gray-600">Answer every question. Your answers are saved with the rest of your onboarding.</p>
			<AmlQuestions answers={answers} errors={errors} fieldName={(key) => `amlAnswers.${key}`} />
			<ErrorList id={form.errorId} errors={form.errors} />
			<StepActions hasBack={data.back} />
		</Form>
	)
}
