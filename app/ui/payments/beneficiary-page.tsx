import { Link } from '@remix-run/react'
import type { Payout } from '#contract/fiat/payouts.ts'
import type { CryptoAsset } from '#contract/money/currency-list.ts'
import type { WalletTransaction } from '#contract/wallets/api.ts'
import { receiptPath } from '#app/lib/fiat/labels.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { beneficiaryPath, networkName, PAYMENT_INTENTS, PAYMENT_PATH, type BeneficiaryPage as Page } from '#app/lib/payments/labels.ts'
import { walletStatusLabel } from '#app/lib/wallets/labels.ts'
import { OWNER_OPTIONS, withdrawalPath } from '#app/lib/wallets/withdraw-fields.ts'
import { NameMatchFlag } from '../fiat/name-match.tsx'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { ConfirmAction, ConfirmActionLink } from '../kit/confirm-action.tsx'
import { DataTable } from '../kit/data-table.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal } from '../kit/role-refusal.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { StatusBadge } from '../money/status-badge.tsx'

const ownerLabel = (value: string) => OWNER_OPTIONS.find((option) => option.value === value)?.label ?? value

/**
 * /product/payment-service/beneficiary/:id: who it is and where it is paid,
 * the payments made to it (each fiat payout with its receipt, each crypto
 * withdrawal with its page), 'Pay' and 'Delete'. Delete asks first on its
 * own URL (`?confirm=delete`), then posts: it works without JavaScript.
 */
export function BeneficiaryPage({ refusal, ...page }: Page & { refusal?: string | null }) {
	const id = page.kind === 'fiat' ? page.beneficiary.id : page.beneficiary.addressId
	const name = page.kind === 'fiat' ? page.beneficiary.name : page.beneficiary.description || page.beneficiary.uid
	const rows: [string, string][] =
		page.kind === 'fiat'
			? [
					['Kind', page.beneficiary.kind === 'BUSINESS' ? 'Business' : 'Individual'],
					['Currency', page.beneficiary.currency],
					['Account name', page.beneficiary.accountName],
					['Paid to', page.beneficiary.destination],
					['Whose account', ownerLabel(page.beneficiary.paymentBeneficiaryType)],
					['Contract signed', page.beneficiary.isContractSigned ? 'Yes' : 'No'],
					['Added', formatDateTime(page.beneficiary.createdAt)],
				]
			: [
					['Asset', page.beneficiary.asset],
					['Network', networkName(page.beneficiary.network)],
					['Address', page.beneficiary.address],
					['Reference', page.beneficiary.uid],
					['Whose address', ownerLabel(page.beneficiary.paymentBeneficiaryType)],
					['Contract signed', page.beneficiary.isContractSigned ? 'Yes' : 'No'],
					['Added', formatDateTime(page.beneficiary.createdAt)],
				]
	return (
		<div className="mx-auto flex max-w-4xl flex-col gap-4">
			<PageHeader title={name} titleTestId="beneficiary-name" back={{ to: PAYMENT_PATH, label: 'Back' }} />
			{refusal ? (
				<p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
					{refusal}
				</p>
			) : null}
			<section className={cardClass('p-6')}>
				{page.kind === 'fiat' ? <NameMatchFlag beneficiary={page.beneficiary} className="mb-2" /> : null}
				<p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
					{page.kind === 'fiat' ? 'Fiat' : 'Crypto'} beneficiary
				</p>
				<SummaryList className="mt-2" items={rows.map(([label, value]) => ({ label, value }))} />
				{page.pay.href === null && !page.roleRefusals.pay ? (
					<div id="pay-unavailable" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
						<p>{page.pay.reason}</p>
						<Link to={page.pay.fix.to} className="mt-1 inline-block font-semibold text-brand-700 underline">
							{page.pay.fix.label}
						</Link>
					</div>
				) : null}
				<RoleRefusal refusal={page.roleRefusals.pay} className="mt-4" />
				<RoleRefusal refusal={page.roleRefusals.manage} className="mt-1" />
				<div className="mt-4 flex flex-wrap gap-3">
					{page.roleRefusals.pay ? null : page.pay.href === null ? (
						// Not a link its guard would refuse: the reason and the way to change it are said above.
						<button type="button" disabled aria-describedby="pay-unavailable" className={buttonClass('primary')}>
							Pay<span className="sr-only"> {name}</span>
						</button>
					) : (
						<Link to={page.pay.href} className={buttonClass('primary')}>
							Pay<span className="sr-only"> {name}</span>
						</Link>
					)}
					{page.confirmDelete || page.roleRefusals.manage ? null : (
						<ConfirmActionLink what="delete" to={beneficiaryPath(id, { confirm: 'delete' })} className={buttonClass('secondary')}>
							Delete<span className="sr-only"> {name}</span>
						</ConfirmActionLink>
					)}
				</div>
			</section>
			{page.roleRefusals.manage ? null : (
				<ConfirmAction
					what="delete"
					title={`Delete ${name}?`}
					labelId="delete-title"
					closeTo={beneficiaryPath(id)}
					action={beneficiaryPath(id)}
					intent={PAYMENT_INTENTS.delete}
					submitLabel="Delete beneficiary"
					pendingLabel="Deleting..."
				>
					<p className="text-sm text-gray-600">
						You will not be able to pay it again without adding it anew. The payments already made keep their details.
					</p>
				</ConfirmAction>
			)}
			<section aria-labelledby="payments-title" className={cardClass('p-6')}>
				<h2 id="payments-title" className="text-lg font-semibold">
					Payments to {name}
				</h2>
				{page.kind === 'fiat' ? <PayoutList payouts={page.payouts} /> : <WithdrawalList withdrawals={page.withdrawals} />}
			</section>
		</div>
	)
}

function PayoutList({ payouts }: { payouts: Payout[] }) {
	if (!payouts.length) return <EmptyState bare className="mt-3" message="No payment to this beneficiary yet." />
	return (
		<DataTable
			className="mt-3"
			framed={false}
			label="Payouts"
			rows={payouts}
			rowKey={(payout) => payout.id}
			columns={[
				{ key: 'date', header: 'Date', cell: (payout) => formatDateTime(payout.createdAt) },
				{ key: 'reference', header: 'Reference', className: 'font-mono text-xs', cell: (payout) => payout.reference },
				{
					key: 'amount',
					header: 'Amount',
					align: 'right',
					cell: (payout) => (
						<>
							-<Money value={payout.amount} currency={payout.currency} />
						</>
					),
				},
				{ key: 'status', header: 'Status', cell: (payout) => <StatusBadge status={payout.status} /> },
				{
					key: 'receipt',
					header: 'Receipt',
					srOnlyHeader: true,
					label: '',
					cell: (payout) => (
						<Link to={receiptPath(payout)} className="underline">
							Receipt<span className="sr-only"> {payout.reference}</span>
						</Link>
					),
				},
			]}
		/>
	)
}

function WithdrawalList({ withdrawals }: { withdrawals: WalletTransaction[] }) {
	if (!withdrawals.length) return <EmptyState bare className="mt-3" message="No payment to this beneficiary yet." />
	return (
		<DataTable
			className="mt-3"
			framed={false}
			label="Withdrawals"
			rows={withdrawals}
			rowKey={(item) => item.id}
			columns={[
				{ key: 'date', header: 'Date', cell: (item) => formatDateTime(item.createdAt) },
				{
					key: 'amount',
					header: 'Amount',
					align: 'right',
					cell: (item) => (
						<>
							-<Money value={item.amount} currency={item.asset} />
						</>
					),
				},
				{ key: 'status', header: 'Status', cell: (item) => walletStatusLabel(item.status) },
				{
					key: 'details',
					header: 'Details',
					srOnlyHeader: true,
					label: '',
					cell: (item) => (
						<Link to={withdrawalPath(item.asset as CryptoAsset, item.id)} className="underline">
							Details
						</Link>
					),
				},
			]}
		/>
	)
}
