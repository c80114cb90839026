import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { EntityRecord, WalletBatch } from '#contract/compliance/records.ts'
import type { RiskScoreSection } from '#contract/compliance/risk-schemas.ts'
import { NO_SCORE } from '#contract/compliance/risk.ts'
import { networkLabel, type WalletNetwork } from '#contract/wallets/networks.ts'
import type { ExposureChart } from '#app/lib/compliance/exposure-chart.ts'
import { shortSubject } from '#app/lib/compliance/figures.ts'
import { TX_TYPE_LABELS } from '#app/lib/compliance/form-options.ts'
import { scoreText } from '#app/lib/compliance/history.ts'
import type { ScreeningReport } from '#app/lib/compliance/report.ts'
import { reportPath, TOOLS, toolPath, type ScreeningTool } from '#app/lib/compliance/tools.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { DataTable } from '../kit/data-table.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { SummaryList, type SummaryItem } from '../kit/summary-list.tsx'
import { BlacklistBadge, ExposureView, RiskBadge } from './risk.tsx'

const SECTION = cardClass('p-6')

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className={SECTION}>
			<h2 id={id} className="text-lg font-semibold">
				{title}
			</h2>
			{children}
		</section>
	)
}

function Facts({ items }: { items: SummaryItem[] }) {
	return <SummaryList className="mt-3" items={items} />
}

/** The fee, the time and the id of what was screened: the receipt under every report. */
function Receipt({ id, fee, createdAt }: { id: string; fee: string; createdAt: string }) {
	return (
		<Facts
			items={[
				{
					label: 'Fee paid',
					testId: 'report-fee',
					value: (
						<>
							<Money value={fee} currency="USD" />, from your USD funding balance
						</>
					),
				},
				{ label: 'Screened', value: formatDateTime(createdAt) },
				{ label: 'Reference', value: <span className="font-mono text-xs break-all">{id}</span> },
			]}
		/>
	)
}

/** A score out of 100 ('No score' for -1), its level in words, its reasons, then the exposure chart. */
function RiskSections({ section, chart, noun }: { section: RiskScoreSection; chart: ExposureChart; noun: string }) {
	const scored = section.riskScore !== NO_SCORE
	return (
		<>
			<Section id="score-title" title="Risk score">
				<p className="mt-3 flex flex-wrap items-baseline gap-3">
					<span className="text-4xl font-bold" data-testid="risk-score">
						{scoreText(section.riskScore)}
					</span>
					{scored ? <span className="text-gray-500">out of 100</span> : null}
					{section.riskLevel ? <RiskBadge level={section.riskLevel} testId="risk-level" /> : null}
				</p>
				<h3 className="mt-4 font-semibold">Reasons</h3>
				<ul className="mt-2 list-disc pl-5 text-sm" data-testid="risk-reasons">
					{section.reasons.map((reason) => (
						<li key={reason}>{reason}</li>
					))}
				</ul>
			</Section>
			<Section id="exposure-title" title="Exposure">
				<ExposureView chart={chart} id="exposure-chart" emptyText={`No exposure data for this ${noun}`} />
			</Section>
		</>
	)
}

function AddressFacts({ network, address }: { network: WalletNetwork; address: string }) {
	return (
		<Facts
			items={[
				{ label: 'Network', value: networkLabel(network), testId: 'report-network' },
				{ label: 'Address', value: <span className="font-mono break-all select-all">{address}</span>, testId: 'report-address' },
			]}
		/>
	)
}

function BatchReport({ batch }: { batch: WalletBatch }) {
	const none = batch.items.filter((item) => item.riskScoreSection.riskScore === NO_SCORE).length
	return (
		<>
			<Section id="batch-title" title="Batch">
				<Facts
					items={[
						{ label: 'File', value: batch.fileName },
						{ label: 'Addresses screened', value: batch.items.length, testId: 'batch-count' },
						{
							label: 'Average risk score',
							value: (
								<>
									<span className="font-semibold" data-testid="batch-average">
										{batch.averageRiskScore ?? 'No score'}
									</span>
									{none ? (
										<span className="text-gray-600">
											{' '}
											(the {none} address{none === 1 ? '' : 'es'} with no score left out)
										</span>
									) : null}
								</>
							),
						},
					]}
				/>
				<DataTable
					className="mt-4"
					framed={false}
					testId="batch-rows"
					caption="The addresses screened, in the file's order"
					rows={batch.items}
					rowKey={(item) => item.id}
					rowProps={() => ({ 'data-testid': 'batch-row' })}
					columns={[
						{ key: 'network', header: 'Network', cell: (item) => networkLabel(item.network) },
						{
							key: 'address',
							header: 'Address',
							cell: (item) => (
								<Link to={reportPath('wallet', item.id)} className="font-mono text-brand-700 underline" title={item.address}>
									<span aria-hidden="true">{shortSubject(item.address)}</span>
									<span className="sr-only">{item.address}</span>
								</Link>
							),
						},
						{
							key: 'score',
							header: 'Risk score',
							align: 'right',
							className: 'tabular-nums',
							testId: 'batch-score',
							cell: (item) => scoreText(item.riskScoreSection.riskScore),
						},
						{ key: 'level', header: 'Level', cell: (item) => <RiskBadge level={item.riskScoreSection.riskLevel} /> },
					]}
				/>
			</Section>
			{batch.rejected.length ? (
				<Section id="left-out-title" title={`${batch.rejected.length} line${batch.rejected.length === 1 ? '' : 's'} not screened`}>
					<ul className="mt-3 flex flex-col gap-1 text-sm" data-testid="batch-rejected">
						{batch.rejected.map((row) => (
							<li key={row.line}>
								Line {row.line}: {row.reason}
							</li>
						))}
					</ul>
				</Section>
			) : null}
			<Section id="receipt-title" title="Receipt">
				<Receipt id={batch.id} fee={batch.fee} createdAt={batch.createdAt} />
			</Section>
		</>
	)
}

function EntityReport({ record }: { record: EntityRecord }) {
	const risks = record.entityRisksSection
	return (
		<>
			<Section id="entity-title" title="Entity">
				<Facts
					items={[
						{ label: 'Name', value: record.name, testId: 'report-entity' },
						{ label: 'Country', value: record.country },
						{ label: 'Registration number', value: <span className="font-mono">{record.registrationNumber}</span> },
					]}
				/>
			</Section>
			<Section id="risk-title" title="Risk">
				<p className="mt-3 flex flex-wrap items-center gap-3">
					<RiskBadge level={risks.riskLevel} testId="entity-level" />
					<span className="text-sm">{risks.summary}</span>
				</p>
				<h3 className="mt-4 font-semibold">Indicators</h3>
				{risks.indicators.length ? (
					<ul className="mt-2 flex flex-col gap-2 text-sm" data-testid="indicators">
						{risks.indicators.map((indicator) => (
							<li key={indicator.code} className="flex flex-wrap items-baseline gap-2">
								<RiskBadge level={indicator.severity} />
								<span className="font-semibold">{indicator.label}</span>
								<span className="text-gray-700">{indicator.detail}</span>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-sm text-gray-600" data-testid="indicators">
						No risk indicators found
					</p>
				)}
			</Section>
			<Section id="sources-title" title="Sources checked">
				<ul className="mt-3 flex flex-col gap-1 text-sm" data-testid="sources">
					{record.sources.map((source) => (
						<li key={source.name}>
							{source.url ? (
								<a href={source.url} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
									{source.name}
								</a>
							) : (
								source.name
							)}{' '}
							<span className="text-gray-500">· checked {formatDateTime(source.checkedAt)}</span>
						</li>
					))}
				</ul>
			</Section>
			<Section id="receipt-title" title="Receipt">
				<Receipt id={record.id} fee={record.fee} createdAt={record.createdAt} />
			</Section>
		</>
	)
}

function Body({ report }: { report: ScreeningReport }) {
	switch (report.tool) {
		case 'txn': {
			const { record } = report
			return (
				<>
					<Section id="tx-title" title="Transaction">
						<Facts
							items={[
								{ label: 'Network', value: networkLabel(record.network), testId: 'report-network' },
								{ label: 'Type', value: TX_TYPE_LABELS[record.txType] },
								{
									label: 'Transaction hash',
									value: <span className="font-mono break-all select-all">{record.txId}</span>,
									testId: 'report-hash',
								},
							]}
						/>
					</Section>
					<RiskSections section={record} chart={report.chart} noun="transaction" />
					<Section id="receipt-title" title="Receipt">
						<Receipt id={record.id} fee={record.fee} createdAt={record.createdAt} />
					</Section>
				</>
			)
		}
		case 'wallet': {
			if ('batch' in report) return <BatchReport batch={report.batch} />
			const { record } = report
			return (
				<>
					<Section id="address-title" title="Address">
						<AddressFacts network={record.network} address={record.address} />
						{record.batchId ? (
							<Link to={reportPath('wallet', record.batchId)} className="mt-3 inline-block text-sm text-brand-700 underline">
								Screened in a batch: see the batch
							</Link>
						) : null}
					</Section>
					<RiskSections section={record.riskScoreSection} chart={report.chart} noun="address" />
					<Section id="receipt-title" title="Receipt">
						<Receipt id={record.id} fee={record.fee} createdAt={record.createdAt} />
					</Section>
				</>
			)
		}
		case 'entity':
			return <EntityReport record={report.record} />
		case 'blacklist': {
			const { record } = report
			return (
				<>
					<Section id="verdict-title" title="Result">
						<p className="mt-3 flex flex-wrap items-center gap-3">
							<BlacklistBadge blacklisted={record.blacklisted} testId="blacklist-verdict" />
							<span className="text-sm">
								{record.blacklisted
									? 'This address is on the blacklist: do not send to it or accept funds from it.'
									: 'This address is not on the blacklist.'}
							</span>
						</p>
						<AddressFacts network={record.network} address={record.address} />
					</Section>
					<Section id="receipt-title" title="Receipt">
						<Receipt id={record.id} fee={record.fee} createdAt={record.createdAt} />
					</Section>
				</>
			)
		}
	}
}

const TITLES: Readonly<Record<ScreeningTool, string>> = {
	txn: 'Transaction analysis report',
	wallet: 'Wallet analysis report',
	entity: 'Entity due diligence report',
	blacklist: 'Blacklist check result',
}
export const reportTitle = (tool: ScreeningTool) => TITLES[tool]

/** /product/compliance/<tool>/report?id=: one kept result, and the way back to the tool. */
export function ScreeningReportView({ report }: { report: ScreeningReport }) {
	const tool = report.tool
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<PageHeader
				title={'batch' in report ? 'Wallet analysis batch' : TITLES[tool]}
				actions={
					<Link to={toolPath(tool)} className={buttonClass('secondary')}>
						Back to {TOOLS[tool].title.toLowerCase()}
					</Link>
				}
			/>
			<Body report={report} />
		</div>
	)
}
