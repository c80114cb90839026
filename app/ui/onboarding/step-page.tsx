import type { OnboardingReply, StepData } from '#app/lib/onboarding/step-data.ts'
import type { UploadAnswer } from '#app/lib/onboarding/upload-status.ts'
import { AmlStep } from './aml-step-form.tsx'
import { DetailsStep } from './details-step.tsx'
import { DocumentsStep } from './documents-step.tsx'
import { OnboardingFrame } from './onboarding-frame.tsx'
import { ProductInterestStep } from './product-interest-step.tsx'
import { ShareholdersStep } from './shareholders-step.tsx'
import { SignStep } from './sign-step.tsx'
import { ReadOnlyStep, SummaryStep } from './summary-step.tsx'

/** One onboarding step: the frame with the progress indicator, and the step's own form. */
export function StepPage({ data, reply }: { data: StepData; reply: OnboardingReply | UploadAnswer | undefined }) {
	return (
		<OnboardingFrame title={data.title} progress={data.progress} heading={data.heading}>
			<StepBody data={data} reply={reply && 'intent' in reply ? reply : undefined} />
		</OnboardingFrame>
	)
}

function StepBody({ data, reply }: { data: StepData; reply: OnboardingReply | undefined }) {
	switch (data.step) {
		case 'product-interest':
			return <ProductInterestStep data={data} reply={reply} />
		case 'company-information':
		case 'personal-information':
			return <DetailsStep data={data} reply={reply} />
		case 'documents-upload':
		case 'identity-documents':
			return <DocumentsStep data={data} reply={reply} />
		case 'shareholders-info':
			return <ShareholdersStep data={data} reply={reply} />
		case 'aml-questionnaire':
			return <AmlStep data={data} reply={reply} />
		case 'information-summary':
			return <SummaryStep data={data} />
		case 'sign-and-submit':
			return <SignStep data={data} reply={reply} />
		case 'read-only':
			return <ReadOnlyStep data={data} />
	}
}
