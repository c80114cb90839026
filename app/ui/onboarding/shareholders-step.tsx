import { Form, Link } from '@remix-run/react'
import type { OnboardingReply, StepData } from '#app/lib/onboarding/step-data.ts'
import { formErrorOf } from '#app/lib/reply.ts'
import { buttonClass } from '../kit/button.tsx'
import { ErrorList } from '../kit/field.tsx'
import { PeopleList } from './people-list.tsx'
import { PersonFormView } from './person-form.tsx'
import { StepActions } from './step-actions.tsx'

/**
 * Shareholders and the stakeholders who hold no shares: both lists, the
 * shareholders' total (at most 100 %), and the add or edit form the URL
 * opens (?add=shareholder, ?add=stakeholder, ?edit=<id>).
 */
export function ShareholdersStep({
	data,
	reply,
}: {
	data: Extract<StepData, { step: 'shareholders-info' }>
	reply: OnboardingReply | undefined
}) {
	const over = data.totalPercent > 100
	return (
		<>
			<p className={over ? 'font-semibold text-red-700' : 'text-sm text-gray-700'} data-testid="shares-total">
				Shares held by shareholders: {data.totalPercent} % of 100 %
			</p>
			<PeopleList title="Shareholders" people={data.shareholders} editBase={data.url} />
			<PeopleList title="Other stakeholders (no shares)" people={data.stakeholders} editBase={data.url} />
			{reply?.intent === 'remove-person' ? <ErrorList errors={[formErrorOf(reply)]} /> : null}
			{/* A person's form posted from elsewhere (a replayed post): its errors, though the form is not open. */}
			{reply?.intent === 'save-person' && !data.form ? <ErrorList errors={Object.values(reply.result.error ?? {}).flat()} /> : null}
			{data.form ? (
				<PersonFormView
					form={data.form}
					reply={reply?.intent === 'save-person' || reply?.intent === 'update-places' ? reply : undefined}
					placesUrl={data.placesUrl}
					cancelUrl={data.url}
				/>
			) : (
				<div className="flex flex-wrap gap-3">
					<Link to="?add=shareholder" className={buttonClass('secondary')}>
						Add shareholder
					</Link>
					<Link to="?add=stakeholder" className={buttonClass('secondary')}>
						Add stakeholder
					</Link>
				</div>
			)}
			<Form method="POST" className="flex flex-col gap-2">
				<ErrorList errors={reply?.intent === 'save' ? reply.result.error?.[''] : undefined} />
				<StepActions hasBack={data.back} />
			</Form>
		</>
	)
}
