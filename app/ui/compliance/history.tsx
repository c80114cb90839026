import { Link } from '@remix-run/react'
import { networkLabel } from '#contract/wallets/networks.ts'
import { shortSubject } from '#app/lib/compliance/figures.ts'
import { TX_TYPE_LABELS } from '#app/lib/compliance/form-options.ts'
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
import { DataTable, type Column } from '../kit/data-table.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { controlClass } from '../kit/field.tsx'
import { FilterForm, FilterSelect, Pager } from '../money/list-controls.tsx'
import { BlacklistBadge, RiskBadge } from './risk.tsx'

/** The subject, cut in the middle, linking to its report; the whole of it for screen readers and on hover. */
function SubjectLink({ to, text }: { to: string; text: string }) {
	return (
		<Link to={to} className="font-mono text-brand-700 underline" title={text}>
			<span aria-hidden="true">{shortSubject(text)}</span>
			<span className="sr-only">{text}</span>
		</Link>
	)
}

const when = <Row extends { createdAt: string }>(header: string): Column<Row> => ({
	key: 'when',
	header,
	className: 'sm:whitespace-nowrap',
	cell: (row) => formatDateTime(row.createdAt),
})
const network = <Row extends { network: Parameters<typeof networkLabel>[0] }>(): Column<Row> => ({
	key: 'network',
	header: 'Network',
	cell: (row) => networkLabel(row.network),
})
const historyRow = () => ({ 'data-testid': 'history-row' })
const byId = (row: { id: string }) => row.id

/** Every tool's history table: the same testids, keys and framing; only the caption and the columns differ. */
function HistoryTable<Row extends { id: string }>({
	caption,
	rows,
	columns,
}: {
	caption: string
	rows: readonly Row[]
	columns: ReadonlyArray<Column<Row>>
}) {
	return <DataTable testId="history" caption={caption} rows={rows} rowKey={byId} rowProps={historyRow} columns={columns} />
}

function Rows({ records }: { records: History }) {
	switch (records.tool) {
		case 'txn':
			return (
				<HistoryTable
					caption="Transaction analyses, newest first"
					rows={records.items}
					columns={[
						when('Screened'),
						network(),
						{ key: 'subject', header: 'Transaction', cell: (row) => <SubjectLink to={reportPath('txn', row.id)} text={row.txId} /> },
						{ key: 'type', header: 'Type', cell: (row) => TX_TYPE_LABELS[row.txType] },
						{ key: 'score', header: 'Risk score', className: 'tabular-nums', cell: (row) => scoreText(row.riskScore) },
						{ key: 'level', header: 'Level', cell: (row) => <RiskBadge level={row.riskLevel} /> },
					]}
				/>
			)
		case 'wallet':
			return (
				<HistoryTable
					caption="Wallet analyses, newest first"
					rows={records.items}
					columns={[
						when('Screened'),
						network(),
						{ key: 'subject', header: 'Address', cell: (row) => <SubjectLink to={reportPath('wallet', row.id)} text={row.address} /> },
						{ key: 'score', header: 'Risk score', className: 'tabular-nums', cell: (row) => scoreText(row.riskScoreSection.riskScore) },
						{ key: 'level', header: 'Level', cell: (row) => <RiskBadge level={row.riskScoreSection.riskLevel} /> },
						{
							key: 'batch',
							header: 'Batch',
							cell: (row) =>
								row.batchId ? (
									<Link to={reportPath('wallet', row.batchId)} className="text-brand-700 underline">
										Batch
									</Link>
								) : (
									'—'
								),
						},
					]}
				/>
			)
		case 'entity':
			return (
				<HistoryTable
					caption="Entity reports, newest first"
					rows={records.items}
					columns={[
						when('Ordered'),
						{
							key: 'entity',
							header: 'Entity',
							cell: (row) => (
								<Link to={reportPath('entity', row.id)} className="text-brand-700 underline">
									{row.name}
								</Link>
							),
						},
						{ key: 'country', header: 'Country', cell: (row) => row.country },
						{ key: 'registration', header: 'Registration', className: 'font-mono', cell: (row) => row.registrationNumber },
						{ key: 'level', header: 'Level', cell: (row) => <RiskBadge level={row.entityRisksSection.riskLevel} /> },
					]}
				/>
			)
		case 'blacklist':
			return (
				<HistoryTable
					caption="Blacklist checks, newest first"
					rows={records.items}
					columns={[
						when('Checked'),
						network(),
						{ key: 'subject', header: 'Address', cell: (row) => <SubjectLink to={reportPath('blacklist', row.id)} text={row.address} /> },
						{
							key: 'result',
							header: 'Result',
							cell: (row) => <BlacklistBadge blacklisted={row.blacklisted} testId="history-blacklisted" />,
						},
					]}
				/>
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
			{records.items.length ? <Rows records={records} /> : <EmptyState message={emptyHistoryMessage(filters)} />}
			<Pager list={history} />
		</section>
	)
}
