import { redirect } from '@remix-run/node'
import { parseTransferCurrency } from '#app/lib/money/local-transfer.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import type { User } from '../user.server.ts'

/** How many of the currency's latest top-ups its funding page lists. */
export const RECENT_TOPUPS = 10

/**
 * /funding-account/:currency: the bank account that funds this currency,
 * its balance and latest top-ups. A currency the provider does not support
 * is the 404 page.
 */
export async function loadFundingAccount(_request: Request, user: User, currencyParam: string | undefined) {
	const currency = parseTransferCurrency(currencyParam) ?? notFound()
	if (currencyParam !== currency) throw redirect(`/funding-account/${currency}`)
	const [account, topups] = await Promise.all([
		findOr404(() => user.api.money.getFundingAccount(currency)),
		user.api.money.listTopups({ currency, limit: RECENT_TOPUPS }),
	])
	if (!account) notFound()
	return { account, topups: topups.items, moreTopups: topups.lek !== null }
}

/** /funding-account/:currency/topups/:id: one top-up; another integrator's, or another currency's, is the 404 page. */
export async function loadTopup(_request: Request, user: User, currencyParam: string | undefined, id: string | undefined) {
	const currency = parseTransferCurrency(currencyParam) ?? notFound()
	if (!id) notFound()
	const topup = await findOr404(() => user.api.money.getTopup(id))
	if (topup.currency !== currency) notFound()
	return { topup }
}
