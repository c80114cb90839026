import { CHART_PADDING, type BalanceChart as Chart } from '#app/lib/money/chart.ts'

/**
 * The balance over time as inline SVG, drawn from geometry the server
 * computed: it shows without JavaScript. Screen readers get the summary as
 * the image's name, and everyone can open the figures as a table.
 */
export function BalanceChart({ chart, id }: { chart: Chart; id: string }) {
	const { width, height } = chart
	return (
		<figure className="rounded-2xl border border-gray-200 bg-white p-4">
			<figcaption className="text-sm font-semibold">Balance over time</figcaption>
			{chart.line ? (
				<svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title`} className="mt-2 h-auto w-full" data-testid="balance-chart">
					<title id={`${id}-title`}>{chart.summary}</title>
					{chart.yTicks.map((tick) => (
						<g key={`y-${tick.at}`}>
							<line x1={CHART_PADDING.left} x2={width - CHART_PADDING.right} y1={tick.at} y2={tick.at} className="stroke-gray-200" strokeDasharray="4 4" />
							<text x={CHART_PADDING.left - 8} y={tick.at} dy="0.32em" textAnchor="end" className="fill-gray-500 text-[11px]">
								{tick.label}
							</text>
						</g>
					))}
					{chart.xTicks.map((tick, index) => (
						<text
							key={`x-${tick.at}`}
							x={tick.at}
							y={height - 8}
							textAnchor={index === 0 ? 'start' : index === chart.xTicks.length - 1 ? 'end' : 'middle'}
							className="fill-gray-500 text-[11px]"
						>
							{tick.label}
						</text>
					))}
					<path d={chart.area} className="fill-brand-600/10" />
					<path d={chart.line} fill="none" className="stroke-brand-600" strokeWidth={2} strokeLinejoin="round" />
				</svg>
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
								<th scope="col" className="text-left font-medium text-gray-500">Day</th>
								<th scope="col" className="text-right font-medium text-gray-500">Closing balance</th>
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
