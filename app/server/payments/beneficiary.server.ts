import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import type { Beneficiary } from '#contract/fiat/beneficiaries.ts'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import type { WithdrawalAddress } from '#contract/settings/products.ts'
import { payoutPath } from '#app/lib/fiat/labels.ts'
import { DEFAULT_TRANSFER_CURRENCY } from '#app/lib/money/transfer-fields.ts'
import { cryptoBeneficiarySchema } from '#app/lib/payments/crypto-beneficiary.ts'
import {
	ADD_FIAT_PATH,
	addFiatPath,
	beneficiaryPath,
	CRYPTO_FIELDS,
	isFiatBeneficiaryId,
	PAYING_SERVICE,
	payAction,
	PAYMENT_INTENTS,
	PAYMENT_PATH,
	PAYMENT_UI_MESSAGES,
	readBeneficiaryKind,
	readCryptoFields,
	type BeneficiaryPage,
	type CryptoFields,
} from '#app/lib/payments/labels.ts'
import { getServiceState } from '#app/lib/products/services.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { withdrawPath, withdrawSearch } from '#app/lib/wallets/withdraw-fields.ts'
import { replyProviderError, replyUnknownIntent } from '../action-reply.server.ts'
import type { BeneficiaryPlacement } from '../fiat/beneficiary.server.ts'
import { findOr404 } from '../http/not-found.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/**
 * The Payment service's beneficiaries: a crypto one is a saved withdrawal
 * address (its form here), a fiat one is the Fiat wallet's beneficiary (the
 * same form and posts, placed under this service: PAYMENT_PLACEMENT). Each
 * has its page with the payments made to it, 'Pay' (the Fiat wallet's
 * payout or the Wallet service's withdrawal, filled in: the one quote road
 * each) and 'Delete' (a `?confirm=delete` page, then the post).
 */

export const PAYMENT_PLACEMENT: BeneficiaryPlacement = {
	service: 'payment',
	kindOf: readBeneficiaryKind,
	place: (kind) => ({ path: ADD_FIAT_PATH, params: { kind }, back: PAYMENT_PATH }),
	savedPath: (saved) => beneficiaryPath(saved.id),
}

/** The form's URL names a kind and a currency: without a currency, the kind's form in NGN (a link from the overview names none). */
export function requireFiatFormUrl(request: Request) {
	const url = new URL(request.url)
	const kind = readBeneficiaryKind(url)
	if (kind && !url.searchParams.get('currency')) throw redirect(addFiatPath(kind, DEFAULT_TRANSFER_CURRENCY))
}

/** Where 'Pay' leads: the Fiat wallet's payout with the beneficiary chosen, or the Wallet service's withdrawal with the saved address. */
export function payHref(beneficiary: { kind: 'fiat'; value: Beneficiary } | { kind: 'crypto'; value: WithdrawalAddress }) {
	if (beneficiary.kind === 'fiat') return payoutPath(beneficiary.value.currency, { beneficiary: beneficiary.value.id })
	const address = beneficiary.value
	return `${withdrawPath(address.asset as CryptoAsset)}?${withdrawSearch({ network: address.network, addressId: address.addressId })}`
}

/** One beneficiary and the payments made to it, asked for beside the guard (anyone else's, or none: the 404 page). */
async function beneficiaryData(user: User, id: string) {
	if (isFiatBeneficiaryId(id)) {
		const [beneficiary, payouts] = await Promise.all([
			findOr404(() => user.api.payments.getFiatBeneficiary(id)),
			findOr404(() => user.api.payments.listBeneficiaryPayouts(id)),
		])
		return { kind: 'fiat' as const, beneficiary, payouts, withdrawals: null }
	}
	const [beneficiary, withdrawals] = await Promise.all([
		findOr404(() => user.api.payments.getCryptoBeneficiary(id)),
		findOr404(() => user.api.payments.listCryptoBeneficiaryWithdrawals(id)),
	])
	return { kind: 'crypto' as const, beneficiary, payouts: null, withdrawals }
}

/** /product/payment-service/beneficiary/:id (`?confirm=delete`: the question before deleting). */
export async function loadBeneficiaryPage(request: Request, context: AppLoadContext, id: string): Promise<BeneficiaryPage> {
	const { user, loading } = await requireServiceWith(request, context, 'payment', (user) => ({ loading: beneficiaryData(user, id) }))
	const loaded = await loading
	const confirmDelete = new URL(request.url).searchParams.get('confirm') === 'delete'
	const href =
		loaded.kind === 'fiat' ? payHref({ kind: 'fiat', value: loaded.beneficiary }) : payHref({ kind: 'crypto', value: loaded.beneficiary })
	// The guard has the subscriptions already: whether the paying service opens costs no further call.
	const [subscriptions, { member }] = await Promise.all([user.subscriptions, user.profile])
	const paying = subscriptions.find((subscription) => subscription.name === PAYING_SERVICE[loaded.kind])
	const roleRefusals = { pay: roleRefusal(member.role, 'money.move'), manage: roleRefusal(member.role, 'beneficiaries.manage') }
	return { ...loaded, pay: payAction(loaded.kind, getServiceState(paying), href), confirmDelete, roleRefusals } as BeneficiaryPage
}

/** 'Delete' confirmed: the beneficiary goes (payments made to it keep their own copy of its details); the overview says so. */
export async function handleBeneficiaryPageAction(request: Request, context: AppLoadContext, id: string) {
	const { user } = await requireServiceWith(request, context, 'payment')
	const form = await request.formData()
	if (form.get('intent') !== PAYMENT_INTENTS.delete) return replyUnknownIntent('Delete the beneficiary, or go back.')
	// The confirmation step's form says so: a stray or forged post with the intent alone deletes nothing.
	if (form.get('confirm') !== 'delete') return replyUnknownIntent(PAYMENT_UI_MESSAGES.confirmDelete)
	const name = isFiatBeneficiaryId(id)
		? await findOr404(async () => {
				const beneficiary = await user.api.payments.getFiatBeneficiary(id)
				await user.api.fiat.deleteBeneficiary(id)
				return beneficiary.name
			})
		: await findOr404(async () => {
				const address = await user.api.payments.getCryptoBeneficiary(id)
				await user.api.settings.deleteWithdrawalAddress(id)
				return address.description || address.address
			})
	return redirectWithToast(PAYMENT_PATH, { type: 'success', title: PAYMENT_UI_MESSAGES.deleted, description: `${name} was deleted.` })
}

// ─── Add crypto beneficiary ───

type CryptoPage = { fields: CryptoFields; lastResult: SubmissionResult<string[]> | null }

/** /product/payment-service/add-crypto-beneficiary: the form, filled in from the URL. */
export async function loadCryptoBeneficiaryForm(request: Request, context: AppLoadContext): Promise<CryptoPage> {
	await requireServiceWith(request, context, 'payment')
	return { fields: readCryptoFields(new URL(request.url).searchParams), lastResult: null }
}

/** 'Save beneficiary': the address checked for its network (checksum included), then saved; its page opens. */
export async function handleCryptoBeneficiaryAction(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'payment')
	const form = await request.formData()
	const fields = readCryptoFields(form)
	const submission = parseWithZod(form, { schema: cryptoBeneficiarySchema })
	if (submission.status !== 'success') return data<CryptoPage>({ fields, lastResult: submission.reply() }, { status: 400 })
	try {
		const saved = await user.api.settings.createWithdrawalAddress(submission.value)
		return redirectWithToast(beneficiaryPath(saved.addressId), {
			type: 'success',
			title: PAYMENT_UI_MESSAGES.cryptoSaved,
			description: `${saved.description || saved.uid}: ${saved.address}`,
		})
	} catch (error) {
		const reply = replyProviderError(PAYMENT_INTENTS.saveCrypto, submission, error, CRYPTO_FIELDS, {
			fieldOf: (field) => (field === 'description' ? 'label' : field === 'paymentBeneficiaryType' ? 'owner' : field),
		})
		if (!reply) throw error
		return data<CryptoPage>({ fields, lastResult: reply.data.result }, { status: reply.init?.status ?? 400 })
	}
}
