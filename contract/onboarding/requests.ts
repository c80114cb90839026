import { z } from 'zod'
import { choiceField } from './field-rules.ts'
import { ONBOARDING_STEPS, type OnboardingStep } from './options.ts'
import { draftStepSchemas, stepSchemas } from './steps.ts'

/**
 * POST and PATCH /integrator/v1/onboard-kyb: `{ step, draft?, ...fields }`,
 * the step's name and that step's fields (see steps.ts). Both methods save
 * the same way: POST is what a first save uses, PATCH the later ones. With
 * `draft: true` fields may be left out (what is sent is still checked);
 * otherwise the step must be complete. Step '4' submits: it needs
 * `acceptedAgreement: true` and the typed `signature`, and the provider then
 * checks the whole record. The answer is the record (record.ts).
 */

export const UNKNOWN_STEP_MESSAGE = `step must be one of ${ONBOARDING_STEPS.map((step) => `'${step}'`).join(', ')}`
export const onboardingStepNameSchema = choiceField([...ONBOARDING_STEPS], UNKNOWN_STEP_MESSAGE)

const headerSchema = z.object({
	step: onboardingStepNameSchema,
	draft: z.boolean({ invalid_type_error: 'draft must be true or false' }).optional(),
})

type StepSchemas = typeof stepSchemas
type DraftStepSchemas = typeof draftStepSchemas

/** What the dashboard sends. */
export type OnboardingStepRequest = {
	[S in OnboardingStep]: { step: S; draft?: boolean } & z.input<DraftStepSchemas[S]>
}[OnboardingStep]

/** What the provider reads from it: the step, whether it is a draft, and the checked fields. */
export type ParsedOnboardingStep = {
	[S in OnboardingStep]:
		{ step: S; draft: false; data: z.output<StepSchemas[S]> } | { step: S; draft: true; data: z.output<DraftStepSchemas[S]> }
}[OnboardingStep]

/** Checks a step request with the step's own schema (the draft one for drafts). */
export function parseOnboardingStepRequest(
	body: unknown,
): { success: true; data: ParsedOnboardingStep } | { success: false; error: z.ZodError } {
	const header = headerSchema.safeParse(body)
	if (!header.success) return { success: false, error: header.error }
	const { step, draft = false } = header.data
	const fields = { ...(body as Record<string, unknown>) }
	delete fields.step
	delete fields.draft
	const schema: z.ZodTypeAny = draft ? draftStepSchemas[step] : stepSchemas[step]
	const parsed = schema.safeParse(fields)
	if (!parsed.success) return { success: false, error: parsed.error }
	return { success: true, data: { step, draft, data: parsed.data } as ParsedOnboardingStep }
}

/** How the dashboard shows a server error list: 'stakeholder: message' items joined with commas. */
export const formatErrorItems = (items: readonly { message: string; stakeholder?: string }[]) =>
	items.map((item) => (item.stakeholder ? `${item.stakeholder}: ${item.message}` : item.message)).join(', ')
