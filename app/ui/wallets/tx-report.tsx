import { Link } from '@remix-run/react'
import { EXPOSURE_LABELS, NO_SCORE, type RiskLevel } from '#contract/compliance/risk.ts'
import type { TxnAnalysis } from '#contract/compliance/txn-analysis.ts'
import { NETWORKS } from '#contract/wallets/networks.ts'
import { WALLETS_PATH } from '#app/lib/wallets/labels.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { cn } from '../kit/cn.ts'
import { DataTable } from '../kit/data-table.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'

export const TX_REPORT_TITLE = 'Transaction analysis report'
export const txReportHandle: RouteHandle = {
	title: TX_REPORT_TITLE,
	serviceName: 'Wallet',
	ancestor: { title: 'Crypto wallet', to: WALLETS_PATH },
}

/** The level in words as well as colour (never colour alone: docs/product/compliance.md#risk-scores). */
const LEVEL_STYLES: Readonly<Record<RiskLevel, string>> = {
	LOW: 'bg-green-100 text-green-900',
	MEDIUM: 'bg-amber-100 text-amber-900',
	HIGH: 'bg-red-100 text-red-900',
}
const LEVEL_LABELS: Readonly<Record<RiskLevel, string>> = { LOW: 'Low risk', MEDIUM: 'Medium risk', HIGH: 'High risk' }

export type TxReportProps = { analysis: TxnAnalysis; errors: [] } | { analysis: null; errors: string[] }

/** One transaction's risk score, level, reasons and exposure; or why the query names no transaction. */
export function TxReport(props: TxReportProps) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<PageHeader title={TX_REPORT_TITLE} />
			{props.analysis ? (
				<Report analysis={props.analysis} />
			) : (
				<section aria-labelledby="report-error" className={cardClass('flex flex-col gap-3 p-6')}>
					<h2 id="report-error" className="text-lg font-semibold">
						This report cannot be shown
					</h2>
					<div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="report-errors">
						<ul>
							{props.errors.map((error) => (
								<li key={error}>{error}</li>
							))}
						</ul>
					</div>
					<p className="text-sm text-gray-600">Open the report from a transaction of one of your wallets.</p>
					<Link to={WALLETS_PATH} className={cn(buttonClass('secondary'), 'self-start')}>
						Back to wallets
					</Link>
				</section>
			)}
		</div>
	)
}

function Report({ analysis }: { analysis: TxnAnalysis }) {
	const scored = analysis.riskScore !== NO_SCORE
	return (
		<>
			<section aria-labelledby="tx-title" className={cardClass('p-6')}>
				<h2 id="tx-title" className="text-lg font-semibold">
					Transaction
				</h2>
				<SummaryList
					className="mt-3"
					items={[
						{ label: 'Network', value: NETWORKS[analysis.network].label, testId: 'report-network' },
						{ label: 'Type', value: analysis.txType === 'DEPOSIT' ? 'Deposit' : 'Withdrawal', testId: 'report-type' },
						{
							label: 'Transaction hash',
							value: <span className="font-mono break-all select-all">{analysis.txId}</span>,
							testId: 'report-hash',
						},
					]}
				/>
			</section>

			<section aria-labelledby="score-title" className={cardClass('p-6')}>
				<h2 id="score-title" className="text-lg font-semibold">
					Risk score
				</h2>
				<p className="mt-3 flex flex-wrap items-baseline gap-3">
					<span className="text-4xl font-bold" data-testid="risk-score">
						{scored ? analysis.riskScore : 'No score'}
					</span>
					{scored ? <span className="text-gray-500">out of 100</span> : null}
					{analysis.riskLevel ? (
						<span className={cn('rounded-full px-3 py-1 text-sm font-semibold', LEVEL_STYLES[analysis.riskLevel])} data-testid="risk-level">
							{LEVEL_LABELS[analysis.riskLevel]}
						</span>
					) : null}
				</p>
				<h3 className="mt-4 font-semibold">Reasons</h3>
				<ul className="mt-2 list-disc pl-5 text-sm" data-testid="risk-reasons">
					{analysis.reasons.map((reason) => (
						<li key={reason}>{reason}</li>
					))}
				</ul>
			</section>

			<section aria-labelledby="exposure-title" className={cardClass('p-6')}>
				<h2 id="exposure-title" className="text-lg font-semibold">
					Exposure
				</h2>
				{analysis.exposure.length ? (
					<DataTable
						className="mt-3"
						framed={false}
						testId="exposure"
						caption="Where the funds were traced, as shares of the transaction"
						rows={analysis.exposure}
						rowKey={(item) => item.category}
						columns={[
							{
								key: 'category',
								header: 'Category',
								rowHeader: true,
								className: 'font-normal',
								cell: (item) => EXPOSURE_LABELS[item.category],
							},
							{
								key: 'share',
								header: 'Share',
								align: 'right',
								className: 'tabular-nums sm:whitespace-nowrap',
								cell: (item) => `${item.share} %`,
							},
							{
								key: 'bar',
								header: 'Bar',
								srOnlyHeader: true,
								wideOnly: true,
								className: 'w-1/3',
								cell: (item) => (
									<div className="h-2 rounded-full bg-gray-100" aria-hidden="true">
										{/* The width is the share itself; the text beside it says the same. */}
										<div className="h-2 rounded-full bg-blue-700" style={{ width: `${item.share}%` }} />
									</div>
								),
							},
						]}
					/>
				) : (
					<p className="mt-3 text-sm text-gray-600" data-testid="exposure-empty">
						No exposure data for this transaction
					</p>
				)}
			</section>
		</>
	)
}
