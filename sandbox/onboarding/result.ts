import type { ApiErrorItem } from '#contract/envelope.ts'
import { ONBOARDING_ERROR_CODES, type OnboardingErrorCode } from '#contract/onboarding/options.ts'
import { formatErrorItems } from '#contract/onboarding/requests.ts'

/** What the onboarding store answers: the data, or a refusal the routes turn into `{ message, errors }`. */
export type Refusal = { ok: false; status: 400 | 404 | 409; message: string; errors?: ApiErrorItem[] }
export type Result<T> = { ok: true; data: T } | Refusal

export const refuse = (status: Refusal['status'], message: string, code?: OnboardingErrorCode, field?: string): Refusal => ({
	ok: false,
	status,
	message,
	...(code ? { errors: [{ message, code, ...(field ? { field } : {}) }] } : {}),
})

/** A 400 listing every item; the message joins them as the dashboard shows a list. */
export const refuseList = (errors: ApiErrorItem[]): Refusal => ({
	ok: false,
	status: 400,
	message: formatErrorItems(errors),
	errors,
})

/** Thrown inside a transaction to roll it back with a refusal. */
export class RefusedError extends Error {
	constructor(readonly refusal: Refusal) {
		super(refusal.message)
	}
}

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
		? refuse(409, ONBOARDING_MESSAGES.alreadySubmitted, ONBOARDING_ERROR_CODES.alreadySubmitted)
		: refuse(409, ONBOARDING_MESSAGES.alreadyReviewed, ONBOARDING_ERROR_CODES.alreadyReviewed)
