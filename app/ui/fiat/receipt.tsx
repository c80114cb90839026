import { Link } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { Payout } from '#contract/fiat/payouts.ts'
import { fiatWalletPath, payoutPath } from '#app/lib/fiat/labels.ts'
import { isFinalPayout, receiptSections } from '#app/lib/fiat/receipt.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { LiveRefresh } from '../kit/live-refresh.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { TransferStatusBadge } from '../money/transfer-status.tsx'

/**
 * /fiat/payout/receipt?currency=&transfer-id=&service-name=: every detail of
 * one payout (app/lib/fiat/receipt.ts, the same rows its PDF prints), its
 * status with the time of each step, followed until final. It prints alone
 * (the print stylesheet leaves the signed-in frame out) and downloads as a
 * PDF made on the server.
 */
export function PayoutReceipt({ payout, pdfHref }: { payout: Payout; pdfHref: string }) {
	const final = isFinalPayout(payout)
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<LiveRefresh active={!final} />
			<article data-print-document className={cardClass('p-6')} aria-labelledby="receipt-title">
				<PageHeader
					titleId="receipt-title"
					title="Payout receipt"
					badge={<TransferStatusBadge status={payout.status} testId="receipt-badge" />}
				/>
				{receiptSections(payout).map((section) => (
					<section key={section.title} className="mt-5" aria-label={section.title}>
						<h2 className="text-sm font-semibold text-gray-500 uppercase">{section.title}</h2>
						<SummaryList
							className="mt-2"
							items={section.rows.map((row) => ({ label: row.label, value: row.value, testId: `receipt-${row.key}` }))}
						/>
					</section>
				))}
				{payout.status === 'ITF_FAILED' ? (
					<p role="status" className="mt-5 rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="receipt-failure">
						This payout failed{payout.reason ? `: ${payout.reason}` : ''}. The amount and its fee (
						<Money value={payout.total} currency={payout.currency} />) are back in your {payout.currency} wallet.
					</p>
				) : final ? null : (
					<p className="mt-5 text-sm text-gray-600" data-print-hidden>
						The bank has not finished with it yet. This page updates by itself.{' '}
						<Link to="." reloadDocument className="font-semibold text-brand-700 underline">
							Refresh
						</Link>
					</p>
				)}
			</article>
			<div className="flex flex-wrap gap-3" data-print-hidden>
				<a href={pdfHref} download className={buttonClass('primary')} data-testid="receipt-pdf">
					Download PDF
				</a>
				<PrintButton />
				<Link to={fiatWalletPath(payout.currency)} className={buttonClass('secondary')}>
					Back to the {payout.currency} wallet
				</Link>
				<Link to={payoutPath(payout.currency)} className={buttonClass('secondary')}>
					New payout
				</Link>
			</div>
		</div>
	)
}

/** Print, with JavaScript; without it, the browser's own Print does the same (the page prints alone either way). */
function PrintButton() {
	const hydrated = useHydrated()
	if (!hydrated) return <p className="self-center text-sm text-gray-600">Print it with your browser&apos;s Print command.</p>
	return (
		<button type="button" className={buttonClass('secondary')} onClick={() => window.print()}>
			Print
		</button>
	)
}
