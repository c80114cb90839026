import type { LtvLevels, LtvZone } from '#contract/lending/arithmetic.ts'
import { ZONE_LABELS } from '#app/lib/lending/labels.ts'

/** The gauge runs from 0 to 100 % (an LTV past it sits at its end, its figure said in words). */
const WIDTH = 400
const at = (percent: string | number) => (Math.min(Math.max(Number(percent), 0), 100) / 100) * WIDTH

/**
 * A loan's loan-to-value on a gauge drawn on the server (an SVG, no
 * JavaScript): the three levels of the card (the most at request, the
 * warning, the liquidation) as marks on a bar whose stretches are coloured
 * by what they mean, and the loan's own figure as a pointer. The same
 * figures are said in words below it (never colour alone), and the drawing
 * is named for screen readers by that text.
 */
export function LtvGauge({
	ltv,
	zone,
	levels,
	id,
	caption,
}: {
	ltv: string | null
	zone: LtvZone | null
	levels: LtvLevels
	id: string
	/** What the figure is of ('This loan', 'The loan asked for'). */
	caption: string
}) {
	const summary = ltv
		? `${caption}: ${ltv}% of the collateral's value${zone ? `, ${ZONE_LABELS[zone].toLowerCase()}` : ''}.`
		: `${caption}: no loan-to-value yet.`
	const marks = [
		{ key: 'max', label: 'Most at request', value: levels.max },
		{ key: 'warning', label: 'Warning', value: levels.warning },
		{ key: 'liquidation', label: 'Liquidation', value: levels.liquidation },
	]
	return (
		<figure className="flex flex-col gap-2" aria-labelledby={`${id}-caption`} data-testid="ltv-gauge">
			<svg viewBox={`-8 0 ${WIDTH + 16} 64`} className="w-full" role="img" aria-labelledby={`${id}-caption`}>
				<rect x={0} y={24} width={at(levels.warning)} height={14} rx={3} className="fill-green-200" />
				<rect x={at(levels.warning)} y={24} width={at(levels.liquidation) - at(levels.warning)} height={14} className="fill-amber-200" />
				<rect x={at(levels.liquidation)} y={24} width={WIDTH - at(levels.liquidation)} height={14} rx={3} className="fill-red-200" />
				{marks.map((mark) => (
					<g key={mark.key}>
						<line x1={at(mark.value)} x2={at(mark.value)} y1={20} y2={42} className="stroke-gray-700" strokeWidth={2} />
						<text x={at(mark.value)} y={56} textAnchor="middle" className="fill-gray-700 text-[11px]">
							{mark.value}%
						</text>
					</g>
				))}
				{ltv ? (
					<g data-testid="ltv-pointer">
						<path d={`M ${at(ltv) - 7} 4 L ${at(ltv) + 7} 4 L ${at(ltv)} 20 Z`} className="fill-ink" />
						<line x1={at(ltv)} x2={at(ltv)} y1={20} y2={40} className="stroke-ink" strokeWidth={3} />
					</g>
				) : null}
			</svg>
			<figcaption id={`${id}-caption`} className="text-sm">
				<span className="font-semibold" data-testid="ltv-summary">
					{summary}
				</span>{' '}
				{marks.map((mark) => `${mark.label} ${mark.value}%`).join(' · ')}
			</figcaption>
		</figure>
	)
}
