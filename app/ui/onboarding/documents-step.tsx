import { Form } from '@remix-run/react'
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT, IMAGE_ONLY_DOCUMENTS } from '#contract/onboarding/documents.ts'
import type { OnboardingReply, StepData } from '#app/lib/onboarding/step-data.ts'
import { formErrorOf } from '#app/lib/reply.ts'
import { ErrorList } from '../kit/field.tsx'
import { UploadRefusal } from './upload-refusal.tsx'
import { checkDocumentInBrowser } from './check-document.ts'
import { DocumentUpload } from './document-upload.tsx'
import { StepActions } from './step-actions.tsx'

/** The documents to upload, each with its state; Save and continue once all are in. */
export function DocumentsStep({ data, reply }: { data: Extract<StepData, { step: 'documents-upload' | 'identity-documents' }>; reply: OnboardingReply | undefined }) {
	return (
		<>
			<p className="text-sm text-gray-600">PDF, PNG or JPEG files of at most 500 KB each.</p>
			<UploadRefusal reply={reply} />
			<ul className="flex flex-col gap-3">
				{data.documents.map((slot) => (
					<DocumentUpload key={slot.name} slot={slot} check={checkDocumentInBrowser} accept={(IMAGE_ONLY_DOCUMENTS as readonly string[]).includes(slot.name) ? IMAGE_ACCEPT : DOCUMENT_ACCEPT} />
				))}
			</ul>
			<Form method="POST" className="flex flex-col gap-2">
				<ErrorList errors={reply && reply.intent !== 'upload-document' && reply.intent !== 'remove-document' ? [formErrorOf(reply)] : []} />
				<StepActions hasBack={data.back} />
			</Form>
		</>
	)
}
