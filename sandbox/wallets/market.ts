import type { CryptoAsset } from '#contract/money/currencies.ts'
import { reviewLoansOn } from '../lending/loans.ts'
import type { MessageContext } from '../outbox/outbox.ts'
import { setPrice } from './prices.ts'

/**
 * The back office moves an asset's price, through whichever door (the
 * control API, the wallets', trading's or lending's CLI): the price is set,
 * then every active loan against the asset is measured at it (reminded, or
 * liquidated, once; sandbox/lending/). One function, so no door sets a price
 * that the loans never see.
 */
export async function movePrice(ctx: MessageContext, asset: CryptoAsset, usd: string) {
	const price = await setPrice(ctx.db, asset, usd, ctx.now())
	await reviewLoansOn(ctx, asset)
	return price
}
