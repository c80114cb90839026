import { Link } from '@remix-run/react'
import { GOV_CHECK_LABELS, KYC_STEP_LABELS } from '#contract/compliance/kyc-flow-labels.ts'
import { ID_DOCUMENT_LABELS } from '#contract/compliance/kyc-verification-labels.ts'
import { type KycReport } from '#contract/compliance/kyc-verifications.ts'
import { kycFilePath } from '#app/lib/compliance/kyc-labels.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { cardClass } from '../kit/card.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { KycNav, StatusBadge } from './kyc-nav.tsx'

const STEP_STATUS = { PENDING: 'Not done', PASSED: 'Passed', FAILED: 'Failed' } as const
const when = (value: string | null) => (value ? formatDateTime(value) : '—')

const score = (check: { score: number; passed: boolean } | null, pass: string, fail: string) =>
	check ? `${check.score} / 100 · ${check.passed ? pass : fail}` : 'Not checked'

/** /product/compliance/kyc-onboarding/report?id=: one verification, whole, for the integrator who owns its flow. */
export function KycReportPage({ report, flowPath }: { report: KycReport; flowPath: string }) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title="Verification report" badge={<StatusBadge status={report.status} />} />
			<KycNav current={null} />
			<section aria-labelledby="summary-title" className={cardClass('p-5')}>
				<h2 id="summary-title" className="text-lg font-semibold">
					Summary
				</h2>
				<SummaryList
					className="mt-3"
					items={[
						{ label: 'Verification ID', value: <span className="font-mono">{report.id}</span> },
						{
							label: 'Flow',
							value: (
								<Link to={flowPath} className="font-semibold text-brand-700 underline">
									{report.flowName}
								</Link>
							),
						},
						{ label: 'Name found', value: report.fullName ?? '—' },
						{ label: 'Phone', value: report.phone ? `${report.phone} (verified ${when(report.phoneVerifiedAt)})` : '—' },
						{ label: 'E-mail', value: report.email ? `${report.email} (verified ${when(report.emailVerifiedAt)})` : '—' },
						{ label: 'Started', value: when(report.startedAt) },
						{ label: 'Ended', value: when(report.finishedAt) },
						report.failureReason ? { label: 'Why it failed', value: report.failureReason } : null,
						{
							label: 'KYC check fee',
							value: report.fee ? (
								<>
									<Money value={report.fee.amountUsd} currency="USD" /> (ledger {report.fee.transactionId})
								</>
							) : (
								'Not charged'
							),
						},
					]}
				/>
			</section>
			<section aria-labelledby="steps-title" className={cardClass('p-5')}>
				<h2 id="steps-title" className="text-lg font-semibold">
					Steps
				</h2>
				<ol className="divide-y divide-gray-100" data-testid="report-steps">
					{report.steps.map((step, index) => (
						<li key={step.step} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
							<span>
								{index + 1}. {KYC_STEP_LABELS[step.step]}
							</span>
							<span>
								<strong>{STEP_STATUS[step.status]}</strong> {step.completedAt ? `· ${formatDateTime(step.completedAt)}` : ''}
							</span>
						</li>
					))}
				</ol>
			</section>
			{report.govCheck ? (
				<section aria-labelledby="gov-title" className={cardClass('p-5')}>
					<h2 id="gov-title" className="text-lg font-semibold">
						Government check
					</h2>
					<SummaryList
						className="mt-3"
						testId="gov-check"
						items={[
							{ label: 'Check', value: GOV_CHECK_LABELS[report.govCheck.kind] },
							{ label: 'Number', value: report.govCheck.number },
							{ label: 'Answer', value: report.govCheck.verified ? 'Verified' : 'Failed: no record matches' },
							report.govCheck.verified && {
								label: 'Name on record',
								value: `${report.govCheck.firstName ?? ''} ${report.govCheck.lastName ?? ''}`.trim(),
							},
							report.govCheck.verified && { label: 'Date of birth', value: report.govCheck.dateOfBirth ?? '—' },
							{ label: 'Checked', value: when(report.govCheck.checkedAt) },
						]}
					/>
				</section>
			) : null}
			{report.document || report.selfie ? (
				<section aria-labelledby="photos-title" className={cardClass('p-5')}>
					<h2 id="photos-title" className="text-lg font-semibold">
						Photos and face checks
					</h2>
					<SummaryList
						className="mt-3"
						items={[
							{ label: 'Liveness', value: score(report.liveness, 'live', 'not live') },
							{ label: 'Face match', value: score(report.faceMatch, 'match', 'no match') },
						]}
					/>
					<div className="mt-3 flex flex-wrap gap-6">
						{report.document ? (
							<figure className="flex flex-col gap-1">
								<img src={kycFilePath(report.id, 'document')} alt="The ID document" className="max-h-64 max-w-full rounded border" />
								<figcaption className="text-xs text-gray-600">
									{ID_DOCUMENT_LABELS[report.document.documentType]} · {report.document.width} × {report.document.height} px ·{' '}
									{when(report.document.uploadedAt)}
								</figcaption>
							</figure>
						) : null}
						{report.selfie ? (
							<figure className="flex flex-col gap-1">
								<img src={kycFilePath(report.id, 'selfie')} alt="The selfie" className="max-h-64 max-w-full rounded border" />
								<figcaption className="text-xs text-gray-600">
									Selfie · {report.selfie.width} × {report.selfie.height} px · {when(report.selfie.uploadedAt)}
								</figcaption>
							</figure>
						) : null}
					</div>
				</section>
			) : null}
		</div>
	)
}
