import { Link } from '@remix-run/react'
import type { AccountsScreen } from '#app/lib/money/views.ts'
import { cardClass } from '../kit/card.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'

/** Every account and its balance, grouped by ledger. */
export function AccountsPage({ groups }: AccountsScreen) {
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<PageHeader title="Accounts" />
			{groups.map((group) => (
				<section
					key={group.ledgerType}
					aria-labelledby={`group-${group.ledgerType}`}
					className={cardClass('p-6')}
					data-testid={`account-group-${group.ledgerType}`}
				>
					<div className="flex items-center justify-between gap-2">
						<h2 id={`group-${group.ledgerType}`} className="text-lg font-semibold">
							{group.title}
						</h2>
						<Link to={group.href} className="text-sm font-semibold text-brand-700 hover:underline">
							Open<span className="sr-only"> {group.title.toLowerCase()}</span>
						</Link>
					</div>
					{group.accounts.length ? (
						<ul className="mt-3 divide-y divide-gray-100">
							{group.accounts.map((account) => (
								<li
									key={account.id}
									className="flex items-center justify-between gap-4 py-2 text-sm"
									data-testid="account-row"
									data-currency={account.currency}
								>
									<Link to={account.href} className="font-medium hover:underline">
										{account.name}
									</Link>
									<Money value={account.balance} currency={account.currency} className="font-semibold" />
								</li>
							))}
						</ul>
					) : (
						<p className="mt-3 text-sm text-gray-600">Nothing to show here yet</p>
					)}
				</section>
			))}
		</div>
	)
}
