import { Link } from '@remix-run/react'
import type { CryptoAsset } from '#contract/money/currency-list.ts'
import { fromMinorUnits, toMinorUnits } from '#contract/money/minor-units.ts'
import type { WalletTransaction } from '#contract/wallets/api.ts'
import { networkLabel } from '#contract/wallets/networks.ts'
import { formatDateTime, formatExactMoney } from '#app/lib/money/format.ts'
import { confirmationsText, isFinalWithdrawalStatus, walletPath, walletStatusLabel, walletStatusTone } from '#app/lib/wallets/labels.ts'
import { txReportHref } from '#app/lib/wallets/tx-report.ts'
import { withdrawPath } from '#app/lib/wallets/withdraw-fields.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { CopyButton } from '../kit/copy-button.tsx'
import { LiveRefresh } from '../kit/live-refresh.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { StatusPill } from '../money/transfer-status.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'

/** '/product/wallet-service/BTC/withdrawals/wtx_…' → 'BTC withdrawal', under the BTC wallet. */
export function withdrawalHandle(pathname: string): RouteHandle {
	const asset = decodeURIComponent(pathname.split('/')[3] ?? '')
	return {
		title: `${asset} withdrawal`,
		serviceName: 'Wallet',
		ancestor: { title: `${asset} wallet`, to: walletPath(asset as CryptoAsset) },
	}
}

/** What each status means for the person waiting, in a sentence. */
const STATUS_TEXT: Record<string, (network: string) => string> = {
	PENDING: (network) => `Waiting to be sent to the ${network} network. This page updates by itself.`,
	BROADCAST: (network) => `Sent to the ${network} network and waiting for its confirmations. This page updates by itself.`,
	COMPLETED: (network) => `Confirmed on the ${network} network.`,
}

/**
 * /product/wallet-service/:asset/withdrawals/:id: one withdrawal and its
 * live status: pending, then broadcast with its transaction hash and the
 * hash's risk report, then completed; or failed, with the reason and the
 * amount and fees back in the wallet. Followed every few seconds until final
 * (with JavaScript by revalidating, without by a refresh in <noscript>).
 */
export function WithdrawalPage({ withdrawal }: { withdrawal: WalletTransaction }) {
	const money = (amount: string) => formatExactMoney(amount, withdrawal.asset)
	const network = networkLabel(withdrawal.network)
	const final = isFinalWithdrawalStatus(withdrawal.status)
	const total = fromMinorUnits(
		toMinorUnits(withdrawal.amount, withdrawal.asset) + toMinorUnits(withdrawal.fee, withdrawal.asset),
		withdrawal.asset,
	)
	const onChain = withdrawal.status === 'BROADCAST' || withdrawal.status === 'COMPLETED'
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<LiveRefresh active={!final} />
			<PageHeader
				title={<>{withdrawal.asset} withdrawal</>}
				badge={
					<StatusPill label={walletStatusLabel(withdrawal.status)} tone={walletStatusTone(withdrawal.status)} testId="withdrawal-status" />
				}
			/>
			<section aria-label="Withdrawal details" className={cardClass('p-6')}>
				<SummaryList
					items={[
						{ label: 'Amount', value: money(withdrawal.amount), testId: 'withdrawal-amount', strong: true },
						{ label: 'Fees', value: money(withdrawal.fee), testId: 'withdrawal-fee' },
						{ label: 'Total', value: money(total), testId: 'withdrawal-total' },
						{ label: 'To', value: <span className="font-mono">{withdrawal.address}</span> },
						{ label: 'Network', value: network },
						onChain && {
							label: 'Transaction hash',
							value: (
								<span className="flex flex-col items-start gap-1">
									<span className="font-mono text-xs break-all" data-testid="withdrawal-hash">
										{withdrawal.txHash}
									</span>
									<span className="flex flex-wrap items-center gap-3">
										<CopyButton value={withdrawal.txHash} thing="transaction hash" />
										<Link to={txReportHref(withdrawal)} className="text-xs text-blue-700 underline" data-testid="transaction-report">
											Risk report<span className="sr-only"> of this transaction</span>
										</Link>
									</span>
								</span>
							),
						},
						onChain && {
							label: 'Confirmations',
							value: confirmationsText(withdrawal.confirmations, withdrawal.requiredConfirmations),
						},
						{ label: 'Reference', value: <span className="font-mono text-xs">{withdrawal.id}</span> },
						{ label: 'Created', value: formatDateTime(withdrawal.createdAt) },
						withdrawal.completedAt
							? { label: withdrawal.status === 'FAILED' ? 'Failed' : 'Completed', value: formatDateTime(withdrawal.completedAt) }
							: null,
					]}
				/>
				{withdrawal.status === 'FAILED' ? (
					<p role="status" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="withdrawal-failed">
						This withdrawal failed{withdrawal.reason ? `: ${withdrawal.reason}` : ''}. The amount and its fees ({money(total)}) are back in
						your {withdrawal.asset} wallet.
					</p>
				) : (
					<p className="mt-4 text-sm text-gray-600" data-testid="withdrawal-status-text">
						{STATUS_TEXT[withdrawal.status]?.(network)}{' '}
						{final ? null : (
							<Link to="." reloadDocument className="font-semibold text-brand-700 underline">
								Refresh
							</Link>
						)}
					</p>
				)}
			</section>
			<div className="flex flex-wrap gap-3">
				<Link to={walletPath(withdrawal.asset)} className={buttonClass('secondary')}>
					Back to the {withdrawal.asset} wallet
				</Link>
				<Link to={withdrawPath(withdrawal.asset)} className={buttonClass('primary')}>
					New withdrawal
				</Link>
			</div>
		</div>
	)
}
