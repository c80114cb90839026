import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { LENDING_MESSAGES } from '#contract/lending/api.ts'
import { walletAssetSchema } from '#contract/wallets/network-schemas.ts'
import { COLLATERAL_TRANSFER_FIELDS, collateralTransferSchema } from '#app/lib/lending/forms.ts'
import { ALL_WALLETS_PATH, CREATE_COLLATERAL_WALLET_INTENT, TRANSFER_COLLATERAL_INTENT } from '#app/lib/lending/labels.ts'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { readIntent, replyForm, replyProviderError, replyUnknownIntent } from '../action-reply.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import { newIdempotencyKey, replyMoneyRefusal } from './forms.server.ts'

/**
 * /product/lending-service/all-wallets: every asset the card lends against,
 * its collateral wallet ('Create collateral wallet' while there is none),
 * its statement, and the form that moves collateral between it and the
 * asset's main wallet. The wallets and the profile (PIN set? 2FA on?) are
 * asked for beside the guard's subscriptions (one provider round trip).
 */
export async function loadCollateralWallets(request: Request, context: AppLoadContext) {
	const { loading } = await requireServiceWith(request, context, 'lending', (user) => ({
		loading: Promise.all([user.api.lending.getWallets(), user.profile]),
	}))
	const [wallets, profile] = await loading
	const asked = new URL(request.url).searchParams.get('asset')?.toUpperCase()
	return {
		wallets,
		pinExists: profile.pinExists,
		twoFAEnabled: profile.twoFAEnabled,
		/** The asset the transfer form starts on (`?asset=`, a wallet card's link). */
		asset: wallets.some((wallet) => wallet.asset === asked && wallet.id) ? asked! : (wallets.find((wallet) => wallet.id)?.asset ?? null),
		idempotencyKey: newIdempotencyKey(),
	}
}

const intents = z.enum([CREATE_COLLATERAL_WALLET_INTENT, TRANSFER_COLLATERAL_INTENT])
const createSchema = z.object({ intent: z.literal(CREATE_COLLATERAL_WALLET_INTENT), asset: walletAssetSchema })

/**
 * 'Create collateral wallet', and the transfer (PIN, the code with 2FA on,
 * the key the form was rendered with: posted twice, it moves once). Refusals
 * go under their fields, 4xx; done: back to the page with the provider's message.
 */
export async function handleCollateralWalletsAction(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'lending')
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const intent = readIntent(form, intents)
	if (!intent) return replyUnknownIntent()
	if (intent === CREATE_COLLATERAL_WALLET_INTENT) {
		const submission = parseWithZod(form, { schema: createSchema })
		if (submission.status !== 'success') return replyForm(intent, submission.reply())
		try {
			await user.api.lending.createWallet(submission.value.asset)
		} catch (error) {
			const reply = replyProviderError(intent, submission, error, ['asset'])
			if (!reply) throw error
			return reply
		}
		return redirectWithToast(`${ALL_WALLETS_PATH}?asset=${submission.value.asset}`, {
			type: 'success',
			title: 'Collateral wallet created',
			description: LENDING_MESSAGES.walletCreated(submission.value.asset),
		})
	}
	const submission = parseWithZod(form, { schema: collateralTransferSchema(profile.twoFAEnabled, null) })
	if (submission.status !== 'success') return replyForm(intent, submission.reply({ hideFields: SECRET_FIELDS }))
	let answer
	try {
		answer = await user.api.lending.transfer(submission.value)
	} catch (error) {
		const reply = replyMoneyRefusal(intent, submission, error, COLLATERAL_TRANSFER_FIELDS)
		if (!reply) throw error
		return reply
	}
	return redirectWithToast(`${ALL_WALLETS_PATH}?asset=${answer.data.asset}`, {
		type: 'success',
		title: 'Collateral moved',
		description: answer.message,
	})
}
