import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import { WALLET_API_MESSAGES, type Wallet } from '#contract/wallets/api.ts'
import { walletAssetSchema } from '#contract/wallets/network-schemas.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { CREATE_WALLET_INTENT, SUPPORTED_ASSETS, walletPath } from '#app/lib/wallets/labels.ts'
import { replyForm, replyProviderError } from '../action-reply.server.ts'
import { handleServiceLandingAction } from '../products/service-landing.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'

const createWalletFormSchema = z.object({ intent: z.literal(CREATE_WALLET_INTENT), asset: walletAssetSchema })

/** Main wallets, one per asset at most: a page of 20 holds them all. */
const MAIN_WALLETS_QUERY = { kind: 'MAIN', limit: 20 } as const

/** The main wallets in the order of the supported assets, and the assets not held yet. */
export function overviewWallets(wallets: Wallet[]) {
	const held = SUPPORTED_ASSETS.flatMap((asset) => wallets.filter((wallet) => wallet.kind === 'MAIN' && wallet.asset === asset))
	const missing: CryptoAsset[] = SUPPORTED_ASSETS.filter((asset) => !held.some((wallet) => wallet.asset === asset))
	return { wallets: held, missing }
}

/**
 * /product/wallet-service: the main wallet of each asset held, 'Create wallet'
 * for the others. The wallets are asked for beside the guard's subscriptions
 * (one provider round trip); the rate card is the service's Pricing page
 * (record 117).
 */
export async function loadWalletsOverview(request: Request, context: AppLoadContext) {
	const { user, listing } = await requireServiceWith(request, context, 'wallets', (user) => ({
		listing: user.api.wallets.listWallets(MAIN_WALLETS_QUERY),
	}))
	const page = await listing
	return {
		name: 'wallets' as const,
		label: SERVICES.wallets.label,
		subscription: user.subscription,
		...overviewWallets(page.items),
	}
}

/**
 * The overview's posts: 'Create wallet' (the provider's refusals, an asset
 * already held, answered on the form), or the service's deactivation as on
 * every service's landing page.
 */
export async function handleWalletsOverviewAction(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'wallets')
	const form = await request.clone().formData()
	if (form.get('intent') !== CREATE_WALLET_INTENT) return handleServiceLandingAction(request, user)
	const submission = parseWithZod(form, { schema: createWalletFormSchema })
	if (submission.status !== 'success') return replyForm(CREATE_WALLET_INTENT, submission.reply())
	const { asset } = submission.value
	try {
		await user.api.wallets.createMainWallet({ asset })
	} catch (error) {
		const reply = replyProviderError(CREATE_WALLET_INTENT, submission, error, ['asset'])
		if (!reply) throw error
		return reply
	}
	return redirectWithToast(walletPath(asset), {
		type: 'success',
		title: 'Wallet created',
		description: WALLET_API_MESSAGES.mainWalletCreated(asset),
	})
}
