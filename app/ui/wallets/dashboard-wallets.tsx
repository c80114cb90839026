import { Link } from '@remix-run/react'
import type { DashboardWallets } from '#app/lib/wallets/dashboard.ts'
import { ALL_WALLETS_PATH, WALLET_SERVICE_PATH } from '#app/lib/wallets/paths.ts'
import { Money } from '../kit/money.tsx'
import { TransactionsTable } from '../money/entries-table.tsx'

/** The home's crypto wallets block: the total in USD, each asset's balance, the latest crypto movements. */
export function DashboardWalletsBlock({ available, summary, latest }: DashboardWallets) {
	return (
		<section aria-labelledby="wallets-title" className="flex flex-col gap-3" data-testid="dashboard-wallets">
			<div className="flex items-center justify-between gap-2">
				<h2 id="wallets-title" className="text-lg font-semibold">
					Crypto wallets
				</h2>
				<Link to={ALL_WALLETS_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
					All wallets
				</Link>
			</div>
			{!available ? (
				<p className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-600">
					Wallets could not be loaded just now. Try again in a moment.
				</p>
			) : (
				<div className="rounded-xl border border-gray-200 bg-white p-4">
					<p className="text-sm text-gray-600">Total value</p>
					<p className="text-2xl font-bold" data-testid="wallets-total-usd">
						<Money value={summary.totalUsd} currency="USD" compact />
					</p>
					{summary.assets.length ? (
						<ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
							{summary.assets.map((asset) => (
								<li key={asset.asset} className="flex flex-col" data-testid={`wallets-asset-${asset.asset}`}>
									<Link to={`${WALLET_SERVICE_PATH}/${asset.asset}`} className="font-semibold text-brand-700 hover:underline">
										{asset.asset}
									</Link>
									<Money value={asset.balance} currency={asset.asset} compact />
									<span className="text-xs text-gray-600">
										<Money value={asset.usdValue} currency="USD" compact />
									</span>
								</li>
							))}
						</ul>
					) : (
						<p className="mt-2 text-sm text-gray-600">No wallets yet</p>
					)}
				</div>
			)}
			{available && latest.length ? (
				<>
					<h3 className="mt-2 text-base font-semibold">Latest crypto movements</h3>
					<TransactionsTable transactions={latest} caption="Latest crypto movements" />
				</>
			) : null}
		</section>
	)
}
