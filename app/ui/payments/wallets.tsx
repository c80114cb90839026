import { Link } from '@remix-run/react'
import type { FiatWallet } from '#contract/fiat/api.ts'
import { CURRENCY_NAMES } from '#contract/money/currency-list.ts'
import type { Wallet } from '#contract/wallets/api.ts'
import { PAYMENT_PATH } from '#app/lib/payments/labels.ts'
import { cardClass } from '../kit/card.tsx'
import { Money } from '../kit/money.tsx'

/**
 * The wallets the Payment service pays from, each with its exact balance:
 * the fiat wallets (one per currency) and the crypto main wallets (one per
 * asset). Shown on the overview and on …/all-wallets.
 */
export function PaymentWallets({ fiatWallets, cryptoWallets }: { fiatWallets: FiatWallet[]; cryptoWallets: Wallet[] }) {
	return (
		<div className="grid gap-4 md:grid-cols-2">
			<div>
				<h3 className="text-sm font-semibold text-gray-700">Fiat wallets</h3>
				{fiatWallets.length ? (
					<ul className="mt-2 flex flex-col divide-y divide-gray-100" aria-label="Fiat wallets">
						{fiatWallets.map((wallet) => (
							<li
								key={wallet.currency}
								className="flex items-baseline justify-between gap-3 py-2"
								data-testid={`payment-wallet-${wallet.currency}`}
							>
								<span>
									<span className="font-semibold">{wallet.currency}</span>{' '}
									<span className="text-xs text-gray-500">{CURRENCY_NAMES[wallet.currency]}</span>
								</span>
								<Money value={wallet.balance} currency={wallet.currency} className="font-semibold" />
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-sm text-gray-600">No fiat wallet yet: open one in the Fiat wallet service.</p>
				)}
			</div>
			<div>
				<h3 className="text-sm font-semibold text-gray-700">Crypto wallets</h3>
				{cryptoWallets.length ? (
					<ul className="mt-2 flex flex-col divide-y divide-gray-100" aria-label="Crypto wallets">
						{cryptoWallets.map((wallet) => (
							<li key={wallet.id} className="flex items-baseline justify-between gap-3 py-2" data-testid={`payment-wallet-${wallet.asset}`}>
								<span>
									<span className="font-semibold">{wallet.asset}</span> <span className="text-xs text-gray-500">{wallet.label}</span>
								</span>
								<Money value={wallet.balance} currency={wallet.asset} className="font-semibold" />
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-sm text-gray-600">No crypto wallet yet: create one in the Wallet service.</p>
				)}
			</div>
		</div>
	)
}

export function AllWalletsPage(props: { fiatWallets: FiatWallet[]; cryptoWallets: Wallet[] }) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-bold">All payment wallets</h1>
				<Link to={PAYMENT_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
					Back
				</Link>
			</div>
			<section className={cardClass('p-6')}>
				<PaymentWallets {...props} />
			</section>
		</div>
	)
}
