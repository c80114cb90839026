import { Link } from '@remix-run/react'
import { formErrorOf, type FormReply } from '#app/lib/reply.ts'
import type { LogoIntent } from '#app/lib/settings/intents.ts'
import type { ProfileTabData } from '#app/lib/settings/profile.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { cn } from '../kit/cn.ts'
import { CopyButton } from '../kit/copy-button.tsx'
import { Flag } from '../kit/flag.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { LogoPanel } from './logo-panel.tsx'

/**
 * The profile tab: the onboarding review banner, who the integrator is, and
 * the logo panel (whose refusals come back as the action's answer).
 */
export function ProfileTab({ data, reply }: { data: ProfileTabData; reply: FormReply<LogoIntent> | undefined }) {
	return (
		<div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
			<div className="flex flex-col gap-4">
				{data.banner ? (
					<div
						role="status"
						data-testid="review-banner"
						className={cn(
							'rounded-xl p-4 text-sm',
							data.banner.state === 'rejected' ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900',
						)}
					>
						<p className="font-semibold">{data.banner.text}</p>
						{data.banner.items.length ? (
							<ul className="mt-1 list-disc pl-5">
								{data.banner.items.map((item) => (
									<li key={item}>{item}</li>
								))}
							</ul>
						) : null}
						{data.banner.resubmitUrl ? (
							<Link to={data.banner.resubmitUrl} className={buttonClass('primary', 'mt-3')}>
								Review &amp; Resubmit
							</Link>
						) : null}
					</div>
				) : null}
				<section aria-labelledby="profile-heading" className={cardClass('p-5')}>
					<h2 id="profile-heading" className="text-lg font-semibold">
						{data.heading}
					</h2>
					<p className="mt-1 text-sm text-gray-500">Active since {data.activeSince}</p>
					<SummaryList
						className="mt-4"
						columns={2}
						items={[
							{
								label: 'Name',
								value: (
									<span className="mt-1 flex items-center gap-1">
										<span title={data.name}>{data.shortName}</span>
										{data.verified ? (
											<span title="Verified" aria-label="Verified" className="text-green-600">
												✔
											</span>
										) : null}
									</span>
								),
							},
							data.id
								? {
										label: 'ID',
										value: (
											<span className="mt-1 flex flex-wrap items-center gap-2 font-mono text-xs font-normal">
												{data.id}
												{data.id !== 'N/A' ? <CopyButton value={data.id} thing="ID" /> : null}
											</span>
										),
									}
								: null,
							{ label: 'E-mail', value: <span className="mt-1 block break-all">{data.email}</span> },
							data.website ? { label: 'Company website', value: <span className="mt-1 block">{data.website}</span> } : null,
							{
								label: 'Country of operation',
								value: (
									<span className="mt-1 block">
										<Flag code={data.country.code} /> {data.country.name}
									</span>
								),
							},
						]}
					/>
				</section>
			</div>
			<LogoPanel logoUrl={data.logoUrl} name={data.name} serverError={formErrorOf(reply)} />
		</div>
	)
}
