import { Form, Link } from '@remix-run/react'
import { DOCUMENT_ACCEPT } from '#contract/onboarding/document-rules.ts'
import type { OnboardingHomeData } from '#app/lib/onboarding/home-data.ts'
import type { OnboardingReply } from '#app/lib/onboarding/step-data.ts'
import type { UploadAnswer } from '#app/lib/onboarding/upload-status.ts'
import { SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { ErrorList } from '../kit/field.tsx'
import { Icon } from '../kit/icon.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal } from '../kit/role-refusal.tsx'
import { checkDocumentInBrowser } from './check-document.ts'
import { DocumentUpload } from './document-upload.tsx'
import { PeopleList } from './people-list.tsx'
import { PersonFormView } from './person-form.tsx'
import { UploadChosenButton, UploadRefusal } from './upload-refusal.tsx'

const REVIEW_FORM_ID = 'review-documents-form'

/** The flow's page after submission: under review, verified, or the review of what was rejected. */
export function OnboardingHome({ data, reply: anyReply }: { data: OnboardingHomeData; reply: OnboardingReply | UploadAnswer | undefined }) {
	const reply = anyReply && 'intent' in anyReply ? anyReply : undefined
	return (
		<div className="mx-auto flex max-w-3xl flex-col gap-5">
			<PageHeader title={data.title} />
			{data.state === 'verified' ? (
				<section className={cardClass('p-5', 'success')} data-testid="onboarding-state">
					<p className="flex items-center gap-2 font-semibold">
						<Icon name="check" /> Verified
					</p>
					<p className="mt-1 text-sm">Your {data.kind} verification is complete.</p>
				</section>
			) : data.state === 'under-review' ? (
				<section className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-900" data-testid="onboarding-state">
					<p className="font-semibold">{data.kind} documents are under review</p>
					<p className="mt-1 text-sm">We will e-mail you when the review is done.</p>
				</section>
			) : (
				<ReviewView data={data} reply={reply} />
			)}
			<Link to="/" className="text-sm font-semibold text-brand-700 hover:underline">
				Back to the dashboard
			</Link>
		</div>
	)
}

function ReviewView({ data, reply }: { data: OnboardingHomeData; reply: OnboardingReply | undefined }) {
	return (
		<>
			<section className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900" data-testid="onboarding-state">
				<h2 className="font-semibold">Review &amp; Resubmit</h2>
				<p className="mt-1 text-sm">
					The reviewer sent these items back. Fix each one, then resubmit: the rest of your onboarding stays as it is.
				</p>
			</section>
			{data.refusal ? (
				<RoleRefusal refusal={data.refusal} className={cardClass('p-6 text-gray-700')} />
			) : (
				<ReviewForms data={data} reply={reply} />
			)}
		</>
	)
}

/** What fixes the rejected items: a new document, a shareholder's form, and Resubmit. */
function ReviewForms({ data, reply }: { data: OnboardingHomeData; reply: OnboardingReply | undefined }) {
	return (
		<>
			<UploadRefusal reply={reply} />
			{data.showsDocuments ? (
				<section aria-labelledby="review-documents" className="flex flex-col gap-3">
					<h2 id="review-documents" className="text-lg font-semibold">
						Rejected documents
					</h2>
					{data.documents.length ? (
						<>
							<ul className="flex flex-col gap-3">
								{data.documents.map((slot) => (
									<DocumentUpload
										key={slot.name}
										slot={slot}
										formId={REVIEW_FORM_ID}
										check={checkDocumentInBrowser}
										accept={DOCUMENT_ACCEPT}
										canRemove={false}
									/>
								))}
							</ul>
							<Form method="POST" encType="multipart/form-data" id={REVIEW_FORM_ID}>
								<UploadChosenButton />
							</Form>
						</>
					) : (
						<p className="text-sm text-gray-600">No document was rejected.</p>
					)}
				</section>
			) : null}
			{data.showsShareholders ? (
				<section aria-labelledby="review-people" className="flex flex-col gap-3">
					<h2 id="review-people" className="text-lg font-semibold">
						Rejected shareholders
					</h2>
					<PeopleList title="Shareholders to fix" people={data.shareholders} editBase={data.url} canRemove={false} showTitle={false} />
					{data.form ? (
						<PersonFormView
							form={data.form}
							reply={reply?.intent === 'save-person' || reply?.intent === 'update-places' ? reply : undefined}
							placesUrl={data.placesUrl}
							cancelUrl={data.url}
						/>
					) : null}
				</section>
			) : null}
			<Form method="POST" className={cardClass('flex flex-col gap-2 p-5')}>
				<p className="text-sm text-gray-700">
					{data.canResubmit ? 'Everything that was rejected has been fixed.' : 'Fix every rejected item before you resubmit.'}
				</p>
				<ErrorList errors={reply?.intent === 'resubmit' ? reply.result.error?.[''] : undefined} />
				<div>
					<SubmitButton name="intent" value="resubmit" disabled={!data.canResubmit} pendingLabel="Resubmitting...">
						Resubmit
					</SubmitButton>
				</div>
			</Form>
		</>
	)
}
