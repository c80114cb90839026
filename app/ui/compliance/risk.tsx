import { RISK_LEVEL_LABELS, type RiskLevel } from '#contract/compliance/risk.ts'
import type { ExposureChart } from '#app/lib/compliance/exposure-chart.ts'
import { cn } from '../kit/cn.ts'
import { DataTable } from '../kit/data-table.tsx'

/** The level in words as well as colour (never colour alone). */
const LEVEL_STYLES: Readonly<Record<RiskLevel, string>> = {
	LOW: 'bg-green-100 text-green-900',
	MEDIUM: 'bg-amber-100 text-amber-900',
	HIGH: 'bg-red-100 text-red-900',
}

/** 'High risk' on red, 'No score' on grey. */
export function RiskBadge({ level, testId }: { level: RiskLevel | null; testId?: string }) {
	return (
		<span
			className={cn(
				'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
				level ? LEVEL_STYLES[level] : 'bg-gray-100 text-gray-700',
			)}
			data-testid={testId}
		>
			{level ? RISK_LEVEL_LABELS[level] : 'No score'}
		</span>
	)
}

/** A blacklist check's verdict, in words. */
export function BlacklistBadge({ blacklisted, testId }: { blacklisted: boolean; testId?: string }) {
	return (
		<span
			className={cn(
				'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
				blacklisted ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900',
			)}
			data-testid={testId}
		>
			{blacklisted ? 'Blacklisted' : 'Not blacklisted'}
		</span>
	)
}

/**
 * The exposure by category: a bar chart drawn on the server as inline SVG
 * (the category colours of docs/product/compliance.md#risk-scores; each bar labelled with its category and
 * share, so it reads without colour), and the figures as a table under it.
 */
export function ExposureView({ chart, id, emptyText }: { chart: ExposureChart; id: string; emptyText: string }) {
	if (!chart.bars.length)
		return (
			<p className="mt-3 text-sm text-gray-600" data-testid="exposure-empty">
				{emptyText}
			</p>
		)
	return (
		<div className="mt-3 flex flex-col gap-3">
			<svg
				viewBox={`0 0 ${chart.width} ${chart.height}`}
				role="img"
				aria-labelledby={`${id}-title`}
				className="h-auto w-full max-w-xl"
				data-testid="exposure-chart"
			>
				<title id={`${id}-title`}>{chart.summary}</title>
				{chart.bars.map((bar) => (
					<g key={bar.category}>
						<text x={0} y={bar.textY} fontSize={13} className="fill-gray-800">
							{bar.label}
						</text>
						<rect x={bar.barX} y={bar.y} width={chart.shareX - 8 - bar.barX} height={bar.barHeight} rx={3} className="fill-gray-100" />
						<rect x={bar.barX} y={bar.y} width={bar.barWidth} height={bar.barHeight} rx={3} fill={bar.colour} />
						<text x={chart.shareX} y={bar.textY} fontSize={13} className="fill-gray-800">
							{bar.share} %
						</text>
					</g>
				))}
			</svg>
			<DataTable
				className="max-w-xl"
				framed={false}
				testId="exposure-table"
				caption="Exposure by category, as shares of the funds"
				rows={chart.bars}
				rowKey={(bar) => bar.category}
				columns={[
					{
						key: 'category',
						header: 'Category',
						rowHeader: true,
						className: 'font-normal',
						cell: (bar) => (
							<>
								<span
									className="mr-2 inline-block h-3 w-3 rounded-sm align-middle"
									style={{ backgroundColor: bar.colour }}
									aria-hidden="true"
								/>
								{bar.label}
							</>
						),
					},
					{ key: 'share', header: 'Share', align: 'right', className: 'tabular-nums', cell: (bar) => `${bar.share} %` },
				]}
			/>
		</div>
	)
}
