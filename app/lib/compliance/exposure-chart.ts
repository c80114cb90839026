import Big from 'big.js'
import type { Exposure } from '#contract/compliance/risk-schemas.ts'
import { EXPOSURE_COLOURS, EXPOSURE_LABELS, type ExposureCategory } from '#contract/compliance/risk.ts'

/**
 * The exposure chart's geometry, computed on the server (the page draws it
 * as inline SVG, so it shows without JavaScript): one horizontal bar per
 * category, its length the share, in the category's colour (docs/product/compliance.md#risk-scores), its
 * label and share written beside it so colour is never the only cue. The
 * figures table under it holds the same numbers.
 */

export const CHART_WIDTH = 560
const LABEL_WIDTH = 150
const SHARE_WIDTH = 70
const ROW_HEIGHT = 30
const BAR_HEIGHT = 16
const PADDING = 8

export type ExposureBar = {
	category: ExposureCategory
	label: string
	colour: string
	share: string
	/** Top of the row. */
	y: number
	barX: number
	/** The share of the bar's full length, to a tenth of a pixel (presentation only: the figure is `share`). */
	barWidth: number
	barHeight: number
	/** Baseline of the row's text. */
	textY: number
}

export type ExposureChart = { width: number; height: number; shareX: number; bars: ExposureBar[]; summary: string }

export function exposureChart(exposure: readonly Exposure[]): ExposureChart {
	const track = CHART_WIDTH - LABEL_WIDTH - SHARE_WIDTH
	const bars = exposure.map((item, index): ExposureBar => {
		const y = PADDING + index * ROW_HEIGHT
		return {
			category: item.category,
			label: EXPOSURE_LABELS[item.category],
			colour: EXPOSURE_COLOURS[item.category],
			share: item.share,
			y,
			barX: LABEL_WIDTH,
			// At least a hairline, so a 0.01 % share is still seen.
			barWidth: Math.max(1, Number(new Big(item.share).times(track).div(100).round(1))),
			barHeight: BAR_HEIGHT,
			textY: y + BAR_HEIGHT / 2 + 4,
		}
	})
	return {
		width: CHART_WIDTH,
		height: PADDING * 2 + bars.length * ROW_HEIGHT,
		shareX: CHART_WIDTH - SHARE_WIDTH + 8,
		bars,
		summary: exposure.length
			? `Where the funds were traced: ${exposure.map((item) => `${EXPOSURE_LABELS[item.category]} ${item.share} %`).join(', ')}`
			: 'No exposure data',
	}
}
