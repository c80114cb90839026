import { useHydrated } from 'remix-utils/use-hydrated'
import { AML_FOLLOW_UPS, AML_TOPICS, amlQuestionApplies, amlQuestionsOf } from '#contract/onboarding/aml-questions.ts'
import { ErrorList } from '../kit/field.tsx'

type Answers = Partial<Record<string, boolean>>

/**
 * The AML questionnaire: every question a yes/no pair of radio buttons, the
 * questions grouped by topic, each group a fieldset with its legend. Every
 * question must be answered, but a follow-up only when the question it
 * follows was answered Yes: answered No, it is switched off (with
 * JavaScript) and never required.
 */
export function AmlQuestions({
	answers,
	errors,
	fieldName,
}: {
	answers: Answers
	errors: Record<string, string[] | undefined>
	fieldName: (key: string) => string
}) {
	// Without JavaScript the answer above may change in the same post: the follow-up stays open (and optional).
	const hydrated = useHydrated()
	return (
		<div className="flex flex-col gap-5">
			{AML_TOPICS.map((topic) => (
				<fieldset key={topic.id} className="rounded-xl border border-gray-200 p-4">
					<legend className="px-1 font-semibold">{topic.label}</legend>
					<ol className="flex flex-col gap-4">
						{amlQuestionsOf(topic.id).map((question) => {
							const name = fieldName(question.key)
							const error = errors[name]
							const followUp = Boolean(AML_FOLLOW_UPS[question.key])
							const applies = !hydrated || amlQuestionApplies(question.key, answers)
							return (
								<li key={question.key}>
									<fieldset aria-describedby={error?.length ? `${name}-error` : undefined}>
										<legend className="text-sm">{question.text}</legend>
										{followUp ? (
											<p className="text-xs text-gray-600">
												{applies
													? 'Answer only if you answered Yes to the question above.'
													: 'Does not apply: you answered No to the question above.'}
											</p>
										) : null}
										<div className="mt-1 flex gap-5 text-sm">
											{(['yes', 'no'] as const).map((value) => (
												<label key={value} className="flex items-center gap-1.5">
													<input
														type="radio"
														name={name}
														value={value}
														required={!followUp}
														disabled={!applies}
														defaultChecked={applies && answers[question.key] === (value === 'yes')}
													/>
													{value === 'yes' ? 'Yes' : 'No'}
												</label>
											))}
										</div>
										<ErrorList id={`${name}-error`} errors={error} />
									</fieldset>
								</li>
							)
						})}
					</ol>
				</fieldset>
			))}
		</div>
	)
}
