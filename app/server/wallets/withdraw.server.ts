import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { toMinorUnits } from '#contract/money/amounts.ts'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import type { WithdrawalAddress } from '#contract/settings/products.ts'
import { isAssetOnNetwork, isWalletNetwork } from '#contract/wallets/networks.ts'
import {
	BLACKLIST_CHECK_FEE_USD,
	WITHDRAWAL_ERROR_CODES,
	withdrawalQuoteIdSchema,
	type WithdrawalQuote,
} from '#contract/wallets/withdrawals.ts'
import { confirmQuoteSchema } from '#app/lib/money/local-transfer.ts'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import {
	readWithdrawFields,
	WITHDRAW_FIELDS,
	withdrawalPath,
	withdrawalQuotePath,
	type WithdrawFields,
} from '#app/lib/wallets/withdraw-fields.ts'
import { withdrawFormSchema, type WithdrawRequest } from '#app/lib/wallets/withdraw.ts'
import { replyForm, replyProviderError, withAttemptsLeft } from '../action-reply.server.ts'
import { isApprovalRequest, redirectToApproval } from '../approvals/sent.server.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { requireWalletAsset } from './wallet.server.ts'

/**
 * A crypto withdrawal's pages (app/lib/wallets/withdraw.ts): the form and
 * its post, which has the provider make a quote; the quote's page and its
 * confirm post, which makes the quote's one withdrawal however often it
 * comes; the withdrawal's page, which follows it. Each is guarded by the
 * WALLETS service, its calls started beside the guard's (one round trip).
 */

/** The fields a provider refusal can be shown beside; the hidden `wallet` is not one (a refused wallet is said above the form). */
const FORM_FIELDS: readonly string[] = WITHDRAW_FIELDS.filter((name) => name !== 'wallet')
const formFieldOf = (field: string) => (field === 'save' ? 'address' : field)

/** What a provider's id can look like (a wallet's, a withdrawal's); anything else names nothing and is never sent. */
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The wallet the form withdraws from: `wallet` when the URL names one (a sub-wallet), else the asset's main wallet; null for none. */
async function findWithdrawWallet(user: User, asset: CryptoAsset, walletId: string) {
	if (walletId && !PROVIDER_ID.test(walletId)) return null
	try {
		const wallet = walletId ? await user.api.wallets.getWallet(walletId) : await user.api.wallets.getMainWallet(asset)
		return wallet.asset === asset ? wallet : null
	} catch (error) {
		if (error instanceof ProviderError && (error.status === 404 || error.status === 400) && !error.isAuthFailure) return null
		throw error
	}
}

/** The saved addresses the form offers: those on a network the asset is held on. */
function savedAddressesFor(addresses: WithdrawalAddress[], asset: CryptoAsset) {
	return addresses.filter((item) => isWalletNetwork(item.network) && isAssetOnNetwork(asset, item.network))
}

/**
 * What the form shows besides its fields: the wallet (its balance per network), the saved addresses, the card's limits
 * left today (record 107) and whether a transaction PIN is set (said above the form before it is filled:
 * docs/product/wallets.md), asked for at once.
 */
function formData(user: User, asset: CryptoAsset, fields: WithdrawFields) {
	return Promise.all([
		findWithdrawWallet(user, asset, fields.wallet),
		user.api.settings.getWithdrawalAddresses(),
		user.api.wallets.getWithdrawalLimits(asset),
		user.profile.then((profile) => profile.pinExists),
	])
}

async function formPage(
	asset: CryptoAsset,
	fields: WithdrawFields,
	answers: ReturnType<typeof formData>,
	lastResult: SubmissionResult<string[]> | null,
) {
	const [wallet, addresses, limits, pinExists] = await answers
	// A wallet the URL names that is not this integrator's (or not of this asset) is the 404 page; no main wallet yet, the offer to create it.
	if (!wallet && fields.wallet) notFound()
	if (!wallet) return { asset, wallet: null } as const
	return {
		asset,
		wallet,
		fields: { ...fields, wallet: wallet.id },
		savedAddresses: savedAddressesFor(addresses, asset),
		limits,
		pinExists,
		lastResult,
	}
}

/**
 * /product/wallet-service/:walletCurrency/withdraw: the form, filled in from
 * the URL ('Edit', 'New withdrawal', a support link), for the asset's main
 * wallet or the sub-wallet `?wallet=` names. No wallet of the asset: the
 * page offers to create one.
 */
export async function loadWithdrawForm(request: Request, context: AppLoadContext, param: string | undefined) {
	const asset = requireWalletAsset(param)
	const fields = readWithdrawFields(new URL(request.url).searchParams, asset)
	const { loading } = await requireServiceWith(request, context, 'wallets', (user) => ({
		loading: formPage(asset, fields, formData(user, asset, fields), null),
	}))
	return await loading
}

/**
 * The form's post: checked with the form's schema, then the provider makes
 * the quote (it checks the address, the balance and the minimum again) and
 * the answer is a redirect to the quote's page. The quote is asked for beside
 * the guard's subscriptions (the provider refuses it itself while the
 * service is not active, and a quote moves nothing): a quote that is made
 * costs one round trip and asks for nothing else. A refusal shows the form
 * again, filled in, with the reason under its field (400); only then are the
 * form's wallet, saved addresses and limits asked for, a second round
 * (record 125).
 */
export async function handleAskWithdrawalQuote(request: Request, context: AppLoadContext, param: string | undefined) {
	const asset = requireWalletAsset(param)
	const form = await request.formData()
	const fields = readWithdrawFields(form, asset)
	const submission = parseWithZod(form, { schema: withdrawFormSchema(asset, null) })
	const { user, quoting } = await requireServiceWith(request, context, 'wallets', (user) => ({
		quoting: submission.status === 'success' ? quoteOf(user, submission.value, asset) : Promise.resolve(null),
	}))
	// What the form shows is asked for only when it is drawn again: a quote that is made asks for nothing else (record 125).
	const again = async (lastResult: SubmissionResult<string[]>, init: ResponseInit = { status: 400 }) =>
		data(await formPage(asset, fields, formData(user, asset, fields), lastResult), init)
	if (submission.status !== 'success') return again(submission.reply())
	let quote: WithdrawalQuote | null
	try {
		quote = await quoting
	} catch (error) {
		const reply = replyProviderError('quote', submission, error, FORM_FIELDS, { fieldOf: formFieldOf })
		if (!reply) throw error
		return again(reply.data.result, reply.init ?? { status: 400 })
	}
	// No wallet to withdraw from: the page offers to create it.
	if (!quote) return again(submission.reply())
	return redirect(withdrawalQuotePath(quote.asset, quote.id))
}

/** The form's quote: from the wallet it names, or (a post without one, as curl may send) the asset's main wallet; null when there is none. */
async function quoteOf(user: User, request: WithdrawRequest, asset: CryptoAsset) {
	const walletId = request.walletId ?? (await findWithdrawWallet(user, asset, ''))?.id
	return walletId ? user.api.wallets.createWithdrawalQuote({ ...request, walletId }) : null
}

/** The quote id a URL names; anything that cannot be one is the 404 page. */
export function requireWithdrawalQuoteId(value: string | undefined) {
	const id = withdrawalQuoteIdSchema.safeParse(value)
	return id.success ? id.data : notFound()
}

/** The withdrawal id a URL names; anything that cannot be one is the 404 page. */
export function requireWithdrawalId(value: string | undefined) {
	return value && PROVIDER_ID.test(value) ? value : notFound()
}

/**
 * The quote's page: the quote, the profile (PIN set? 2FA on?) and, for the
 * blacklist check's fee, the USD funding balance, in one round. A quote
 * already used opens the withdrawal it made, so a page brought back by Back
 * never offers to send it again; a quote of another asset is opened under its own.
 */
export async function loadWithdrawalQuotePage(
	request: Request,
	context: AppLoadContext,
	param: string | undefined,
	quoteParam: string | undefined,
) {
	const asset = requireWalletAsset(param)
	const quoteId = requireWithdrawalQuoteId(quoteParam)
	const { loading } = await requireServiceWith(request, context, 'wallets', (user) => ({
		loading: Promise.all([
			findOr404(() => user.api.wallets.getWithdrawalQuote(quoteId)),
			user.profile,
			// Asked for every quote, at once: whether the check runs is the quote's to say.
			user.api.money.getFundingAccount('USD').catch(() => null),
		]),
	}))
	const [quote, profile, usdFunding] = await loading
	if (quote.asset !== asset) throw redirect(withdrawalQuotePath(quote.asset, quote.id))
	if (quote.status === 'USED' && quote.withdrawalId) throw redirect(withdrawalPath(quote.asset, quote.withdrawalId))
	const usdBalance = usdFunding?.balance ?? '0.00'
	return {
		quote,
		pinExists: profile.pinExists,
		twoFAEnabled: profile.twoFAEnabled,
		blacklistFee: quote.blacklistCheck
			? {
					usdBalance,
					// Said before anything is charged (docs/product/wallets.md#withdrawals-contractwalletswithdrawalsts): the provider would refuse the confirmation.
					payable: toMinorUnits(usdBalance, 'USD') >= toMinorUnits(BLACKLIST_CHECK_FEE_USD, 'USD'),
				}
			: null,
	}
}

/**
 * Confirm: the PIN and, with 2FA on, the code, for the quote the URL names.
 * The provider makes the quote's withdrawal once: a second post (a double
 * click, Back and Confirm again, a replay) opens the same withdrawal. An
 * expired quote, and one the blacklist check refused (its fee charged once),
 * come back to the quote's page, which says so. Wrong PIN, lockout, wrong
 * code, the fee that cannot be paid: on the form, 4xx.
 */
export async function handleConfirmWithdrawal(
	request: Request,
	context: AppLoadContext,
	param: string | undefined,
	quoteParam: string | undefined,
) {
	const asset = requireWalletAsset(param)
	const quoteId = requireWithdrawalQuoteId(quoteParam)
	const { user } = await requireServiceWith(request, context, 'wallets')
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const submission = parseWithZod(form, { schema: confirmQuoteSchema(profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm('confirm', submission.reply({ hideFields: SECRET_FIELDS }))
	const token = 'token' in submission.value ? submission.value.token : undefined
	let withdrawal
	try {
		withdrawal = await user.api.wallets.confirmWithdrawal({ quoteId, pin: submission.value.pin, token })
	} catch (error) {
		if (error instanceof ProviderError && error.status === 404) notFound()
		const code = error instanceof ProviderError ? error.body.errors?.find((item) => item.code)?.code : undefined
		if (code === WITHDRAWAL_ERROR_CODES.quoteExpired || code === MONEY_ERROR_CODES.quoteExpired)
			return redirect(withdrawalQuotePath(asset, quoteId))
		if (code === WITHDRAWAL_ERROR_CODES.addressBlacklisted)
			return redirectWithToast(withdrawalQuotePath(asset, quoteId), {
				type: 'error',
				title: 'Withdrawal refused',
				description: (error as ProviderError).body.message,
			})
		const reply = replyProviderError('confirm', submission, withAttemptsLeft(error), [...FORM_FIELDS, ...SECRET_FIELDS], {
			hideFields: SECRET_FIELDS,
		})
		if (!reply) throw error
		return reply
	}
	// Two keys for money (record 136): at or above the rule's amount it waits on its request's page.
	if (isApprovalRequest(withdrawal)) return redirectToApproval(withdrawal)
	return redirectWithToast(withdrawalPath(withdrawal.asset, withdrawal.id), {
		type: 'success',
		title: 'Withdrawal submitted',
		description: `Your ${withdrawal.asset} withdrawal is on its way.`,
	})
}

/** The withdrawal's page: it, by its id (anyone else's is the 404 page), under its own asset's path. */
export async function loadWithdrawalPage(
	request: Request,
	context: AppLoadContext,
	param: string | undefined,
	idParam: string | undefined,
) {
	const asset = requireWalletAsset(param)
	const id = requireWithdrawalId(idParam)
	const { loading } = await requireServiceWith(request, context, 'wallets', (user) => ({
		loading: findOr404(() => user.api.wallets.getWithdrawal(id)),
	}))
	const withdrawal = await loading
	if (withdrawal.asset !== asset) throw redirect(withdrawalPath(withdrawal.asset, withdrawal.id))
	return { withdrawal }
}
