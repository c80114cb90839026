import { Link } from '@remix-run/react'
import type { ScreeningStatsBase } from '#contract/compliance/records.ts'
import { shortSubject, type LatestResult, type ToolFigures } from '#app/lib/compliance/figures.ts'
import { feePhrase, TOOLS, toolPath, type ScreeningTool } from '#app/lib/compliance/tools.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { cardClass } from '../kit/card.tsx'
import { cn } from '../kit/cn.ts'
import { Money } from '../kit/money.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { BlacklistBadge, RiskBadge } from './risk.tsx'

/**
 * A tool's figures, on the overview's card and above the tool's history:
 * how many screenings, what they cost, the average risk score leaving
 * 'No score' out (docs/product/compliance.md#risk-scores), the levels or the blacklisted, the fee.
 */
export function FiguresList({ tool, stats, unitFee }: { tool: ScreeningTool; stats: ScreeningStatsBase; unitFee: string }) {
	const info = TOOLS[tool]
	return (
		<SummaryList
			columns={4}
			testId={`figures-${tool}`}
			items={[
				{ label: 'Screenings', value: stats.count, testId: 'figures-count', strong: true },
				info.scored && {
					label: 'Average risk score',
					value: stats.averageRiskScore ?? '—',
					testId: 'figures-average',
					strong: true,
					note: stats.byLevel.NONE ? `${stats.byLevel.NONE} with no score left out` : undefined,
				},
				!info.scored &&
					tool === 'blacklist' && { label: 'Blacklisted', value: stats.blacklisted, testId: 'figures-blacklisted', strong: true },
				tool !== 'blacklist' && {
					label: 'High · Medium · Low',
					value: `${stats.byLevel.HIGH} · ${stats.byLevel.MEDIUM} · ${stats.byLevel.LOW}`,
					testId: 'figures-levels',
					strong: true,
				},
				{
					label: 'Fees paid',
					value: <Money value={stats.fees} currency="USD" />,
					testId: 'figures-fees',
					strong: true,
					note: feePhrase(tool, unitFee),
				},
			]}
		/>
	)
}

/** The latest results, each a link to its report. */
export function LatestList({ latest, label }: { latest: LatestResult[]; label: string }) {
	if (!latest.length) return <p className="text-sm text-gray-600">Nothing to show here yet</p>
	return (
		<ul className="flex flex-col divide-y divide-gray-100" aria-label={label}>
			{latest.map((item) => (
				<li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="latest-result">
					<span className="flex min-w-0 flex-col">
						<Link to={item.href} className={cn('truncate text-brand-700 underline', item.code && 'font-mono')} title={item.subject}>
							{shortSubject(item.subject)}
						</Link>
						<span className="text-xs text-gray-500">
							{item.detail} · {formatDateTime(item.createdAt)}
						</span>
					</span>
					{item.blacklisted === null ? (
						<span className="flex items-center gap-2">
							{item.score && item.level ? <span className="text-gray-700 tabular-nums">{item.score}</span> : null}
							<RiskBadge level={item.level} />
						</span>
					) : (
						<BlacklistBadge blacklisted={item.blacklisted} />
					)}
				</li>
			))}
		</ul>
	)
}

/** One tool's block on the overview: what it does, its figures, its latest results, and the way in. */
export function ToolCard({ figures }: { figures: ToolFigures }) {
	const { tool } = figures
	const info = TOOLS[tool]
	const path = toolPath(tool)
	return (
		<li className={cardClass('flex flex-col gap-4 p-6')} data-testid={`tool-${tool}`}>
			<div>
				<h3 className="text-lg font-semibold">
					<Link to={path} className="underline">
						{info.title}
					</Link>
				</h3>
				<p className="mt-1 text-sm text-gray-600">{info.summary}</p>
			</div>
			<FiguresList tool={tool} stats={figures.stats} unitFee={figures.unitFee} />
			<div>
				<h4 className="text-sm font-semibold text-gray-700">Latest results</h4>
				<LatestList latest={figures.latest} label={`Latest ${info.title.toLowerCase()} results`} />
			</div>
		</li>
	)
}
