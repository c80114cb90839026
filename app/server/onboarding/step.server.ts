import { data as reply, redirect } from '@remix-run/node'
import { PRODUCT_INTEREST_LABELS, PRODUCT_INTEREST_OPTIONS } from '#contract/onboarding/options.ts'
import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import { completedSteps, documentSlot } from '#app/lib/onboarding/record-view.ts'
import type { FormValues, StepData } from '#app/lib/onboarding/step-data.ts'
import { isStepOf, ONBOARDING_BASE, previousStep, progressOf, stepsOf, type StepId } from '#app/lib/onboarding/steps.ts'
import { summarySections } from '#app/lib/onboarding/summary.ts'
import type { OnboardingKind } from '#app/lib/onboarding/verification.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import type { User } from '../user.server.ts'
import { loadPeople } from './people-view.server.ts'
import { loadPlaceLists, loadPlaceNames } from './places.server.ts'
import { requireKind, TITLES } from './record.server.ts'

/** A stored draft as form values: nulls left out, so the form shows empty fields. */
export function draftValues(values: Record<string, unknown> | null): FormValues {
	return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== null && value !== undefined))
}

/**
 * The step the URL names, for the integrator's own kind, while the record
 * is a draft (a submitted record is shown at the flow's bare URL). An
 * unknown step is a 404.
 */
export async function requireStep(request: Request, user: User, kind: OnboardingKind, step: string | undefined) {
	const [profile, record] = await Promise.all([requireKind(request, user, kind), user.onboardingRecord])
	if (!isStepOf(kind, step)) throw reply({ message: 'There is no such onboarding step.' }, { status: 404 })
	if (record.status !== 'DRAFT') throw redirect(ONBOARDING_BASE[kind])
	return { profile, record, step }
}

export async function loadStep(request: Request, user: User, kind: OnboardingKind, stepParam: string | undefined): Promise<StepData> {
	const { profile, record, step } = await requireStep(request, user, kind, stepParam)
	const completed = completedSteps(kind, record)
	const base = {
		kind,
		title: TITLES[kind],
		heading: stepsOf(kind).find((s) => s.id === step)!.title,
		progress: progressOf(kind, step, completed),
		back: previousStep(kind, step) !== null,
		placesUrl: `${ONBOARDING_BASE[kind]}/places`,
		url: new URL(request.url).pathname,
	}
	// A role that may not change onboarding reads every step as the summary, never a form it cannot save.
	const refusal = roleRefusal(profile.member.role, 'onboarding.manage')
	if (refusal) return { ...base, step: 'read-only', refusal, sections: await sectionsOf(user, kind, record) }
	return { ...base, ...(await stepBody(request, user, kind, step, record, completed)) } as StepData
}

const sectionsOf = async (user: User, kind: OnboardingKind, record: OnboardingRecord) =>
	summarySections(kind, record, await loadPlaceNames(user, [record.companyInformation?.country, record.personalInformation?.country]))

async function stepBody(
	request: Request,
	user: User,
	kind: OnboardingKind,
	step: StepId,
	record: OnboardingRecord,
	completed: Set<StepId>,
) {
	switch (step) {
		case 'product-interest':
			return {
				step,
				values: { productInterest: record.productInterest },
				options: PRODUCT_INTEREST_OPTIONS.map((value) => ({ value, label: PRODUCT_INTEREST_LABELS[value] })),
			}
		case 'company-information':
		case 'personal-information': {
			const values = draftValues(step === 'company-information' ? record.companyInformation : record.personalInformation)
			const places = await loadPlaceLists(user, String(values.country ?? ''), String(values.state ?? ''))
			return { step, values, places, nationalities: places.countries }
		}
		case 'documents-upload':
		case 'identity-documents':
			return { step, documents: record.documents.map(documentSlot) }
		case 'shareholders-info':
			return { step, ...(await loadPeople(request, user, record)) }
		case 'aml-questionnaire':
			return { step, answers: record.amlAnswers }
		case 'information-summary':
			return { step, sections: await sectionsOf(user, kind, record) }
		case 'sign-and-submit': {
			const before = stepsOf(kind).filter((s) => s.id !== 'sign-and-submit' && s.id !== 'information-summary')
			return { step, signature: record.signature ?? '', ready: before.every((s) => completed.has(s.id)) }
		}
	}
}
