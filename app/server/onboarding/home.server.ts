import { redirect } from '@remix-run/node'
import { SUBMIT_STEP } from '#contract/onboarding/options.ts'
import { stakeholderInputSchema } from '#contract/onboarding/steps.ts'
import type { OnboardingHomeData, SubmittedData } from '#app/lib/onboarding/home-data.ts'
import { onboardingIntents } from '#app/lib/onboarding/intents.ts'
import { shareholderRow } from '#app/lib/onboarding/people.ts'
import { completedSteps, nothingLeftToFix, parseReview, rejectedItems } from '#app/lib/onboarding/record-view.ts'
import { ONBOARDING_BASE, resumeStep, stepUrl } from '#app/lib/onboarding/steps.ts'
import { pathWithout } from '#app/lib/onboarding/urls.ts'
import type { OnboardingKind } from '#app/lib/onboarding/verification.ts'
import { formError } from '#app/lib/reply.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { readIntent, replyForm, replyProviderError, replyUnknownIntent } from '../action-reply.server.ts'
import type { User } from '../user.server.ts'
import { handleDocumentAction } from './documents.server.ts'
import { DOCUMENT_SIZE_MESSAGE, readOnboardingForm, REFUSAL_ON_A_STEP, refuseUpload } from './form-data.server.ts'
import { handlePersonAction } from './people-actions.server.ts'
import { personFormForReview } from './people-view.server.ts'
import { replyUpdatePlaces } from './places-reply.server.ts'
import { loadPlaceNames } from './places.server.ts'
import { requireKind, TITLES } from './record.server.ts'

/**
 * The flow's bare URL. A draft resumes at the step where the user stopped;
 * a submitted record shows where it stands; one the reviewer sent back
 * shows only the rejected items (?review= narrows to documents or
 * stakeholders) to fix and resubmit.
 */
export async function loadOnboardingHome(request: Request, user: User, kind: OnboardingKind): Promise<OnboardingHomeData> {
	const [profile, record] = await Promise.all([requireKind(request, user, kind), user.onboardingRecord])
	if (record.status === 'DRAFT') throw redirect(stepUrl(kind, resumeStep(kind, completedSteps(kind, record))))
	const url = new URL(request.url)
	const parts = parseReview(url.searchParams.get('review'))
	const items = record.status === 'REVIEW_NEEDED' ? rejectedItems(record, parts) : { documents: [], shareholders: [] }
	const names = await loadPlaceNames(user, [])
	return {
		kind,
		title: TITLES[kind],
		state:
			profile.kybVerified || record.status === 'REVIEWED'
				? 'verified'
				: record.status === 'REVIEW_NEEDED'
					? 'review-needed'
					: 'under-review',
		documents: items.documents,
		shareholders: items.shareholders.map((person) => shareholderRow(person, names)),
		form: record.status === 'REVIEW_NEEDED' ? await personFormForReview(user, url, items.shareholders) : null,
		placesUrl: `${ONBOARDING_BASE[kind]}/places`,
		url: pathWithout(url, 'edit'),
		canResubmit: nothingLeftToFix(record),
		showsDocuments: parts.has('documents'),
		showsShareholders: kind === 'KYB' && parts.has('stakeholders'),
		refusal: roleRefusal(profile.member.role, 'onboarding.manage'),
	}
}

/**
 * The review view's posts: replace a rejected document, edit a rejected
 * shareholder, or resubmit once nothing rejected is left (the signature
 * given at the first submission stands).
 */
export async function handleReviewAction(request: Request, user: User, kind: OnboardingKind) {
	const [, record] = await Promise.all([requireKind(request, user, kind), user.onboardingRecord])
	const url = new URL(request.url)
	const here = `${url.pathname}${url.search}`
	if (record.status !== 'REVIEW_NEEDED')
		return replyForm('resubmit', formError('There is nothing to fix: your onboarding is not waiting for changes.'))
	const read = await readOnboardingForm(request)
	if (!read.form) return refuseUpload('upload-document', DOCUMENT_SIZE_MESSAGE)
	const { form, oversized } = read
	const intent = readIntent(form, onboardingIntents)
	const rejected = record.documents.filter((doc) => doc.reason !== null).map((doc) => doc.name)
	if (intent === 'upload-document' || intent === 'remove-document') return handleDocumentAction(user, form, oversized, rejected, here)
	if (intent === 'save-person' || intent === 'remove-person')
		return handlePersonAction(request, user, record, form, oversized, pathWithout(url, 'edit'))
	if (intent === 'update-places') return replyUpdatePlaces(user, form, stakeholderInputSchema)
	if (intent !== 'resubmit') return replyUnknownIntent('Choose what to fix, or Resubmit.')
	try {
		await user.api.onboarding.saveStep({ step: SUBMIT_STEP, acceptedAgreement: true, signature: record.signature ?? '' })
	} catch (error) {
		const refused = replyProviderError('resubmit', null, error, [], REFUSAL_ON_A_STEP)
		if (refused) return refused
		throw error
	}
	return redirect(`${ONBOARDING_BASE[kind]}/submitted`)
}

/** The confirmation after submitting. */
export async function loadSubmitted(request: Request, user: User, kind: OnboardingKind): Promise<SubmittedData> {
	const [, record] = await Promise.all([requireKind(request, user, kind), user.onboardingRecord])
	if (record.status === 'DRAFT') throw redirect(ONBOARDING_BASE[kind])
	return { kind, title: TITLES[kind], submittedAt: record.submittedAt, status: record.status }
}
