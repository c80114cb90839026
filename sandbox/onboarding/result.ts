import type { ApiErrorItem } from '#contract/envelope.ts'
import { ONBOARDING_ERROR_CODES } from '#contract/onboarding/options.ts'
import { formatErrorItems } from '#contract/onboarding/requests.ts'
import { refuse, type Refusal } from '../http/refusal.ts'

/** A 400 listing every item; the message joins them as the dashboard shows a list. */
export const refuseList = (errors: ApiErrorItem[]): Refusal => ({
	ok: false,
	status: 400,
	message: formatErrorItems(errors),
	errors,
})

export const ONBOARDING_MESSAGES = {
	saved: 'Onboarding saved',
	submitted: 'Your onboarding has been submitted for review',
	record: 'Onboarding',
	alreadySubmitted: 'Your onboarding has been submitted and is in review: it cannot be changed or submitted again now',
	alreadyReviewed: 'Your onboarding has been reviewed and approved: there is nothing left to change',
	onlyRejected: 'Only the rejected documents and shareholders can be changed now',
	documentUploaded: 'Document uploaded',
	documentRemoved: 'Document removed',
	noDocument: 'No document with this id',
} as const

export const refuseLocked = (status: 'SUBMITTED' | 'REVIEWED') =>
	status === 'SUBMITTED'
		? refuse(409, ONBOARDING_MESSAGES.alreadySubmitted, { code: ONBOARDING_ERROR_CODES.alreadySubmitted })
		: refuse(409, ONBOARDING_MESSAGES.alreadyReviewed, { code: ONBOARDING_ERROR_CODES.alreadyReviewed })
