import { Link } from '@remix-run/react'
import type { FiatWallet } from '#contract/fiat/api.ts'
import type { BatchSummary } from '#contract/payments/api.ts'
import type { Subscription } from '#contract/products.ts'
import type { Wallet } from '#contract/wallets/api.ts'
import { formatDateTime } from '#app/lib/format.ts'
import {
	ADD_CRYPTO_PATH,
	ADD_FIAT_PATH,
	ALL_WALLETS_PATH,
	batchPath,
	beneficiaryPath,
	BULK_PATH,
	type BeneficiaryItem,
} from '#app/lib/payments/labels.ts'
import { NameMatchFlag } from '../fiat/name-match.tsx'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { ServiceFigures } from '../products/service-figures.tsx'
import { ServiceLanding } from '../products/service-landing.tsx'
import { PaymentWallets } from './wallets.tsx'

/**
 * /product/payment-service: the wallets it pays from with their exact
 * balances, everyone it pays (each linking to its page: the payments made
 * to it, 'Pay', 'Delete'), the latest bulk payouts, and the ways on: 'Add
 * crypto beneficiary', 'Add fiat beneficiary', 'Bulk payout'; then the
 * service's rates and Deactivate, as on every service.
 */
export function PaymentOverview({
	fiatWallets,
	cryptoWallets,
	beneficiaries,
	batches,
	reply,
	...landing
}: {
	name: 'payment'
	label: string
	subscription: Subscription
	fiatWallets: FiatWallet[]
	cryptoWallets: Wallet[]
	beneficiaries: BeneficiaryItem[]
	batches: BatchSummary[]
	reply?: { result: SubmissionResult<string[]> } | null
}) {
	const drafts = batches.filter((batch) => batch.status === 'DRAFT').length
	return (
		<ServiceLanding
			{...landing}
			reply={reply}
			actions={
				<>
					<Link to={BULK_PATH} className={buttonClass('primary')}>
						Bulk payout
					</Link>
					<Link to={ADD_CRYPTO_PATH} className={buttonClass('secondary')}>
						Add crypto beneficiary
					</Link>
					<Link to={ADD_FIAT_PATH} className={buttonClass('secondary')}>
						Add fiat beneficiary
					</Link>
				</>
			}
			figures={
				<ServiceFigures
					label="Payments at a glance"
					figures={[
						{ label: 'Beneficiaries', value: beneficiaries.length },
						{ label: 'Payment wallets', value: fiatWallets.length + cryptoWallets.length },
						{ label: 'Bulk payouts sent', value: batches.filter((batch) => batch.status === 'SENT').length },
						{ label: 'Checked files not sent', value: drafts, attention: drafts > 0, testId: 'figure-draft-batches' },
					]}
				/>
			}
		>
			<section aria-labelledby="payment-wallets-title" className={cardClass('p-6')}>
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 id="payment-wallets-title" className="text-lg font-semibold">
						Payment wallets
					</h2>
					<Link to={ALL_WALLETS_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
						All wallets
					</Link>
				</div>
				<p className="mb-4 text-sm text-gray-600">Payments leave from these balances: fiat payouts from the wallet of their currency.</p>
				<PaymentWallets fiatWallets={fiatWallets} cryptoWallets={cryptoWallets} />
			</section>
			<section aria-labelledby="beneficiaries-title" className={cardClass('p-6')}>
				<h2 id="beneficiaries-title" className="text-lg font-semibold">
					Beneficiaries
				</h2>
				{beneficiaries.length ? (
					<ul className="mt-3 flex flex-col divide-y divide-gray-100" aria-label="Beneficiaries">
						{beneficiaries.map((item) => (
							<li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
								<span>
									<Link to={beneficiaryPath(item.id)} className="font-semibold underline">
										{item.name}
									</Link>{' '}
									<span className="text-xs text-gray-500">
										{item.kind === 'fiat' ? 'Fiat' : 'Crypto'} · {item.currency}
									</span>
									{item.kind === 'fiat' ? <NameMatchFlag beneficiary={item.check} className="ml-2" /> : null}
								</span>
								<span className="font-mono text-xs break-all text-gray-600">{item.detail}</span>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-3 text-sm text-gray-600">No beneficiary yet: add a crypto or a fiat one to pay it.</p>
				)}
			</section>
			<section aria-labelledby="batches-title" className={cardClass('p-6')}>
				<h2 id="batches-title" className="text-lg font-semibold">
					Latest bulk payouts
				</h2>
				{batches.length ? (
					<ul className="mt-3 flex flex-col divide-y divide-gray-100" aria-label="Latest bulk payouts">
						{batches.map((batch) => (
							<li key={batch.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
								<Link to={batchPath(batch.id)} className="font-semibold underline">
									{batch.fileName}
								</Link>
								<span className="text-gray-600">
									{batch.validCount} of {batch.rowCount} rows valid · {batch.status === 'SENT' ? 'Sent' : 'Not sent yet'} ·{' '}
									{formatDateTime(batch.sentAt ?? batch.createdAt)}
								</span>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-3 text-sm text-gray-600">No bulk payout yet.</p>
				)}
			</section>
		</ServiceLanding>
	)
}
