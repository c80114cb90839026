import { z } from 'zod'
import { CRYPTO_ASSETS } from '../money/currency-list.ts'
import { isAssetOnNetwork, WALLET_MESSAGES, WALLET_NETWORKS } from './networks.ts'

/**
 * The schemas of an asset and a network, apart from the lists and labels of
 * networks.ts so that a view naming a network does not load zod
 * (docs/decisions/120-light-forms.md).
 */

const code = (required: string) =>
	z
		.string({ required_error: required, invalid_type_error: required })
		.trim()
		.min(1, required)
		.transform((value) => value.toUpperCase())

/** A crypto asset code (case-insensitive in, upper case out). */
export const walletAssetSchema = code(WALLET_MESSAGES.assetRequired).pipe(
	z.enum(CRYPTO_ASSETS, { errorMap: (_issue, ctx) => ({ message: WALLET_MESSAGES.unknownAsset(String(ctx.data)) }) }),
)

/** A network id (case-insensitive in, upper case out). */
export const walletNetworkSchema = code(WALLET_MESSAGES.networkRequired).pipe(
	z.enum(WALLET_NETWORKS, { errorMap: (_issue, ctx) => ({ message: WALLET_MESSAGES.unknownNetwork(String(ctx.data)) }) }),
)

/** An asset and a network it lives on; the mismatch is reported on `network`. */
export const assetOnNetworkSchema = z.object({ asset: walletAssetSchema, network: walletNetworkSchema }).superRefine((value, ctx) => {
	if (!isAssetOnNetwork(value.asset, value.network))
		ctx.addIssue({ code: 'custom', path: ['network'], message: WALLET_MESSAGES.notOnNetwork(value.asset, value.network) })
})
