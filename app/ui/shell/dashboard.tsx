import { Link } from '@remix-run/react'
import { formatActiveSince, formatDateTime } from '#app/lib/format.ts'
import type { VerificationState } from '#app/lib/onboarding/verification.ts'
import type { Dashboard } from '#app/lib/shell/dashboard.ts'
import { cardClass } from '../kit/card.tsx'
import { cn } from '../kit/cn.ts'
import { Flag } from '../kit/flag.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { DashboardBalances } from '../money/dashboard-balances.tsx'
import { DashboardProgress } from '../onboarding/dashboard-progress.tsx'
import { ServiceStateBadge } from '../products/service-state-badge.tsx'
import { DashboardWalletsBlock } from '../wallets/dashboard-wallets.tsx'

type Props = Dashboard

function verificationText(state: VerificationState, kind: 'KYB' | 'KYC') {
	switch (state) {
		case 'verified':
			return { label: 'Verified', text: `Your ${kind} verification is complete.`, tone: 'bg-green-100 text-green-900' }
		case 'under-review':
			return { label: 'Under review', text: `Your ${kind} documents are under review.`, tone: 'bg-amber-100 text-amber-900' }
		case 'action-needed':
			return {
				label: 'Action needed',
				text: `Some ${kind} documents were rejected and need to be resubmitted.`,
				tone: 'bg-red-100 text-red-900',
			}
		case 'not-started':
			return { label: 'Not verified', text: `Complete your ${kind} onboarding to go live.`, tone: 'bg-gray-100 text-gray-700' }
	}
}

/** The signed-in home page: who you are, how verified, and where each service stands. */
export function DashboardView(props: Props) {
	const verification = verificationText(props.verification, props.onboardingKind)
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<section className={cardClass('p-6')}>
				<p className="text-sm text-gray-500">Welcome,</p>
				<PageHeader title={props.name} className="mt-1" />
				<SummaryList
					columns={3}
					className="mt-4"
					items={[
						{ label: 'Account type', value: props.accountLabel },
						{
							label: 'Verification',
							value: <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', verification.tone)}>{verification.label}</span>,
						},
						{
							label: 'E-mail',
							value: (
								<>
									{props.email} {props.emailVerified ? <span className="text-xs text-green-700">(verified)</span> : null}
								</>
							),
						},
						{
							label: 'Country',
							value: (
								<>
									<Flag code={props.country} /> {props.countryName}
								</>
							),
						},
						{
							label: props.accountType === 'INDIVIDUAL' ? 'ID' : 'Business ID',
							value: <span className="font-mono text-xs">{props.businessId}</span>,
						},
						{ label: 'Active since', value: formatActiveSince(props.createdAt) },
					]}
				/>
				<p className="mt-4 text-sm text-gray-600">{verification.text}</p>
			</section>

			<DashboardProgress progress={props.onboarding} />
			<DashboardBalances {...props.money} />
			{props.wallets ? <DashboardWalletsBlock {...props.wallets} /> : null}

			<section id="services" aria-labelledby="services-title" className="scroll-mt-20">
				<h2 id="services-title" className="text-lg font-semibold">
					Your services
				</h2>
				<ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
					{props.services.map((service) => (
						<li key={service.name} id={`service-${service.name}`} className="scroll-mt-20 rounded-xl border border-gray-200 bg-white p-4">
							<div className="flex items-center justify-between gap-2">
								<h3 className="font-semibold">{service.label}</h3>
								<ServiceStateBadge state={service.state} testId={`service-state-${service.name}`} />
							</div>
							<p className="mt-2 text-xs text-gray-500">
								{service.since ? `Requested ${formatDateTime(service.since)}` : 'Not requested yet'}
							</p>
							<Link
								to={service.state === 'active' ? service.path : `/products#product-${service.name}`}
								className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
							>
								{service.state === 'active' ? `Open ${service.label}` : `Manage ${service.label}`}
							</Link>
						</li>
					))}
				</ul>
			</section>
		</div>
	)
}
