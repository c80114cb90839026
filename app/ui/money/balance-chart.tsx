import type { BalanceChart as Chart, ChartDrawing } from '#app/lib/money/chart.ts'
import { cardClass } from '../kit/card.tsx'
import { cn } from '../kit/cn.ts'

/**
 * One drawing of the chart as inline SVG, from geometry the server computed:
 * it shows without JavaScript. Its width is fixed to the width it was drawn
 * for (shrinking only on a narrower screen), so its labels are the size they
 * were drawn at rather than scaled down with the picture.
 */
function Drawing({
	drawing,
	titleId,
	summary,
	className,
	testId,
}: {
	drawing: ChartDrawing
	titleId: string
	summary: string
	className: string
	testId: string
}) {
	const { width, height, padding, fontSize } = drawing
	const beside = drawing.yLabels === 'beside'
	return (
		<svg
			viewBox={`0 0 ${width} ${height}`}
			width={width}
			height={height}
			role="img"
			aria-labelledby={titleId}
			className={cn('mt-2 h-auto', className)}
			data-testid={testId}
		>
			<title id={titleId}>{summary}</title>
			{drawing.yTicks.map((tick) => (
				<g key={`y-${tick.at}`}>
					<line x1={padding.left} x2={width - padding.right} y1={tick.at} y2={tick.at} className="stroke-gray-200" strokeDasharray="4 4" />
					<text
						x={beside ? padding.left - 8 : padding.left}
						y={beside ? tick.at : tick.at - 4}
						dy={beside ? '0.32em' : undefined}
						textAnchor={beside ? 'end' : 'start'}
						fontSize={fontSize}
						className="fill-gray-600"
					>
						{tick.label}
					</text>
				</g>
			))}
			{drawing.xTicks.map((tick, index) => (
				<text
					key={`x-${tick.at}`}
					x={tick.at}
					y={height - 8}
					textAnchor={index === 0 ? 'start' : index === drawing.xTicks.length - 1 ? 'end' : 'middle'}
					fontSize={fontSize}
					className="fill-gray-600"
				>
					{tick.label}
				</text>
			))}
			<path d={drawing.area} className="fill-brand-600/10" />
			<path d={drawing.line} fill="none" className="stroke-brand-600" strokeWidth={2} strokeLinejoin="round" />
		</svg>
	)
}

/**
 * The balance over time: a wide drawing from the md breakpoint up, a narrow
 * one below it (CSS picks one, so it works without JavaScript). Screen
 * readers get the summary as the image's name, and everyone can open the
 * figures as a table.
 */
export function BalanceChart({ chart, id }: { chart: Chart; id: string }) {
	return (
		<figure className={cardClass('p-4')}>
			<figcaption className="text-sm font-semibold">Balance over time</figcaption>
			{chart.notice ? (
				<p className="mt-1 text-sm text-amber-900" data-testid="chart-notice">
					{chart.notice}
				</p>
			) : null}
			{chart.line ? (
				<>
					<Drawing
						drawing={chart}
						titleId={`${id}-title`}
						summary={chart.summary}
						className="hidden w-full md:block"
						testId="balance-chart"
					/>
					<Drawing
						drawing={chart.narrow}
						titleId={`${id}-narrow-title`}
						summary={chart.summary}
						className="block max-w-full md:hidden"
						testId="balance-chart-narrow"
					/>
				</>
			) : (
				<p className="mt-2 text-sm text-gray-600">{chart.summary}</p>
			)}
			{chart.rows.length ? (
				<details className="mt-2 text-sm">
					<summary className="cursor-pointer text-brand-700">Show the figures</summary>
					<p className="mt-2 text-gray-600">{chart.summary}</p>
					<table className="mt-2 w-full max-w-sm">
						<caption className="sr-only">Closing balance per day</caption>
						<thead>
							<tr>
								<th scope="col" className="text-left font-medium text-gray-500">
									Day
								</th>
								<th scope="col" className="text-right font-medium text-gray-500">
									Closing balance
								</th>
							</tr>
						</thead>
						<tbody>
							{chart.rows.map((row) => (
								<tr key={row.date}>
									<td>{row.date}</td>
									<td className="text-right tabular-nums">{row.balance}</td>
								</tr>
							))}
						</tbody>
					</table>
				</details>
			) : null}
		</figure>
	)
}
