import type { SubmissionResult } from '@conform-to/react'
import type { PlaceLists } from './locations.ts'
import type { progressOf } from './steps.ts'
import type { DocumentSlot } from './upload-status.ts'
import type { OnboardingKind } from './verification.ts'

export type ProgressItems = ReturnType<typeof progressOf>

/** Form values as the forms render them again (a draft from the provider, or what was just posted). */
export type FormValues = Record<string, unknown>

/** A shareholder or a stakeholder as the lists show them. */
export type PersonRow = {
	id: string
	name: string
	detail: string
	/** Null for a stakeholder, who holds no shares. */
	sharesPercent: number | null
	status: 'pending' | 'in-review' | 'approved' | 'rejected'
	reason: string | null
}

/** The person being added or edited on the shareholders step (?add=… or ?edit=<id>). */
export type PersonForm = {
	type: 'shareholder' | 'stakeholder'
	id: string | null
	values: FormValues
	places: PlaceLists
	documents: DocumentSlot[]
}

/** A summary line; `file`, where there is one, is an uploaded document shown as a link that opens it, before `value`. */
export type SummarySection = {
	id: string
	title: string
	editUrl: string
	items: { label: string; value: string; file?: { name: string; url: string } }[]
}

type Base = { kind: OnboardingKind; title: string; heading: string; progress: ProgressItems; back: boolean; placesUrl: string; url: string }

/** What each step page shows. */
export type StepData = Base &
	(
		| { step: 'product-interest'; values: FormValues; options: { value: string; label: string }[] }
		| {
				step: 'company-information' | 'personal-information'
				values: FormValues
				places: PlaceLists
				nationalities: PlaceLists['countries']
		  }
		| { step: 'documents-upload' | 'identity-documents'; documents: DocumentSlot[] }
		| { step: 'shareholders-info'; shareholders: PersonRow[]; stakeholders: PersonRow[]; totalPercent: number; form: PersonForm | null }
		| { step: 'aml-questionnaire'; answers: Partial<Record<string, boolean>> }
		| { step: 'information-summary'; sections: SummarySection[] }
		| { step: 'sign-and-submit'; signature: string; ready: boolean }
		/** Any step, for a role that may not change onboarding (record 135): what was given so far, and the reason. */
		| { step: 'read-only'; refusal: string; sections: SummarySection[] }
	)

/** What an onboarding action answers when it does not redirect: the form it is for, conform's result, and (after 'Update') the picker lists for the posted choice. */
export type OnboardingReply = { intent: string | null; result: SubmissionResult<string[]>; places?: PlaceLists }
