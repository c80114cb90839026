import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { SUBMIT_STEP } from '#contract/onboarding/options.ts'
import type { OnboardingStepRequest } from '#contract/onboarding/requests.ts'
import { draftStepSchemas, stepSchemas } from '#contract/onboarding/steps.ts'
import { onboardingIntents } from '#app/lib/onboarding/intents.ts'
import { providerStep } from '#app/lib/onboarding/record-view.ts'
import { ONBOARDING_BASE, nextStep, previousStep, stepUrl } from '#app/lib/onboarding/steps.ts'
import type { OnboardingKind } from '#app/lib/onboarding/verification.ts'
import { readIntent, replyForm, replyProviderError, replyUnknownIntent } from '../action-reply.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { handleDocumentAction, refuseFiles, uploadChosenFiles } from './documents.server.ts'
import { DOCUMENT_SIZE_MESSAGE, readOnboardingForm, REFUSAL_ON_A_STEP, refuseUpload } from './form-data.server.ts'
import { handlePersonAction, saveShareholdersStep } from './people-actions.server.ts'
import { replyUpdatePlaces } from './places-reply.server.ts'
import { requireStep } from './step.server.ts'

/** The form fields of each step's schema (where a provider's item may point). */
function fieldsOf(schema: z.ZodTypeAny): string[] {
	const inner = schema instanceof z.ZodEffects ? schema.innerType() : schema
	return inner instanceof z.ZodObject ? Object.keys(inner.shape) : []
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
	if (!read.form) return refuseUpload(step === 'shareholders-info' ? 'save-person' : 'upload-document', DOCUMENT_SIZE_MESSAGE)
	const { form, oversized } = read
	const intent = readIntent(form, onboardingIntents)
	const documentNames = record.documents.map((doc) => doc.name)
	if (intent === 'upload-document' || intent === 'remove-document') return handleDocumentAction(user, form, oversized, documentNames, here)
	if (intent === 'save-person' || intent === 'remove-person')
		return handlePersonAction(request, user, record, form, oversized, stepUrl(kind, step))
	if (intent === 'update-places') return replyUpdatePlaces(user, form, draftStepSchemas[providerStep(step) ?? '4'])
	if (intent !== 'save' && intent !== 'back') return replyUnknownIntent('Choose Save and continue or Back.')
	const first = record.completedSteps.length === 0
	const name = providerStep(step)
	if (intent === 'back') {
		const backUrl = stepUrl(kind, previousStep(kind, step) ?? step)
		// Steps whose parts are saved as they are made (files, people) or that save nothing have no draft to keep.
		if (!name || name === SUBMIT_STEP || name === 'documents-upload' || name === 'identity-documents' || name === 'shareholders-info')
			return redirect(backUrl)
		const draft = draftOf(form, draftStepSchemas[name])
		if (draft && Object.keys(draft).length) {
			const refused = await trySave(intent, null, fieldsOf(stepSchemas[name]), () =>
				user.api.onboarding.saveStep({ step: name, draft: true, ...draft } as OnboardingStepRequest, first),
			)
			if (refused) return refused
		}
		return redirect(backUrl)
	}
	const nextUrl = stepUrl(kind, nextStep(kind, step) ?? step)
	if (!name) return redirect(nextUrl)
	if (name === 'documents-upload' || name === 'identity-documents') {
		// Without JavaScript, the files chosen in the list come with Save and continue: they go first.
		const { refusals } = await uploadChosenFiles(user, form, oversized, documentNames)
		if (refusals.length) return refuseFiles(intent, refusals)
	}
	if (name === 'shareholders-info') return saveShareholdersStep(user, record, nextUrl)
	const submission = parseWithZod(form, { schema: stepSchemas[name] })
	if (submission.status !== 'success') return replyForm(intent, submission.reply())
	const refused = await trySave(intent, submission, fieldsOf(stepSchemas[name]), () =>
		user.api.onboarding.saveStep({ step: name, ...(submission.value as object) } as OnboardingStepRequest, first),
	)
	if (refused) return refused
	if (name === SUBMIT_STEP) return redirect(`${ONBOARDING_BASE[kind]}/submitted`)
	return redirectWithToast(nextUrl, SAVED_TOAST)
}

/** Makes a save; a provider refusal comes back as the form's answer (null when saved), anything else is rethrown. */
async function trySave(intent: string, submission: Submission<unknown> | null, fields: readonly string[], call: () => Promise<unknown>) {
	try {
		await call()
		return null
	} catch (error) {
		const refused = replyProviderError(intent, submission, error, fields, REFUSAL_ON_A_STEP)
		if (refused) return refused
		throw error
	}
}
