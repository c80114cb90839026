import type { BlacklistRecord, EntityRecord, ScreeningStatsBase, TxnRecord, WalletRecord } from '#contract/compliance/records.ts'
import type { RiskLevel } from '#contract/compliance/risk.ts'
import { CHECK_RATE_LABELS } from '#contract/compliance/screening-checks.ts'
import type { RateCard } from '#contract/products.ts'
import { networkLabel } from '#contract/wallets/networks.ts'
import { scoreText } from './history.ts'
import { reportPath, TOOLS, type ScreeningTool } from './tools.ts'

/**
 * What the overview and each tool's page show of a tool's figures: the
 * provider's stats (count, fees, average leaving -1 out, levels,
 * blacklisted) and its latest results as one shape for every tool.
 */

export type AnyRecord = TxnRecord | WalletRecord | EntityRecord | BlacklistRecord

/** One latest result, whatever the tool: what was screened, what came out, where its report is. */
export type LatestResult = {
	id: string
	href: string
	subject: string
	/** A hash or an address (set in monospace), not a name. */
	code: boolean
	detail: string
	/** The score out of 100 ('No score' for -1), for the tools that score; null for the others. */
	score: string | null
	/** The level a badge shows (null: no score, or a blacklist check). */
	level: RiskLevel | null
	/** A blacklist check's verdict (null for the other tools). */
	blacklisted: boolean | null
	createdAt: string
}

export type ToolFigures = { tool: ScreeningTool; stats: ScreeningStatsBase; latest: LatestResult[]; unitFee: string }

/** The subject in a short form: a hash or an address cut in the middle, an entity's name whole. */
export const shortSubject = (text: string) => (text.length > 24 ? `${text.slice(0, 12)}…${text.slice(-8)}` : text)

export function latestResult(tool: ScreeningTool, record: AnyRecord): LatestResult {
	const common = { id: record.id, createdAt: record.createdAt, code: tool !== 'entity' }
	switch (tool) {
		case 'txn': {
			const row = record as TxnRecord
			const href = reportPath(tool, row.id)
			return {
				...common,
				href,
				subject: row.txId,
				detail: networkLabel(row.network),
				score: scoreText(row.riskScore),
				level: row.riskLevel,
				blacklisted: null,
			}
		}
		case 'wallet': {
			const row = record as WalletRecord
			const { riskScore, riskLevel } = row.riskScoreSection
			return {
				...common,
				href: reportPath(tool, row.id),
				subject: row.address,
				detail: networkLabel(row.network),
				score: scoreText(riskScore),
				level: riskLevel,
				blacklisted: null,
			}
		}
		case 'entity': {
			const row = record as EntityRecord
			const level = row.entityRisksSection.riskLevel
			return {
				...common,
				href: reportPath(tool, row.id),
				subject: row.name,
				detail: row.country,
				score: null,
				level,
				blacklisted: null,
			}
		}
		case 'blacklist': {
			const row = record as BlacklistRecord
			return {
				...common,
				href: reportPath(tool, row.id),
				subject: row.address,
				detail: networkLabel(row.network),
				score: null,
				level: null,
				blacklisted: row.blacklisted,
			}
		}
	}
}

/** The tool's fee per item on this integrator's compliance rate card ('0.00' when the card has no such line), with two decimals. */
export function unitFeeOf(rateCard: RateCard, tool: ScreeningTool) {
	const label = CHECK_RATE_LABELS[TOOLS[tool].checks[0]!]
	const line = rateCard.rates.find((rate) => rate.operation === 'check' && rate.label === label)
	return (line?.feeFixed ?? 0).toFixed(2)
}
