import { Form } from '@remix-run/react'
import { useState } from 'react'
import { amlProgress } from '#contract/onboarding/aml-questions.ts'
import type { OnboardingReply, StepData } from '#app/lib/onboarding/step-data.ts'
import { ErrorList } from '../kit/field.tsx'
import { getFormProps, useForm } from '../kit/form.ts'
import { AmlQuestions } from './aml-step.tsx'
import { StepActions } from './step-actions.tsx'
import { stepResult } from './step-form.tsx'

/** The AML questionnaire's form: thirty yes/no answers, every one required. */
export function AmlStep({ data, reply }: { data: Extract<StepData, { step: 'aml-questionnaire' }>; reply: OnboardingReply | undefined }) {
	const lastResult = stepResult(reply)
	const [form] = useForm({
		id: 'aml-questionnaire',
		lastResult,
		schema: { load: () => import('#contract/onboarding/steps.ts'), build: (m) => m.amlQuestionnaireStepSchema },
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
	// The answers as the user gives them (with JavaScript), for the count and the follow-ups.
	const [live, setLive] = useState<Partial<Record<string, boolean>>>(answers)
	const { answered, total } = amlProgress(live)
	function onChange(event: React.FormEvent<HTMLFormElement>) {
		const input = event.target as HTMLInputElement
		if (input.type !== 'radio' || !input.name.startsWith('amlAnswers.')) return
		setLive((before) => ({ ...before, [input.name.slice('amlAnswers.'.length)]: input.value === 'yes' }))
	}
	return (
		<Form method="POST" className="flex flex-col gap-3" {...getFormProps(form)} onChange={onChange}>
			<p className="text-sm text-gray-600">Answer every question. Your answers are saved with the rest of your onboarding.</p>
			<p className="text-sm font-semibold" data-testid="aml-answered" aria-live="polite">
				{answered} of {total} answered
			</p>
			<AmlQuestions answers={live} errors={errors} fieldName={(key) => `amlAnswers.${key}`} />
			<ErrorList id={form.errorId} errors={form.errors} />
			<StepActions hasBack={data.back} />
		</Form>
	)
}
