import type { ScreeningCheck } from '#contract/compliance/screening-checks.ts'

/**
 * The compliance service's screening tools (docs/product/compliance.md#a-tools-page): one list, read by the
 * routes, the overview, the forms and the histories. Each tool has its page
 * (form, figures, history), a quote page per quote, a report page per result
 * (`…/report?id=`) and its history's CSV.
 */

export const COMPLIANCE_PATH = '/product/compliance'

export const SCREENING_TOOLS = ['txn', 'wallet', 'entity', 'blacklist'] as const
export type ScreeningTool = (typeof SCREENING_TOOLS)[number]

/** What each kind of kept result is (contract/compliance/records.ts). */
export type ScreeningKind = 'TXN' | 'WALLET' | 'ENTITY' | 'BLACKLIST'

export type ToolInfo = {
	/** The URL segment of the tool's pages (docs/product/compliance.md#a-tools-page). */
	slug: string
	title: string
	/** One line under the title and on the overview's card. */
	summary: string
	kind: ScreeningKind
	/** The checks its page quotes (a wallet analysis: one address or a batch). */
	checks: readonly ScreeningCheck[]
	/** How the fee is counted, after the amount: '$2 per address'. */
	feeUnit: string
	/** Whether its results carry a 0 to 100 score (an average to show). */
	scored: boolean
	/** What its history's search looks in. */
	searchLabel: string
}

export const TOOLS: Readonly<Record<ScreeningTool, ToolInfo>> = {
	txn: {
		slug: 'crypto-transaction-analysis',
		title: 'Crypto transaction analysis',
		summary: 'The risk score of a transaction on Bitcoin, Ethereum or Tron, its reasons, and where its funds were traced.',
		kind: 'TXN',
		checks: ['TXN'],
		feeUnit: 'fee each time',
		scored: true,
		searchLabel: 'Transaction hash',
	},
	wallet: {
		slug: 'crypto-wallet-analysis',
		title: 'Crypto wallet analysis',
		summary: 'The risk score and exposure of an address, one at a time or a CSV file of them.',
		kind: 'WALLET',
		checks: ['WALLET', 'WALLET_BATCH'],
		feeUnit: 'per address',
		scored: true,
		searchLabel: 'Address',
	},
	entity: {
		slug: 'entity-due-diligence',
		title: 'Entity due diligence',
		summary: 'Find a company by name and country and order its report: risk level, indicators and the sources checked.',
		kind: 'ENTITY',
		checks: ['ENTITY'],
		feeUnit: 'per report',
		scored: false,
		searchLabel: 'Entity name',
	},
	blacklist: {
		slug: 'black-list-check',
		title: 'Blacklist check',
		summary: 'Whether an address is on the blacklist before you send to it or accept from it.',
		kind: 'BLACKLIST',
		checks: ['BLACKLIST'],
		feeUnit: 'fee each time',
		scored: false,
		searchLabel: 'Address',
	},
}

export const toolPath = (tool: ScreeningTool) => `${COMPLIANCE_PATH}/${TOOLS[tool].slug}`
export const quotePath = (tool: ScreeningTool, quoteId: string) => `${toolPath(tool)}/quote/${encodeURIComponent(quoteId)}`
export const reportPath = (tool: ScreeningTool, id: string) => `${toolPath(tool)}/report?${new URLSearchParams({ id })}`
export const exportPath = (tool: ScreeningTool) => `${toolPath(tool)}/export.csv`

/** The tool a URL belongs to ('/product/compliance/black-list-check/quote/…' → blacklist), or null. */
export function toolAt(pathname: string): ScreeningTool | null {
	const slug = pathname.slice(COMPLIANCE_PATH.length + 1).split('/')[0]
	return SCREENING_TOOLS.find((tool) => TOOLS[tool].slug === slug) ?? null
}

/** The tool whose page quotes `check`. */
export const toolOfCheck = (check: ScreeningCheck): ScreeningTool =>
	SCREENING_TOOLS.find((tool) => TOOLS[tool].checks.includes(check)) ?? 'txn'

/**
 * A fee as the pages say it before anything is charged: '$5 fee each time'
 * (the blacklist check's words, docs/product/settings.md#blacklist-checks), '$2 per address'. Whole dollars
 * without cents, as the product writes it; the quote shows the exact figure ($5.00).
 */
export function feePhrase(tool: ScreeningTool, unitFee: string) {
	return `$${unitFee.replace(/\.00$/, '')} ${TOOLS[tool].feeUnit}`
}

/** The forms' intents: ask for a quote (one subject), a batch's quote (a file), and confirm a quote. */
export const QUOTE_INTENT = 'quote'
export const BATCH_INTENT = 'batch'
export const CONFIRM_INTENT = 'confirm'
