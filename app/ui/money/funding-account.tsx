import { Link } from '@remix-run/react'
import type { FundingAccount } from '#contract/money/accounts.ts'
import { CURRENCY_NAMES } from '#contract/money/currency-list.ts'
import type { Topup } from '#contract/money/transfers.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass, Card } from '../kit/card.tsx'
import { CopyButton } from '../kit/copy-button.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { StatCard } from '../kit/stat-card.tsx'
import { SummaryList, type SummaryItem } from '../kit/summary-list.tsx'
import { TransferStatusBadge } from './transfer-status.tsx'

/** One detail of the bank account: its value selectable as text (without JavaScript) and, with it, a Copy button. */
function copyableDetail({ label, value, thing, testId }: { label: string; value: string; thing: string; testId: string }): SummaryItem {
	return {
		label,
		value: (
			<span className="flex flex-wrap items-center gap-3">
				<span className="font-mono text-base font-semibold select-all" data-testid={testId}>
					{value}
				</span>
				<CopyButton value={value} thing={thing} />
			</span>
		),
	}
}

export const topupPath = (topup: Pick<Topup, 'id' | 'currency'>) =>
	`/funding-account/${topup.currency}/topups/${encodeURIComponent(topup.id)}`

/** /funding-account/:currency: the account a bank transfer funds this currency through, and the latest top-ups. */
export function FundingAccountPage({ account, topups, moreTopups }: { account: FundingAccount; topups: Topup[]; moreTopups: boolean }) {
	return (
		<div className="mx-auto flex max-w-3xl flex-col gap-6">
			<PageHeader
				title={`Fund your ${account.currency} balance`}
				description={
					<p className="max-w-xl">
						Send {CURRENCY_NAMES[account.currency]} ({account.currency}) by bank transfer to the account below; it is credited to your
						funding balance when it arrives.
					</p>
				}
			/>
			<StatCard
				label="Funding balance"
				value={<Money value={account.balance} currency={account.currency} />}
				valueTestId="funding-balance"
			/>
			<section aria-labelledby="bank-details-title" className={cardClass('p-6')}>
				<h2 id="bank-details-title" className="text-sm font-semibold text-gray-500 uppercase">
					Bank details
				</h2>
				<SummaryList
					className="mt-3 sm:items-center"
					items={[
						copyableDetail({ label: 'Bank', value: account.bankName, thing: 'bank name', testId: 'funding-bank-name' }),
						copyableDetail({
							label: 'Account number',
							value: account.accountNumber,
							thing: 'account number',
							testId: 'funding-account-number',
						}),
						copyableDetail({ label: 'Account name', value: account.accountName, thing: 'account name', testId: 'funding-account-name' }),
					]}
				/>
			</section>
			<section aria-labelledby="topups-title" className="flex flex-col gap-3">
				<div className="flex items-center justify-between gap-3">
					<h2 id="topups-title" className="text-lg font-semibold">
						Recent top-ups
					</h2>
					<Link to={`/local-transfer?currency=${account.currency}`} className={buttonClass('secondary')}>
						Send a local transfer
					</Link>
				</div>
				{topups.length === 0 ? (
					<p className="rounded-2xl border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-600">
						Nothing to show here yet
					</p>
				) : (
					<ul className={cardClass('divide-y divide-gray-100')} aria-label="Recent top-ups">
						{topups.map((topup) => (
							<li key={topup.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
								<div>
									<Link to={topupPath(topup)} className="font-semibold text-brand-700 underline">
										<Money value={topup.amount} currency={topup.currency} />
									</Link>
									<p className="text-xs text-gray-500">
										From {topup.senderName} · {formatDateTime(topup.createdAt)}
									</p>
								</div>
								<TransferStatusBadge status={topup.status} />
							</li>
						))}
					</ul>
				)}
				{moreTopups ? <p className="text-xs text-gray-500">Older top-ups are in your funding ledger.</p> : null}
			</section>
		</div>
	)
}

/** /funding-account/:currency/topups/:id: one bank deposit. */
export function TopupPage({ topup }: { topup: Topup }) {
	return (
		<div className="mx-auto flex max-w-xl flex-col gap-4">
			<PageHeader
				title={
					<>
						Top-up of <Money value={topup.amount} currency={topup.currency} />
					</>
				}
				badge={<TransferStatusBadge status={topup.status} testId="topup-status" />}
			/>
			<Card>
				<SummaryList
					items={[
						{ label: 'From', value: topup.senderName },
						{ label: "Sender's bank", value: topup.senderBank },
						{ label: 'Reference', value: <span className="font-mono text-xs">{topup.reference}</span> },
						{ label: 'Received', value: formatDateTime(topup.createdAt) },
					]}
				/>
			</Card>
			<div>
				<Link to={`/funding-account/${topup.currency}`} className={buttonClass('secondary')}>
					Back to {topup.currency} funding
				</Link>
			</div>
		</div>
	)
}
