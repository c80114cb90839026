import { z } from 'zod'
import { LEVEL_FILTERS } from '#contract/compliance/risk.ts'
import { lekSchema, searchSchema } from '#contract/money/paging.ts'
import { walletNetworkSchema } from '#contract/wallets/network-schemas.ts'
import { HISTORY_FILTERS, LEVEL_LABELS, type HistoryFilters } from './history.ts'
import { TOOLS, type ScreeningTool } from './tools.ts'

/**
 * A tool's history read from the URL (the server's part: history.ts holds
 * what the pages show): each field on its own, so one bad field is reported
 * and dropped while the rest apply; a search that cannot be read selects nothing.
 */

export type HistoryQuery = { filters: HistoryFilters; lek: string | undefined; errors: string[]; selectsNothing: boolean }

export const HISTORY_MESSAGES = {
	network: 'Network must be Bitcoin, Ethereum or Tron',
	level: `Risk level must be one of ${LEVEL_FILTERS.map((level) => LEVEL_LABELS[level]).join(', ')}`,
	blacklisted: 'Result must be Blacklisted or Not blacklisted',
} as const

const levelSchema = z
	.string()
	.transform((value) => value.toUpperCase())
	.pipe(z.enum(LEVEL_FILTERS))

export function readHistoryQuery(params: URLSearchParams, tool: ScreeningTool): HistoryQuery {
	const filters: HistoryFilters = {}
	const errors: string[] = []
	let selectsNothing = false
	const q = searchSchema.safeParse(params.get('q') ?? undefined)
	if (q.success) filters.q = q.data
	else {
		errors.push(q.error.issues[0]?.message ?? 'Search is not valid')
		selectsNothing = true
	}
	const offered = HISTORY_FILTERS[tool]
	const network = params.get('network')
	if (network && offered.includes('network')) {
		const parsed = walletNetworkSchema.safeParse(network)
		if (parsed.success) filters.network = parsed.data
		else errors.push(HISTORY_MESSAGES.network)
	}
	const level = params.get('level')
	if (level && offered.includes('level')) {
		const parsed = levelSchema.safeParse(level)
		if (parsed.success && (TOOLS[tool].scored || parsed.data !== 'NONE')) filters.level = parsed.data
		else errors.push(HISTORY_MESSAGES.level)
	}
	const blacklisted = params.get('blacklisted')
	if (blacklisted && offered.includes('blacklisted')) {
		if (blacklisted === 'true' || blacklisted === 'false') filters.blacklisted = blacklisted === 'true'
		else errors.push(HISTORY_MESSAGES.blacklisted)
	}
	const lek = lekSchema.safeParse(params.get('lek') ?? undefined)
	if (!lek.success) errors.push(lek.error.issues[0]?.message ?? 'Invalid page cursor')
	return { filters, lek: lek.success ? lek.data : undefined, errors, selectsNothing }
}
