import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { FormValues, OnboardingReply } from '#app/lib/onboarding/step-data.ts'
import { ErrorList } from '../kit/field.tsx'
import { getFormProps, useForm, type Fieldset, type LazySchema } from '../kit/form.ts'
import { StepActions } from './step-actions.tsx'

export type StepFields<Shape> = Fieldset<Shape>

/** The reply when it answers this step form (Save, Back or Update), not an upload or a person's form. */
export const stepResult = (reply: OnboardingReply | undefined) =>
	reply?.intent === 'save' || reply?.intent === 'back' || reply?.intent === 'update-places' ? reply.result : undefined

/**
 * A step's form: conform wired to the step's schema (checked in the browser
 * on blur, and again by the action), the form-level errors above the
 * buttons (an incomplete submit's list), and Save and continue / Back.
 */
export function StepForm<Shape extends Record<string, unknown>, Module>({
	id,
	schema,
	values,
	reply,
	back,
	saveLabel,
	children,
}: {
	id: string
	/** The step's schema, loaded when the form is first used (the kit's form binding, record 120). */
	schema: LazySchema<Shape, Module>
	values: FormValues
	reply: OnboardingReply | undefined
	back: boolean
	saveLabel?: string
	children: (fields: StepFields<Shape>) => ReactNode
}) {
	const [form, fields] = useForm<Shape, Module>({
		id,
		lastResult: stepResult(reply),
		defaultValue: values,
		// Back saves a draft of what passes: its button is formNoValidate, which the binding leaves to the server.
		schema,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="POST" className="flex flex-col gap-3" {...getFormProps(form)}>
			{children(fields)}
			<ErrorList id={form.errorId} errors={form.errors} />
			<StepActions hasBack={back} saveLabel={saveLabel} />
		</Form>
	)
}
