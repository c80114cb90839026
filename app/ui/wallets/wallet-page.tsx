import { Link } from '@remix-run/react'
import type { CryptoAsset } from '#contract/money/currency-list.ts'
import type { NetworkBalance, Wallet, WalletTransaction } from '#contract/wallets/api.ts'
import { NETWORKS } from '#contract/wallets/networks.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import {
	assetName,
	confirmationsText,
	networkOptions,
	WALLET_STATUS_OPTIONS,
	walletStatusLabel,
	walletStatusTone,
	WALLETS_PATH,
	type WalletListState,
} from '#app/lib/wallets/labels.ts'
import { txReportHref } from '#app/lib/wallets/tx-report.ts'
import { withdrawalPath, withdrawPath } from '#app/lib/wallets/withdraw-fields.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { CopyButton } from '../kit/copy-button.tsx'
import { DataTable } from '../kit/data-table.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { StatCard } from '../kit/stat-card.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { FilterForm, FilterSelect, Pager } from '../money/list-controls.tsx'
import { StatusPill } from '../money/transfer-status.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'
import { NoWallet } from './no-wallet.tsx'

/** '/product/wallet-service/USDT' → 'USDT wallet', under the service's overview. */
export function walletHandle(pathname: string): RouteHandle {
	const asset = decodeURIComponent(pathname.split('/')[3] ?? '')
	return { title: `${asset} wallet`, serviceName: 'Wallet', ancestor: { title: 'Crypto wallet', to: WALLETS_PATH } }
}

type DepositAddress = NetworkBalance & { label: string; uri: string; qrCode: string; warning: string }

export type WalletPageProps =
	| { asset: CryptoAsset; wallet: null }
	| { asset: CryptoAsset; wallet: Wallet; addresses: DepositAddress[]; transactions: WalletTransaction[]; list: WalletListState }

/** One asset's main wallet: deposit addresses with their QR codes, balances, and its transactions. */
export function WalletPage(props: WalletPageProps) {
	if (!props.wallet) return <NoWallet asset={props.asset} />
	const { wallet, addresses, transactions, list } = props
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<PageHeader
				titleId="wallet-title"
				title={
					<>
						{wallet.asset} wallet <span className="text-base font-normal text-gray-500">{assetName(wallet.asset)}</span>
					</>
				}
				actions={
					<Link to={withdrawPath(wallet.asset)} className={buttonClass('primary')}>
						Withdraw<span className="sr-only"> {wallet.asset}</span>
					</Link>
				}
			/>
			<div className="grid gap-4 sm:grid-cols-3">
				<StatCard label="Balance" value={<Money value={wallet.balance} currency={wallet.asset} />} valueTestId="wallet-balance" />
				<StatCard label="Value" value={<Money value={wallet.usdValue} currency="USD" />} valueTestId="wallet-usd" />
				<StatCard label="Pending deposits" value={<Money value={wallet.pending} currency={wallet.asset} />} valueTestId="wallet-pending" />
			</div>

			<section aria-labelledby="deposit-title" className="flex flex-col gap-4">
				<h2 id="deposit-title" className="text-lg font-semibold">
					Deposit
				</h2>
				<ul className="grid gap-4 md:grid-cols-2">
					{addresses.map((address) => (
						<AddressCard key={address.network} asset={wallet.asset} address={address} />
					))}
				</ul>
			</section>

			<section aria-labelledby="transactions-title" className="flex flex-col gap-4">
				<h2 id="transactions-title" className="text-lg font-semibold">
					Transactions
				</h2>
				<WalletFilters asset={wallet.asset} list={list} />
				{transactions.length ? (
					<TransactionsTable transactions={transactions} asset={wallet.asset} />
				) : (
					<EmptyState
						message={list.filters.status || list.filters.network ? 'No transactions match these filters' : 'No transactions yet'}
					/>
				)}
				<Pager list={list} />
			</section>
		</div>
	)
}

function AddressCard({ asset, address }: { asset: CryptoAsset; address: DepositAddress }) {
	return (
		<li className={cardClass('flex flex-col gap-3 p-5')} data-testid={`address-${address.network}`}>
			<h3 className="font-semibold">{address.label}</h3>
			<img
				src={address.qrCode}
				alt={`QR code of the ${asset} deposit address on ${address.label}`}
				width={192}
				height={192}
				className="self-center bg-white"
				data-testid="deposit-qr"
			/>
			<p className="flex flex-wrap items-center gap-2">
				<span className="font-mono text-sm break-all select-all" data-testid="deposit-address">
					{address.address}
				</span>
				<CopyButton value={address.address} thing={`${address.label} deposit address`} />
			</p>
			<p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900" data-testid="deposit-warning">
				{address.warning}
			</p>
			<SummaryList
				items={[
					{
						label: `Balance on ${address.label}`,
						value: <Money value={address.balance} currency={asset} />,
						testId: 'network-balance',
						strong: true,
					},
					{ label: 'Pending', value: <Money value={address.pending} currency={asset} />, testId: 'network-pending' },
					{ label: 'Confirmations needed', value: address.requiredConfirmations },
				]}
			/>
		</li>
	)
}

/** Status and network as a GET form (every state a URL, works without JavaScript), and the CSV of what they select. */
function WalletFilters({ asset, list }: { asset: CryptoAsset; list: WalletListState }) {
	const networks = networkOptions(asset)
	return (
		<FilterForm path={list.path} label="transactions" exportHref={list.exportHref} errors={list.errors} notice={list.notice}>
			<FilterSelect name="status" label="Status" value={list.filters.status} options={WALLET_STATUS_OPTIONS} />
			{networks.length > 1 ? <FilterSelect name="network" label="Network" value={list.filters.network} options={networks} /> : null}
		</FilterForm>
	)
}

function TransactionsTable({ transactions, asset }: { transactions: WalletTransaction[]; asset: CryptoAsset }) {
	return (
		<DataTable
			caption={`${asset} wallet transactions`}
			rows={transactions}
			rowKey={(t) => t.id}
			rowProps={() => ({ 'data-testid': 'wallet-transaction' })}
			columns={[
				{ key: 'date', header: 'Date', className: 'text-gray-600 sm:whitespace-nowrap', cell: (t) => formatDateTime(t.createdAt) },
				{
					key: 'details',
					header: 'Details',
					cell: (t) =>
						t.type === 'INTERNAL_TRANSFER' ? (
							// A move to or from another service's wallet of the integrator's (trading, collateral): no chain, no hash to analyse.
							<>
								<p className="font-medium" data-testid="internal-transfer">
									{t.description ?? 'Internal transfer'}, on {NETWORKS[t.network].label}
								</p>
								<p className="font-mono text-xs break-all text-gray-500">Reference {t.txHash}</p>
							</>
						) : (
							<>
								<p className="font-medium">
									{t.type === 'DEPOSIT' ? (
										`Deposit on ${NETWORKS[t.network].label}`
									) : (
										<Link to={withdrawalPath(t.asset, t.id)} className="text-brand-700 underline" data-testid="withdrawal-link">
											Withdrawal on {NETWORKS[t.network].label}
										</Link>
									)}
								</p>
								<p className="font-mono text-xs break-all text-gray-500">{t.txHash}</p>
								<Link to={txReportHref(t)} className="text-xs text-blue-700 underline" data-testid="transaction-report">
									Risk report<span className="sr-only"> of transaction {t.txHash}</span>
								</Link>
							</>
						),
				},
				{
					key: 'status',
					header: 'Status',
					cell: (t) => (
						<>
							<StatusPill label={walletStatusLabel(t.status)} tone={walletStatusTone(t.status)} testId="transaction-status" />
							{t.type === 'INTERNAL_TRANSFER' ? null : (
								<p className="mt-1 text-xs text-gray-600" data-testid="transaction-confirmations">
									{confirmationsText(t.confirmations, t.requiredConfirmations)} confirmations
								</p>
							)}
						</>
					),
				},
				{
					key: 'amount',
					header: 'Amount',
					align: 'right',
					className: 'sm:whitespace-nowrap',
					cell: (t) => (
						<>
							<Money
								value={t.direction === 'CREDIT' ? t.amount : `-${t.amount}`}
								currency={t.asset}
								compact={false}
								className={t.direction === 'CREDIT' ? 'font-medium text-green-800' : 'font-medium text-red-700'}
							/>
							{t.direction === 'DEBIT' && !/^0(\.0+)?$/.test(t.fee) ? (
								<p className="text-xs text-gray-600">
									fee <Money value={t.fee} currency={t.asset} />
								</p>
							) : null}
						</>
					),
				},
			]}
		/>
	)
}
