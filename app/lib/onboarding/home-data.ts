import type { PersonForm, PersonRow } from './step-data.ts'
import type { DocumentSlot } from './upload-status.ts'
import type { OnboardingKind } from './verification.ts'

/**
 * The flow's bare URL once submitted: under review, verified, or the
 * review of what was rejected (only the rejected items, with the
 * reviewer's reasons), resubmittable once nothing is left to fix.
 */
export type OnboardingHomeData = {
	kind: OnboardingKind
	title: string
	state: 'under-review' | 'verified' | 'review-needed'
	documents: DocumentSlot[]
	shareholders: PersonRow[]
	form: PersonForm | null
	placesUrl: string
	url: string
	/** Nothing rejected is left unfixed: the record can go back to the reviewer. */
	canResubmit: boolean
	showsDocuments: boolean
	showsShareholders: boolean
	/** Why this role may not fix and resubmit (record 135): the reason instead of the review's forms. */
	refusal: string | null
}

export type SubmittedData = { kind: OnboardingKind; title: string; submittedAt: string | null; status: string }
