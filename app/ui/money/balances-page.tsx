import { Link } from '@remix-run/react'
import { emptyListMessage } from '#app/lib/money/empty-list.ts'
import type { BalancesScreen } from '#app/lib/money/views.ts'
import { cardClass } from '../kit/card.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { ListControls } from './list-controls.tsx'

/**
 * The balances of one ledger type. Funding balances also lead to how to fund
 * each currency and to a local transfer.
 */
export function BalancesPage(props: BalancesScreen & { heading: string }) {
	const funding = props.ledgerType === 'funding'
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<PageHeader
				title={props.heading}
				actions={
					<>
						{funding ? (
							<Link to="/local-transfer" className="text-sm font-semibold text-brand-700 hover:underline">
								Make a local transfer
							</Link>
						) : null}
					</>
				}
			/>
			<ListControls list={props.list} label="balances" />
			{props.accounts.length ? (
				<ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={props.heading}>
					{props.accounts.map((account) => (
						<li key={account.id} className={cardClass('p-4')} data-testid="balance-card" data-currency={account.currency}>
							<p className="text-sm text-gray-500">{account.name}</p>
							<p className="mt-1 text-xl font-semibold">
								<Money value={account.balance} currency={account.currency} compact />
							</p>
							<p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-brand-700">
								<Link to={account.href} className="hover:underline">
									View ledger<span className="sr-only"> of {account.name}</span>
								</Link>
								{funding ? (
									<Link to={`/funding-account/${account.currency}`} className="hover:underline">
										Fund<span className="sr-only"> {account.currency}</span>
									</Link>
								) : null}
							</p>
						</li>
					))}
				</ul>
			) : (
				<EmptyState message={emptyListMessage(props.list.filters, props.list.selectsNothing)} />
			)}
		</div>
	)
}
