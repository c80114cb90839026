import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { TRADING_MESSAGES } from '#contract/trading/api.ts'
import { tradingCurrencySchema } from '#contract/trading/pair-schemas.ts'
import { TRADING_CURRENCIES } from '#contract/trading/pairs.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { OPEN_WALLET_INTENT, TRADING_PATH } from '#app/lib/trading/labels.ts'
import { replyForm, replyProviderError } from '../action-reply.server.ts'
import { handleServiceLandingAction } from '../products/service-landing.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'

/** The overview's latest orders. */
export const LATEST_ORDERS = 5

const openWalletFormSchema = z.object({ intent: z.literal(OPEN_WALLET_INTENT), currency: tradingCurrencySchema })

/**
 * /product/trading: the trading wallets with their balances, 'Request a
 * quote' and 'Transfer', the latest orders, and the service's state. Wallets
 * and orders are asked for beside the guard's subscriptions (one provider
 * round trip); the rate card is the service's Pricing page (record 117).
 */
export async function loadTradingOverview(request: Request, context: AppLoadContext) {
	const { user, loading } = await requireServiceWith(request, context, 'trading', (user) => ({
		loading: Promise.all([user.api.trading.getWallets(), user.api.trading.listOrders({ limit: LATEST_ORDERS })]),
	}))
	const [wallets, orders] = await loading
	return {
		name: 'trading' as const,
		label: SERVICES.trading.label,
		subscription: user.subscription,
		wallets,
		missing: TRADING_CURRENCIES.filter((currency) => !wallets.some((wallet) => wallet.currency === currency)),
		orders: orders.items,
	}
}

/** The overview's posts: 'Open wallet' (a wallet held already: said on the form), or the service's deactivation. */
export async function handleTradingOverviewAction(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'trading')
	const form = await request.clone().formData()
	if (form.get('intent') !== OPEN_WALLET_INTENT) return handleServiceLandingAction(request, user)
	const submission = parseWithZod(form, { schema: openWalletFormSchema })
	if (submission.status !== 'success') return replyForm(OPEN_WALLET_INTENT, submission.reply())
	const { currency } = submission.value
	try {
		await user.api.trading.openWallet({ currency })
	} catch (error) {
		const reply = replyProviderError(OPEN_WALLET_INTENT, submission, error, ['currency'])
		if (!reply) throw error
		return reply
	}
	return redirectWithToast(TRADING_PATH, { type: 'success', title: 'Wallet opened', description: TRADING_MESSAGES.walletCreated(currency) })
}
