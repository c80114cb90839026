import type { SubmissionResult } from '@conform-to/react'
import type { RateCard, Subscription } from '#contract/products.ts'
import type { ToolFigures } from '#app/lib/compliance/figures.ts'
import { ServiceLanding } from '../products/service-landing.tsx'
import { ToolCard } from './figures.tsx'

/**
 * /product/compliance: the service's state and Deactivate, its screening
 * tools (each with its figures, latest results and the way in), then its
 * rates, as every service's landing page has them.
 */
export function ComplianceOverview({
	tools,
	reply,
	...landing
}: {
	name: 'compliance'
	label: string
	subscription: Subscription
	rateCard: RateCard
	tools: ToolFigures[]
	reply?: { result: SubmissionResult<string[]> } | null
}) {
	return (
		<ServiceLanding {...landing} reply={reply}>
			<section aria-labelledby="screening-title" className="flex flex-col gap-4">
				<div>
					<h2 id="screening-title" className="text-lg font-semibold">
						Screening
					</h2>
					<p className="text-sm text-gray-600">
						Screen crypto activity and counterparties. Each check is quoted first: you see its fee before anything is charged to your USD
						funding balance.
					</p>
				</div>
				<ul className="grid gap-4 lg:grid-cols-2" aria-label="Screening tools">
					{tools.map((figures) => (
						<ToolCard key={figures.tool} figures={figures} />
					))}
				</ul>
			</section>
		</ServiceLanding>
	)
}
