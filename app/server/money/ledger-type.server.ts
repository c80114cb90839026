import type { LedgerType } from '#contract/money/accounts.ts'
import { ledgerTypeAt } from '#app/lib/money/labels.ts'
import { notFound } from '../http/not-found.server.ts'

/** The ledger this request's URL is a page of (one route module serves every ledger); the 404 page for none. */
export function requireLedgerType(request: Request): LedgerType {
	return ledgerTypeAt(new URL(request.url).pathname) ?? notFound()
}
