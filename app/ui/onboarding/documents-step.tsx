import { Form } from '@remix-run/react'
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT, IMAGE_ONLY_DOCUMENTS } from '#contract/onboarding/document-rules.ts'
import type { OnboardingReply, StepData } from '#app/lib/onboarding/step-data.ts'
import { UPLOAD_INTENTS } from '#app/lib/onboarding/upload-status.ts'
import { ErrorList } from '../kit/field.tsx'
import { checkDocumentInBrowser } from './check-document.ts'
import { DocumentUpload } from './document-upload.tsx'
import { StepActions } from './step-actions.tsx'
import { UploadRefusal, UploadChosenButton } from './upload-refusal.tsx'

const FORM_ID = 'documents-form'

/**
 * The documents to upload, each with its state. Every file input belongs to
 * the one form below the list, so without JavaScript 'Upload chosen files'
 * or 'Save and continue' sends every chosen file in one post; with it each
 * file goes up as soon as it is chosen.
 */
export function DocumentsStep({
	data,
	reply,
}: {
	data: Extract<StepData, { step: 'documents-upload' | 'identity-documents' }>
	reply: OnboardingReply | undefined
}) {
	const stepErrors =
		reply && reply.intent !== UPLOAD_INTENTS.upload && reply.intent !== UPLOAD_INTENTS.remove ? (reply.result.error?.[''] ?? []) : []
	return (
		<>
			<p className="text-sm text-gray-600">PDF, PNG or JPEG files of at most 500 KB each.</p>
			<UploadRefusal reply={reply} />
			<ul className="flex flex-col gap-3">
				{data.documents.map((slot) => (
					<DocumentUpload
						key={slot.name}
						slot={slot}
						formId={FORM_ID}
						check={checkDocumentInBrowser}
						accept={(IMAGE_ONLY_DOCUMENTS as readonly string[]).includes(slot.name) ? IMAGE_ACCEPT : DOCUMENT_ACCEPT}
					/>
				))}
			</ul>
			<Form method="POST" encType="multipart/form-data" id={FORM_ID} className="flex flex-col gap-2">
				<UploadChosenButton />
				<ErrorList errors={stepErrors} />
				<StepActions hasBack={data.back} />
			</Form>
		</>
	)
}
