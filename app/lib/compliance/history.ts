import type { EntityCandidate } from '#contract/compliance/entities.ts'
import type { BlacklistRecord, EntityRecord, TxnRecord, WalletRecord } from '#contract/compliance/records.ts'
import { LEVEL_FILTERS, NO_SCORE, RISK_LEVEL_LABELS, type LevelFilter } from '#contract/compliance/risk.ts'
import { networkLabel, type WalletNetwork } from '#contract/wallets/networks.ts'
import type { CsvColumn } from '../money/csv.ts'
import { NETWORK_OPTIONS, TX_TYPE_LABELS } from './form-options.ts'
import { TOOLS, type ScreeningTool } from './tools.ts'

/**
 * A tool's history: its state (search, filters, page cursor) lives in the
 * URL (read by history-query.ts, each field on its own). What the pages show
 * of it is here, without zod, since every screening page and the overview
 * load this module on their first visit (docs/decisions/120-light-forms.md).
 */

export type HistoryFilters = { q?: string; network?: WalletNetwork; level?: LevelFilter; blacklisted?: boolean }

/** One page of a tool's kept results, typed by its tool. */
export type History =
	| { tool: 'txn'; items: TxnRecord[] }
	| { tool: 'wallet'; items: WalletRecord[] }
	| { tool: 'entity'; items: EntityRecord[] }
	| { tool: 'blacklist'; items: BlacklistRecord[] }

export type HistoryState = {
	filters: HistoryFilters
	errors: string[]
	notice: string | null
	nextHref: string | null
	previousHref: string | null
	exportHref: string
}

/** The entity search of the URL (`name`, `country`): its results, or why it was not run; null when nothing was asked. */
export type EntitySearch = { name: string; country: string; results: EntityCandidate[] | null; errors: string[] } | null

/** The filters each tool's history offers (its search always). */
export const HISTORY_FILTERS: Readonly<Record<ScreeningTool, readonly ('network' | 'level' | 'blacklisted')[]>> = {
	txn: ['network', 'level'],
	wallet: ['network', 'level'],
	entity: ['level'],
	blacklist: ['network', 'blacklisted'],
}

export const LEVEL_LABELS: Readonly<Record<LevelFilter, string>> = { ...RISK_LEVEL_LABELS, NONE: 'No score' }
export const LEVEL_OPTIONS = (tool: ScreeningTool) =>
	LEVEL_FILTERS.filter((level) => TOOLS[tool].scored || level !== 'NONE').map((value) => ({ value, label: LEVEL_LABELS[value] }))
export const BLACKLISTED_OPTIONS = [
	{ value: 'true', label: 'Blacklisted' },
	{ value: 'false', label: 'Not blacklisted' },
] as const
export { NETWORK_OPTIONS }

/** The filters as the provider's list query (and the URL's): strings, empty ones left out. */
export function historySearchParams(filters: HistoryFilters, lek?: string | null) {
	const params = new URLSearchParams()
	if (filters.q) params.set('q', filters.q)
	if (filters.network) params.set('network', filters.network)
	if (filters.level) params.set('level', filters.level)
	if (filters.blacklisted !== undefined) params.set('blacklisted', String(filters.blacklisted))
	if (lek) params.set('lek', lek)
	return params
}

export function historyHref(path: string, filters: HistoryFilters, lek?: string | null) {
	const search = historySearchParams(filters, lek).toString()
	return search ? `${path}?${search}` : path
}

/** The empty states (docs/product/compliance.md#the-history): nothing yet, or nothing found for what was searched. */
export function emptyHistoryMessage(filters: HistoryFilters) {
	return filters.q ? `No search found for ${filters.q}` : 'Nothing to show here yet'
}

/** A score as the pages and exports write it: '73', or 'No score' for -1 (docs/product/compliance.md#risk-scores). */
export const scoreText = (score: number) => (score === NO_SCORE ? 'No score' : String(score))
export const levelText = (level: string | null) => (level ? LEVEL_LABELS[level as LevelFilter] : 'No score')

const common = {
	id: { header: 'ID', value: (row: { id: string }) => row.id },
	fee: { header: 'Fee (USD)', value: (row: { fee: string }) => row.fee },
}
const at = { header: 'Screened (UTC)', value: (row: { createdAt: string }) => row.createdAt }

export const TXN_COLUMNS: CsvColumn<TxnRecord>[] = [
	at,
	{ header: 'Network', value: (row) => networkLabel(row.network) },
	{ header: 'Transaction hash', value: (row) => row.txId },
	{ header: 'Type', value: (row) => TX_TYPE_LABELS[row.txType] },
	{ header: 'Risk score', value: (row) => scoreText(row.riskScore) },
	{ header: 'Risk level', value: (row) => levelText(row.riskLevel) },
	{ header: 'Reasons', value: (row) => row.reasons.join('; ') },
	common.fee,
	common.id,
]

export const WALLET_COLUMNS: CsvColumn<WalletRecord>[] = [
	at,
	{ header: 'Network', value: (row) => networkLabel(row.network) },
	{ header: 'Address', value: (row) => row.address },
	{ header: 'Risk score', value: (row) => scoreText(row.riskScoreSection.riskScore) },
	{ header: 'Risk level', value: (row) => levelText(row.riskScoreSection.riskLevel) },
	{ header: 'Exposure', value: (row) => row.riskScoreSection.exposure.map((item) => `${item.category} ${item.share}%`).join('; ') },
	{ header: 'Batch', value: (row) => row.batchId ?? '' },
	common.fee,
	common.id,
]

export const ENTITY_COLUMNS: CsvColumn<EntityRecord>[] = [
	at,
	{ header: 'Entity', value: (row) => row.name },
	{ header: 'Country', value: (row) => row.country },
	{ header: 'Registration number', value: (row) => row.registrationNumber },
	{ header: 'Risk level', value: (row) => levelText(row.entityRisksSection.riskLevel) },
	{ header: 'Indicators', value: (row) => row.entityRisksSection.indicators.map((item) => item.label).join('; ') },
	common.fee,
	common.id,
]

export const BLACKLIST_COLUMNS: CsvColumn<BlacklistRecord>[] = [
	at,
	{ header: 'Network', value: (row) => networkLabel(row.network) },
	{ header: 'Address', value: (row) => row.address },
	{ header: 'Blacklisted', value: (row) => (row.blacklisted ? 'Yes' : 'No') },
	common.fee,
	common.id,
]
