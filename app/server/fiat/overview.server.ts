import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { FIAT_MESSAGES, type FiatWallet } from '#contract/fiat/api.ts'
import type { BalanceHistory } from '#contract/money/accounts.ts'
import { FIAT_CURRENCIES, fiatCurrencySchema, type FiatCurrency } from '#contract/money/currencies.ts'
import { FIAT_INTENTS, fiatWalletPath } from '#app/lib/fiat/labels.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { replyForm, replyProviderError } from '../action-reply.server.ts'
import { handleServiceLandingAction } from '../products/service-landing.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'

const createWalletFormSchema = z.object({ intent: z.literal(FIAT_INTENTS.createWallet), currency: fiatCurrencySchema })

/** The wallets held, in the supported currencies' order, and the currencies without one. */
export function overviewWallets(wallets: FiatWallet[]) {
	const missing: FiatCurrency[] = FIAT_CURRENCIES.filter((currency) => !wallets.some((wallet) => wallet.currency === currency))
	return { wallets, missing }
}

/**
 * /product/fiat-wallet-service: a wallet per currency held (its balance and
 * virtual account, and the ways to its page, a payout and new
 * beneficiaries), 'Open a virtual account' for the others. The wallets
 * are asked for beside the guard's subscriptions (one provider round trip);
 * the rate card is the service's Pricing page (record 117).
 */
export async function loadFiatOverview(request: Request, context: AppLoadContext) {
	const { user, wallets, histories } = await requireServiceWith(request, context, 'fcat', (user) => ({
		wallets: user.api.fiat.listWallets(),
		histories: user.api.money.getBalanceHistories('fiat'),
	}))
	const [walletList, historyList] = await Promise.all([wallets, histories])
	return {
		name: 'fcat' as const,
		label: SERVICES.fcat.label,
		subscription: user.subscription,
		...overviewWallets(walletList),
		trends: walletTrends(walletList, historyList),
	}
}

/**
 * Each wallet's last 30 days of closing balances, by currency, for the
 * overview's figures (docs/decisions/123-every-page-on-the-kit.md): read
 * from the ledger's histories, asked for beside the wallets (one round trip).
 */
export function walletTrends(wallets: FiatWallet[], histories: BalanceHistory[]) {
	const trends: Partial<Record<FiatCurrency, { date: string; value: string }[]>> = {}
	for (const wallet of wallets) {
		const history = histories.find((item) => item.accountId === wallet.accountId)
		if (history) trends[wallet.currency] = history.points.map((point) => ({ date: point.date, value: point.balance }))
	}
	return trends
}

/**
 * The overview's posts: 'Open a virtual account' (a currency held already
 * or not supported is said on the form), or the service's deactivation as on
 * every service's landing page.
 */
export async function handleFiatOverviewAction(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'fcat')
	const form = await request.clone().formData()
	if (form.get('intent') !== FIAT_INTENTS.createWallet) return handleServiceLandingAction(request, user)
	const submission = parseWithZod(form, { schema: createWalletFormSchema })
	if (submission.status !== 'success') return replyForm(FIAT_INTENTS.createWallet, submission.reply())
	const { currency } = submission.value
	try {
		await user.api.fiat.createWallet(currency)
	} catch (error) {
		const reply = replyProviderError(FIAT_INTENTS.createWallet, submission, error, ['currency'])
		if (!reply) throw error
		return reply
	}
	return redirectWithToast(fiatWalletPath(currency), {
		type: 'success',
		title: 'Virtual account created',
		description: FIAT_MESSAGES.walletCreated(currency),
	})
}
