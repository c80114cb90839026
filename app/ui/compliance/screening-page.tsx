import type { EntityIndicator } from '#contract/compliance/entities.ts'
import type { Country } from '#contract/shell.ts'
import type { ToolFigures } from '#app/lib/compliance/figures.ts'
import type { EntitySearch, History, HistoryState } from '#app/lib/compliance/history.ts'
import { TOOLS, type ScreeningTool } from '#app/lib/compliance/tools.ts'
import type { FormReply } from '#app/lib/reply.ts'
import { cardClass } from '../kit/card.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal } from '../kit/role-refusal.tsx'
import { FiguresList, LatestList } from './figures.tsx'
import { HistorySection } from './history.tsx'
import { BlacklistForm, EntityForms, TxnForm, WalletForms } from './screening-forms.tsx'

export type ScreeningPageProps = {
	tool: ScreeningTool
	figures: ToolFigures
	records: History
	history: HistoryState
	indicators: EntityIndicator[]
	countries: Country[]
	entitySearch: EntitySearch
	/** Why this role may not run screenings (record 135): the reason instead of the quote forms. */
	screenRefusal: string | null
	reply?: FormReply<string>
}

/**
 * A screening tool's page: what it does and costs, its form (quoted first,
 * nothing charged until the quote is confirmed), its figures with the
 * average risk leaving 'No score' out, and its history.
 */
export function ScreeningPage(props: ScreeningPageProps) {
	const { tool, figures, records, history, reply } = props
	const info = TOOLS[tool]
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<PageHeader title={info.title} description={info.summary} />
			{props.screenRefusal && tool !== 'entity' ? (
				<RoleRefusal refusal={props.screenRefusal} className={cardClass('p-6 text-gray-700')} />
			) : null}
			{tool === 'txn' && !props.screenRefusal ? <TxnForm unitFee={figures.unitFee} reply={reply} /> : null}
			{tool === 'wallet' && !props.screenRefusal ? <WalletForms unitFee={figures.unitFee} reply={reply} /> : null}
			{tool === 'entity' ? (
				<EntityForms
					unitFee={figures.unitFee}
					reply={reply}
					search={props.entitySearch}
					countries={props.countries}
					indicators={props.indicators}
					refusal={props.screenRefusal}
				/>
			) : null}
			{tool === 'blacklist' && !props.screenRefusal ? <BlacklistForm unitFee={figures.unitFee} reply={reply} /> : null}
			<section aria-labelledby="figures-title" className={cardClass('flex flex-col gap-4 p-6')}>
				<h2 id="figures-title" className="text-lg font-semibold">
					Figures
				</h2>
				<FiguresList tool={tool} stats={figures.stats} unitFee={figures.unitFee} />
				{info.scored ? <p className="text-xs text-gray-500">The average leaves out the screenings with no score.</p> : null}
				<div>
					<h3 className="text-sm font-semibold text-gray-700">Latest results</h3>
					<LatestList latest={figures.latest} label={`Latest ${info.title.toLowerCase()} results`} />
				</div>
			</section>
			<HistorySection records={records} history={history} />
		</div>
	)
}
