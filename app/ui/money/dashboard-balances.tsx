import { Link } from '@remix-run/react'
import { LEDGER_ORDER, LEDGER_PAGES, LEDGER_TYPE_LABELS } from '#app/lib/money/labels.ts'
import type { DashboardMoney } from '#app/lib/money/views.ts'
import { Money } from '../kit/money.tsx'
import { TransactionsTable } from './entries-table.tsx'

/** The dashboard's money block: balances per ledger and currency, then the latest movements. */
export function DashboardBalances({ available, totals, latest }: DashboardMoney) {
	const groups = LEDGER_ORDER.map((ledgerType) => ({
		ledgerType,
		totals: totals.filter((total) => total.ledgerType === ledgerType),
	})).filter((group) => group.totals.length > 0)
	return (
		<section aria-labelledby="balances-title" className="flex flex-col gap-3" data-testid="dashboard-balances">
			<div className="flex items-center justify-between gap-2">
				<h2 id="balances-title" className="text-lg font-semibold">
					Balances
				</h2>
				<Link to="/accounts" className="text-sm font-semibold text-brand-700 hover:underline">
					All accounts
				</Link>
			</div>
			{!available ? (
				<p className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-600">
					Balances could not be loaded just now. Try again in a moment.
				</p>
			) : groups.length === 0 ? (
				<p className="rounded-xl border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-600">Nothing to show here yet</p>
			) : (
				<div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
					{groups.map((group) => (
						<div key={group.ledgerType} className="rounded-xl border border-gray-200 bg-white p-4">
							<h3 className="text-sm font-semibold">
								<Link to={LEDGER_PAGES[group.ledgerType].path} className="hover:underline">
									{LEDGER_TYPE_LABELS[group.ledgerType]}
								</Link>
							</h3>
							<ul className="mt-2 flex flex-col gap-1 text-sm">
								{group.totals.map((total) => (
									<li
										key={total.currency}
										className="flex justify-between gap-2"
										data-testid={`balance-${group.ledgerType}-${total.currency}`}
									>
										<span className="text-gray-500">{total.currency}</span>
										<Money value={total.balance} currency={total.currency} className="font-medium" compact />
									</li>
								))}
							</ul>
						</div>
					))}
				</div>
			)}
			{available && latest.length ? (
				<>
					<h3 className="mt-2 text-base font-semibold">Latest movements</h3>
					<TransactionsTable transactions={latest} caption="Latest movements" />
				</>
			) : null}
		</section>
	)
}
