import { Form, Link } from '@remix-run/react'
import type { StepData } from '#app/lib/onboarding/step-data.ts'
import { StepActions } from './step-actions.tsx'

/** Everything given so far, part by part, each with an Edit link to its step. */
export function SummaryStep({ data }: { data: Extract<StepData, { step: 'information-summary' }> }) {
	return (
		<>
			{data.sections.map((section) => (
				<section key={section.id} aria-labelledby={`summary-${section.id}`} className="rounded-xl border border-gray-200 p-4">
					<div className="flex items-center justify-between gap-2">
						<h3 id={`summary-${section.id}`} className="font-semibold">
							{section.title}
						</h3>
						<Link
							to={section.editUrl}
							className="text-sm font-semibold text-brand-700 hover:underline"
							aria-label={`Edit ${section.title}`}
						>
							Edit
						</Link>
					</div>
					<dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[14rem_1fr]">
						{section.items.map((item) => (
							<div key={item.label} className="contents">
								<dt className="text-gray-600">{item.label}</dt>
								<dd className="font-medium break-words">
									{item.file ? (
										<a href={item.file.url} className="text-brand-700 underline" data-testid="document-file-link">
											{item.file.name}
										</a>
									) : null}
									{item.value}
								</dd>
							</div>
						))}
					</dl>
				</section>
			))}
			<Form method="POST">
				<StepActions hasBack={data.back} saveLabel="Continue to sign and submit" />
			</Form>
		</>
	)
}
