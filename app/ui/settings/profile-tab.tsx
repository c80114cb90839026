import { Link } from '@remix-run/react'
import { formErrorOf, type FormReply } from '#app/lib/reply.ts'
import type { LogoIntent, ProfileTabData } from '#app/lib/settings/profile.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { cn } from '../kit/cn.ts'
import { CopyButton } from '../kit/copy-button.tsx'
import { Flag } from '../kit/flag.tsx'
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
					<dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
						<div>
							<dt className="text-gray-500">Name</dt>
							<dd className="mt-1 flex items-center gap-1 font-medium">
								<span title={data.name}>{data.shortName}</span>
								{data.verified ? (
									<span title="Verified" aria-label="Verified" className="text-green-600">
										✔
									</span>
								) : null}
							</dd>
						</div>
						{data.id ? (
							<div>
								<dt className="text-gray-500">ID</dt>
								<dd className="mt-1 flex flex-wrap items-center gap-2 font-mono text-xs">
									{data.id}
									{data.id !== 'N/A' ? <CopyButton value={data.id} thing="ID" /> : null}
								</dd>
							</div>
						) : null}
						<div>
							<dt className="text-gray-500">E-mail</dt>
							<dd className="mt-1 font-medium break-all">{data.email}</dd>
						</div>
						{data.website ? (
							<div>
								<dt className="text-gray-500">Company website</dt>
								<dd className="mt-1 font-medium">{data.website}</dd>
							</div>
						) : null}
						<div>
							<dt className="text-gray-500">Country of operation</dt>
							<dd className="mt-1 font-medium">
								<Flag code={data.country.code} /> {data.country.name}
							</dd>
						</div>
					</dl>
				</section>
			</div>
			<LogoPanel logoUrl={data.logoUrl} name={data.name} serverError={formErrorOf(reply)} />
		</div>
	)
}
