import { parseWithZod } from '@conform-to/zod'
import { redirect } from '@remix-run/node'
import type { z } from 'zod'
import { draftStepSchemas, stepSchemas } from '#contract/onboarding/steps.ts'
import type { OnboardingStepRequest } from '#contract/onboarding/requests.ts'
import { providerStep } from '#app/lib/onboarding/record-view.ts'
import { ONBOARDING_BASE, nextStep, previousStep, stepUrl, type StepId } from '#app/lib/onboarding/steps.ts'
import { UPLOAD_INTENTS } from '#app/lib/onboarding/upload-status.ts'
import type { OnboardingKind } from '#app/lib/onboarding/verification.ts'
import { replyForm, replyUnknownIntent } from '../action-reply.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { handleDocumentAction } from './documents.server.ts'
import { DOCUMENT_SIZE_MESSAGE, readOnboardingForm, refuseUpload } from './form-data.server.ts'
import { handlePersonAction, PERSON_INTENTS, saveShareholdersStep } from './people-actions.server.ts'
import { replyUpdatePlaces } from './places-reply.server.ts'
import { replyRefusal } from './provider-reply.server.ts'
import { requireStep } from './step.server.ts'

/** The form fields of each step's schema (where a provider's item may point). */
function fieldsOf(schema: z.ZodTypeAny): string[] {
	const inner = 'innerType' in schema._def ? (schema._def as { schema: z.ZodTypeAny }).schema : schema
	return 'shape' in inner ? Object.keys((inner as z.AnyZodObject).shape) : []
}

/**
 * Back saves what passes its own field's check as a draft: fields whose
 * value is wrong are dropped one by one until the rest passes.
 */
function draftOf(form: FormData, schema: z.ZodTypeAny) {
	for (let tries = 0; tries < 40; tries++) {
		const submission = parseWithZod(form, { schema })
		if (submission.status === 'success') return submission.value as Record<string, unknown>
		const bad = Object.keys(submission.error ?? {}).filter((key) => key && form.has(key))
		if (!bad.length) return null
		for (const key of bad) form.delete(key)
	}
	return null
}

const SAVED_TOAST = { type: 'success' as const, title: 'Saved', description: 'Your answers are saved.' }

/**
 * A step's post: Save and continue (the step's full check, then on), Back
 * (a draft of what passes, then back), Update (the pickers' lists for the
 * posted country, nothing saved), or the uploads and the people forms of
 * the documents and shareholders steps.
 */
export async function handleStepAction(request: Request, user: User, kind: OnboardingKind, stepParam: string | undefined) {
	const { record, step } = await requireStep(request, user, kind, stepParam)
	const url = new URL(request.url)
	const here = `${url.pathname}${url.search}`
	const read = await readOnboardingForm(request)
	if (read.tooLarge) return refuseUpload(request, step === 'shareholders-info' ? PERSON_INTENTS.enum['save-person'] : UPLOAD_INTENTS.upload, DOCUMENT_SIZE_MESSAGE)
	const form = read.form
	const intent = form.get('intent')
	if (intent === UPLOAD_INTENTS.upload || intent === UPLOAD_INTENTS.remove) return handleDocumentAction(request, user, form, here)
	if (PERSON_INTENTS.safeParse(intent).success) return handlePersonAction(request, user, record, form, stepUrl(kind, step))
	if (intent === 'update-places') return replyUpdatePlaces(user, form, draftStepSchemas[providerStep(step) ?? '4'])
	if (intent !== 'save' && intent !== 'back') return replyUnknownIntent('Choose Save and continue or Back.')
	const first = record.completedSteps.length === 0
	const target = (intent === 'back' ? previousStep(kind, step) : nextStep(kind, step)) ?? step
	const targetUrl = target === step && step === 'sign-and-submit' ? `${ONBOARDING_BASE[kind]}/submitted` : stepUrl(kind, target)
	const name = providerStep(step)
	if (!name) return redirect(targetUrl)
	if (step === 'shareholders-info' && intent === 'save') return saveShareholdersStep(user, record, stepUrl(kind, target))
	if (intent === 'back') {
		if (name === '4' || name === 'documents-upload' || name === 'identity-documents' || name === 'shareholders-info') return redirect(targetUrl)
		const draft = draftOf(form, draftStepSchemas[name])
		if (draft && Object.keys(draft).length) await user.api.onboarding.saveStep({ step: name, draft: true, ...draft } as OnboardingStepRequest, first)
		return redirect(targetUrl)
	}
	const submission = parseWithZod(form, { schema: stepSchemas[name] })
	if (submission.status !== 'success') return replyForm(intent, submission.reply())
	try {
		await user.api.onboarding.saveStep({ step: name, ...(submission.value as object) } as OnboardingStepRequest, first)
	} catch (error) {
		const refused = replyRefusal(intent, submission, error, fieldsOf(stepSchemas[name]))
		if (refused) return refused
		throw error
	}
	if (step === 'sign-and-submit') return redirect(`${ONBOARDING_BASE[kind]}/submitted`)
	return redirectWithToast(stepUrl(kind, nextStep(kind, step) ?? step), SAVED_TOAST)
}

export type { StepId }
