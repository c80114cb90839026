import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { networkLabel } from '#contract/wallets/networks.ts'
import { shortSubject } from '#app/lib/compliance/figures.ts'
import { TX_TYPE_LABELS } from '#app/lib/compliance/forms.ts'
import {
	BLACKLISTED_OPTIONS,
	emptyHistoryMessage,
	HISTORY_FILTERS,
	LEVEL_OPTIONS,
	NETWORK_OPTIONS,
	scoreText,
	type History,
	type HistoryState,
} from '#app/lib/compliance/history.ts'
import { reportPath, TOOLS, toolPath } from '#app/lib/compliance/tools.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { controlClass } from '../kit/field.tsx'
import { EmptyList, FilterForm, FilterSelect, Pager } from '../money/list-controls.tsx'
import { BlacklistBadge, RiskBadge } from './risk.tsx'

const TH = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-gray-500 uppercase'
const TD = 'px-3 py-2 align-top'

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
	return (
		<div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
			<table className="w-full text-sm" data-testid="history">
				<caption className="sr-only">{caption}</caption>
				<thead className="border-b border-gray-200">
					<tr>
						{head.map((column) => (
							<th key={column} scope="col" className={TH}>
								{column}
							</th>
						))}
					</tr>
				</thead>
				<tbody className="divide-y divide-gray-100">{children}</tbody>
			</table>
		</div>
	)
}

/** The subject, cut in the middle, linking to its report; the whole of it for screen readers and on hover. */
function SubjectLink({ to, text }: { to: string; text: string }) {
	return (
		<Link to={to} className="font-mono text-brand-700 underline" title={text}>
			<span aria-hidden="true">{shortSubject(text)}</span>
			<span className="sr-only">{text}</span>
		</Link>
	)
}

function Rows({ records }: { records: History }) {
	const when = (at: string) => <td className={`${TD} whitespace-nowrap`}>{formatDateTime(at)}</td>
	switch (records.tool) {
		case 'txn':
			return (
				<Table caption="Transaction analyses, newest first" head={['Screened', 'Network', 'Transaction', 'Type', 'Risk score', 'Level']}>
					{records.items.map((row) => (
						<tr key={row.id} data-testid="history-row">
							{when(row.createdAt)}
							<td className={TD}>{networkLabel(row.network)}</td>
							<td className={TD}>
								<SubjectLink to={reportPath('txn', row.id)} text={row.txId} />
							</td>
							<td className={TD}>{TX_TYPE_LABELS[row.txType]}</td>
							<td className={`${TD} tabular-nums`}>{scoreText(row.riskScore)}</td>
							<td className={TD}>
								<RiskBadge level={row.riskLevel} />
							</td>
						</tr>
					))}
				</Table>
			)
		case 'wallet':
			return (
				<Table caption="Wallet analyses, newest first" head={['Screened', 'Network', 'Address', 'Risk score', 'Level', 'Batch']}>
					{records.items.map((row) => (
						<tr key={row.id} data-testid="history-row">
							{when(row.createdAt)}
							<td className={TD}>{networkLabel(row.network)}</td>
							<td className={TD}>
								<SubjectLink to={reportPath('wallet', row.id)} text={row.address} />
							</td>
							<td className={`${TD} tabular-nums`}>{scoreText(row.riskScoreSection.riskScore)}</td>
							<td className={TD}>
								<RiskBadge level={row.riskScoreSection.riskLevel} />
							</td>
							<td className={TD}>
								{row.batchId ? (
									<Link to={reportPath('wallet', row.batchId)} className="text-brand-700 underline">
										Batch
									</Link>
								) : (
									'—'
								)}
							</td>
						</tr>
					))}
				</Table>
			)
		case 'entity':
			return (
				<Table caption="Entity reports, newest first" head={['Ordered', 'Entity', 'Country', 'Registration', 'Level']}>
					{records.items.map((row) => (
						<tr key={row.id} data-testid="history-row">
							{when(row.createdAt)}
							<td className={TD}>
								<Link to={reportPath('entity', row.id)} className="text-brand-700 underline">
									{row.name}
								</Link>
							</td>
							<td className={TD}>{row.country}</td>
							<td className={`${TD} font-mono`}>{row.registrationNumber}</td>
							<td className={TD}>
								<RiskBadge level={row.entityRisksSection.riskLevel} />
							</td>
						</tr>
					))}
				</Table>
			)
		case 'blacklist':
			return (
				<Table caption="Blacklist checks, newest first" head={['Checked', 'Network', 'Address', 'Result']}>
					{records.items.map((row) => (
						<tr key={row.id} data-testid="history-row">
							{when(row.createdAt)}
							<td className={TD}>{networkLabel(row.network)}</td>
							<td className={TD}>
								<SubjectLink to={reportPath('blacklist', row.id)} text={row.address} />
							</td>
							<td className={TD}>
								<BlacklistBadge blacklisted={row.blacklisted} testId="history-blacklisted" />
							</td>
						</tr>
					))}
				</Table>
			)
	}
}

/** The tool's history: search and filters (a GET form: every state a URL), the results, pages, and the CSV of all it selects. */
export function HistorySection({ records, history }: { records: History; history: HistoryState }) {
	const tool = records.tool
	const offered = HISTORY_FILTERS[tool]
	const { filters } = history
	return (
		<section aria-labelledby="history-title" className="flex flex-col gap-3">
			<h2 id="history-title" className="text-lg font-semibold">
				History
			</h2>
			<FilterForm
				path={toolPath(tool)}
				label={`${TOOLS[tool].title} history`}
				exportHref={history.exportHref}
				errors={history.errors}
				notice={history.notice}
			>
				<label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-gray-600">
					Search
					<input type="search" name="q" defaultValue={filters.q ?? ''} placeholder={TOOLS[tool].searchLabel} className={controlClass} />
				</label>
				{offered.includes('network') ? (
					<FilterSelect name="network" label="Network" value={filters.network} options={NETWORK_OPTIONS} />
				) : null}
				{offered.includes('level') ? (
					<FilterSelect name="level" label="Risk level" value={filters.level} options={LEVEL_OPTIONS(tool)} />
				) : null}
				{offered.includes('blacklisted') ? (
					<FilterSelect
						name="blacklisted"
						label="Result"
						value={filters.blacklisted === undefined ? undefined : String(filters.blacklisted)}
						options={BLACKLISTED_OPTIONS}
					/>
				) : null}
			</FilterForm>
			{records.items.length ? <Rows records={records} /> : <EmptyList message={emptyHistoryMessage(filters)} />}
			<Pager list={history} />
		</section>
	)
}
