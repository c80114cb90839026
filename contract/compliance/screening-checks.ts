/**
 * The screening checks, the rate card's line each is charged by and how a sentence names it, and the
 * batch file's row limit: what the compliance pages name on their first visit, without zod (the
 * request and quote shapes are in screening.ts; docs/decisions/120-light-forms.md).
 */

export const SCREENING_CHECKS = ['TXN', 'WALLET', 'WALLET_BATCH', 'ENTITY', 'BLACKLIST'] as const
export type ScreeningCheck = (typeof SCREENING_CHECKS)[number]

/** The compliance rate card's line (operation `check`) each check is charged by, per item screened. */
export const CHECK_RATE_LABELS: Readonly<Record<ScreeningCheck, string>> = {
	TXN: 'Transaction analysis',
	WALLET: 'Wallet analysis',
	WALLET_BATCH: 'Wallet analysis',
	ENTITY: 'Entity due diligence',
	BLACKLIST: 'Blacklist check',
}
/** How a check is named in sentences ('This quote is for a blacklist check'). */
export const CHECK_NAMES: Readonly<Record<ScreeningCheck, string>> = {
	TXN: 'transaction analysis',
	WALLET: 'wallet analysis',
	WALLET_BATCH: 'wallet analysis batch',
	ENTITY: 'entity due diligence report',
	BLACKLIST: 'blacklist check',
}

/** Rows of one batch file at most; the dashboard refuses a longer file before asking. */
export const WALLET_BATCH_MAX_ROWS = 100
