import { Form, Link } from '@remix-run/react'
import type { StepData, SummarySection } from '#app/lib/onboarding/step-data.ts'
import { cardClass } from '../kit/card.tsx'
import { RoleRefusal } from '../kit/role-refusal.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { StepActions } from './step-actions.tsx'

/** Everything given so far, part by part, each with an Edit link to its step. */
export function SummaryStep({ data }: { data: Extract<StepData, { step: 'information-summary' }> }) {
	return (
		<>
			<SummarySections sections={data.sections} editable />
			<Form method="POST">
				<StepActions hasBack={data.back} saveLabel="Continue to sign and submit" />
			</Form>
		</>
	)
}

/** Any step for a role that may not change onboarding (record 135): the reason, then what was given, with no form and no Edit. */
export function ReadOnlyStep({ data }: { data: Extract<StepData, { step: 'read-only' }> }) {
	return (
		<>
			<RoleRefusal refusal={data.refusal} className={cardClass('p-6 text-gray-700')} />
			<SummarySections sections={data.sections} editable={false} />
		</>
	)
}

function SummarySections({ sections, editable }: { sections: SummarySection[]; editable: boolean }) {
	return (
		<>
			{sections.map((section) => (
				<section key={section.id} aria-labelledby={`summary-${section.id}`} className="rounded-xl border border-gray-200 p-4">
					<div className="flex items-center justify-between gap-2">
						<h3 id={`summary-${section.id}`} className="font-semibold">
							{section.title}
						</h3>
						{editable ? (
							<Link
								to={section.editUrl}
								className="text-sm font-semibold text-brand-700 hover:underline"
								aria-label={`Edit ${section.title}`}
							>
								Edit
							</Link>
						) : null}
					</div>
					<SummaryList
						className="mt-2"
						items={section.items.map((item) => ({
							label: item.label,
							value: (
								<span className="font-medium">
									{item.file ? (
										<a href={item.file.url} className="text-brand-700 underline" data-testid="document-file-link">
											{item.file.name}
										</a>
									) : null}
									{item.value}
								</span>
							),
						}))}
					/>
				</section>
			))}
		</>
	)
}
