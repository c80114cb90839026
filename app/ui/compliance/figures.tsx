import { Link } from '@remix-run/react'
import type { ScreeningStatsBase } from '#contract/compliance/records.ts'
import { shortSubject, type LatestResult, type ToolFigures } from '#app/lib/compliance/figures.ts'
import { feePhrase, TOOLS, toolPath, type ScreeningTool } from '#app/lib/compliance/tools.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { cn } from '../kit/cn.ts'
import { BlacklistBadge, RiskBadge } from './risk.tsx'
import { cardClass } from '../kit/card.tsx'
import { Money } from '../kit/money.tsx'

/**
 * A tool's figures, on the overview's card and above the tool's history:
 * how many screenings, what they cost, the average risk score leaving
 * 'No score' out (docs/product/compliance.md#risk-scores), the levels or the blacklisted, the fee.
 */
export function FiguresList({ tool, stats, unitFee }: { tool: ScreeningTool; stats: ScreeningStatsBase; unitFee: string }) {
	const info = TOOLS[tool]
	return (
		<dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4" data-testid={`figures-${tool}`}>
			<div>
				<dt className="text-gray-500">Screenings</dt>
				<dd className="text-lg font-semibold" data-testid="figures-count">
					{stats.count}
				</dd>
			</div>
			{info.scored ? (
				<div>
					<dt className="text-gray-500">Average risk score</dt>
					<dd className="text-lg font-semibold" data-testid="figures-average">
						{stats.averageRiskScore ?? '—'}
					</dd>
					{stats.byLevel.NONE ? <dd className="text-xs text-gray-500">{stats.byLevel.NONE} with no score left out</dd> : null}
				</div>
			) : tool === 'blacklist' ? (
				<div>
					<dt className="text-gray-500">Blacklisted</dt>
					<dd className="text-lg font-semibold" data-testid="figures-blacklisted">
						{stats.blacklisted}
					</dd>
				</div>
			) : null}
			{tool === 'blacklist' ? null : (
				<div>
					<dt className="text-gray-500">High · Medium · Low</dt>
					<dd className="text-lg font-semibold" data-testid="figures-levels">
						{stats.byLevel.HIGH} · {stats.byLevel.MEDIUM} · {stats.byLevel.LOW}
					</dd>
				</div>
			)}
			<div>
				<dt className="text-gray-500">Fees paid</dt>
				<dd className="text-lg font-semibold" data-testid="figures-fees">
					<Money value={stats.fees} currency="USD" />
				</dd>
				<dd className="text-xs text-gray-500">{feePhrase(tool, unitFee)}</dd>
			</div>
		</dl>
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
							{item.score && item.level ? <span className="tabular-nums text-gray-700">{item.score}</span> : null}
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
