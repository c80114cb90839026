import type { AppLoadContext } from '@remix-run/node'
import type { PaymentWallets } from '#contract/payments/api.ts'
import { beneficiaryItems } from '#app/lib/payments/labels.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { handleServiceLandingAction } from '../products/service-landing.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'

/** The crypto main wallets that hold something or not, and the fiat wallets, as the overview lists them. */
export const walletsOf = (wallets: PaymentWallets) => ({ fiatWallets: wallets.fiat, cryptoWallets: wallets.crypto })

/**
 * /product/payment-service: the wallets it pays from (fiat wallets and
 * crypto main wallets, exact balances), everyone it pays (with their
 * pages), the latest bulk payouts, 'Add crypto beneficiary', 'Add fiat
 * beneficiary', 'Bulk payout'. Every call starts beside the guard's (one
 * provider round trip); the rate card is the service's Pricing page
 * (record 117).
 */
export async function loadPaymentOverview(request: Request, context: AppLoadContext) {
	const { user, loading } = await requireServiceWith(request, context, 'payment', (user) => ({
		loading: Promise.all([
			user.api.payments.getWallets(),
			user.api.fiat.listBeneficiaries(),
			user.api.settings.getWithdrawalAddresses(),
			user.api.payments.listBatches(),
		]),
	}))
	const [wallets, fiat, crypto, batches] = await loading
	return {
		name: 'payment' as const,
		label: SERVICES.payment.label,
		subscription: user.subscription,
		...walletsOf(wallets),
		beneficiaries: beneficiaryItems(fiat, crypto),
		batches: batches.slice(0, 5),
	}
}

/** /product/payment-service/all-wallets: every wallet it pays from, with its exact balance. */
export async function loadPaymentWallets(request: Request, context: AppLoadContext) {
	const { loading } = await requireServiceWith(request, context, 'payment', (user) => ({ loading: user.api.payments.getWallets() }))
	const loaded = await loading
	return walletsOf(loaded)
}

/** The overview's one post: the service's deactivation, as on every service's landing page. */
export async function handlePaymentOverviewAction(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'payment')
	return handleServiceLandingAction(request, user)
}
