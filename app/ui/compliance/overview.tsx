import { Link } from '@remix-run/react'
import type { RateCard, Subscription } from '#contract/products.ts'
import type { ToolFigures } from '#app/lib/compliance/figures.ts'
import { KYC_CREATE_PATH, KYC_FLOWS_PATH, KYC_ONBOARDING_PATH } from '#app/lib/compliance/kyc-labels.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { ServiceFigures } from '../products/service-figures.tsx'
import { ServiceLanding } from '../products/service-landing.tsx'
import { ToolCard } from './figures.tsx'

/**
 * /product/compliance: the service's state and Deactivate, KYC onboarding
 * (the way to the flows and their verifications), its screening tools (each
 * with its figures, latest results and the way in), then its rates, as every
 * service's landing page has them.
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
	const sum = (count: (tool: ToolFigures) => number) => tools.reduce((total, tool) => total + count(tool), 0)
	const high = sum((tool) => tool.stats.byLevel.HIGH)
	const blacklisted = sum((tool) => tool.stats.blacklisted)
	return (
		<ServiceLanding
			{...landing}
			reply={reply}
			figures={
				<ServiceFigures
					label="Compliance at a glance"
					figures={[
						{ label: 'Screenings', value: sum((tool) => tool.stats.count) },
						{ label: 'High risk results', value: high, attention: high > 0, testId: 'figure-high-risk' },
						{ label: 'Blacklisted addresses found', value: blacklisted, attention: blacklisted > 0 },
						{ label: 'Medium risk results', value: sum((tool) => tool.stats.byLevel.MEDIUM) },
					]}
				/>
			}
		>
			<section aria-labelledby="kyc-title" className={cardClass('flex flex-col gap-3 p-6')}>
				<h2 id="kyc-title" className="text-lg font-semibold">
					KYC onboarding
				</h2>
				<p className="text-sm text-gray-600">
					Verify your own customers: build a flow of steps in your branding, send its public link, and read each verification.
				</p>
				<div className="flex flex-wrap gap-3">
					<Link to={KYC_ONBOARDING_PATH} className={buttonClass('primary')}>
						Verifications
					</Link>
					<Link to={KYC_FLOWS_PATH} className={buttonClass('secondary')}>
						KYC flows
					</Link>
					<Link to={KYC_CREATE_PATH} className={buttonClass('secondary')}>
						Create KYC flow
					</Link>
				</div>
			</section>
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
