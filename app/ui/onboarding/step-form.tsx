import { getFormProps, useForm, type FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { z } from 'zod'
import type { FormValues, OnboardingReply } from '#app/lib/onboarding/step-data.ts'
import { ErrorList } from '../kit/field.tsx'
import { StepActions } from './step-actions.tsx'

const anything = z.object({}).passthrough()

export type StepFields<S extends z.ZodTypeAny> = { [K in keyof Required<z.input<S>>]: FieldMetadata<z.input<S>[K], z.input<S>, string[]> }

/** The reply when it answers this step form (Save, Back or Update), not an upload or a person's form. */
export const stepResult = (reply: OnboardingReply | undefined) =>
	reply?.intent === 'save' || reply?.intent === 'back' || reply?.intent === 'update-places' ? reply.result : undefined

/**
 * A step's form: conform wired to the step's schema (checked in the browser
 * on blur, and again by the action), the form-level errors above the
 * buttons (an incomplete submit's list), and Save and continue / Back.
 */
export function StepForm<S extends z.ZodTypeAny>({
	id,
	schema,
	values,
	reply,
	back,
	saveLabel,
	children,
}: {
	id: string
	schema: S
	values: FormValues
	reply: OnboardingReply | undefined
	back: boolean
	saveLabel?: string
	children: (fields: StepFields<S>) => ReactNode
}) {
	const [form, fields] = useForm<z.input<S>>({
		id,
		lastResult: stepResult(reply),
		defaultValue: values as z.input<S>,
		// Back saves a draft of what passes: nothing to stop in the browser.
		onValidate: ({ formData, submitter }) => parseWithZod(formData, { schema: submitter?.value === 'back' ? anything : schema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="POST" className="flex flex-col gap-3" {...getFormProps(form)}>
			{children(fields as StepFields<S>)}
			<ErrorList id={form.errorId} errors={form.errors} />
			<StepActions hasBack={back} saveLabel={saveLabel} />
		</Form>
	)
}
