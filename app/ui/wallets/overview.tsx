import { Form, Link, useNavigation } from '@remix-run/react'
import type { CryptoAsset } from '#contract/money/currency-list.ts'
import type { Subscription } from '#contract/products.ts'
import type { Wallet } from '#contract/wallets/api.ts'
import { assetName, CREATE_WALLET_INTENT, walletPath, WALLETS_PATH } from '#app/lib/wallets/labels.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { ServiceFigures } from '../products/service-figures.tsx'
import { ServiceLanding } from '../products/service-landing.tsx'

type Reply = { intent: string | null; result: SubmissionResult<string[]> } | null | undefined

/** The 'Create wallet' refusal and the asset it was for, read from the action's answer. */
function createRefusal(reply: Reply) {
	if (reply?.intent !== CREATE_WALLET_INTENT) return null
	const message = reply.result.error?.asset?.[0] ?? reply.result.error?.['']?.[0]
	if (!message) return null
	const asset = reply.result.initialValue?.asset
	return { asset: typeof asset === 'string' ? asset.toUpperCase() : null, message }
}

/**
 * The Wallet service's overview: the main wallet of each asset held, with
 * its exact balance, its value in USD and what is still pending; 'Create
 * wallet' for each asset not held (a form post, works without JavaScript);
 * then the service's rate card and its deactivation, as on every service.
 */
export function WalletsOverview({
	wallets,
	missing,
	reply,
	...landing
}: {
	name: 'wallets'
	label: string
	subscription: Subscription
	wallets: Wallet[]
	missing: CryptoAsset[]
	reply?: Reply
}) {
	const roleRefusal = useRoleRefusal('money.move')
	const refusal = createRefusal(reply)
	const pendingDeposits = wallets.filter((wallet) => /[1-9]/.test(wallet.pending)).length
	return (
		<ServiceLanding
			{...landing}
			reply={reply?.intent === CREATE_WALLET_INTENT ? null : (reply as { result: SubmissionResult<string[]> })}
			figures={
				<ServiceFigures
					label="Crypto wallets at a glance"
					figures={[
						{ label: 'Wallets', value: wallets.length, to: `${WALLETS_PATH}/all-wallets` },
						// A deposit still counting its confirmations (app/ui/wallets/overview.tsx's 'Pending' row, docs/product/wallets.md).
						{
							label: 'Wallets with pending deposits',
							value: pendingDeposits,
							attention: pendingDeposits > 0,
							testId: 'figure-pending-deposits',
						},
						{ label: 'Assets to open', value: missing.length },
					]}
				/>
			}
		>
			<section aria-labelledby="wallets-title" className={cardClass('p-6')}>
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 id="wallets-title" className="text-lg font-semibold">
						Your wallets
					</h2>
					<Link to={`${WALLETS_PATH}/all-wallets`} className="text-sm font-semibold text-brand-700 underline">
						All wallets
					</Link>
				</div>
				{refusal && !missing.includes(refusal.asset as CryptoAsset) ? (
					<p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
						{refusal.message}
					</p>
				) : null}
				{wallets.length === 0 ? (
					<p className="mt-4 text-sm text-gray-600">You have no wallets yet: create one below.</p>
				) : (
					<ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Main wallets">
						{wallets.map((wallet) => (
							<WalletCard key={wallet.id} wallet={wallet} />
						))}
					</ul>
				)}
				{missing.length ? (
					<div className="mt-6">
						<h3 className="text-sm font-semibold text-gray-700">Create a wallet</h3>
						<RoleRefusal refusal={roleRefusal}>
							<ul className="mt-2 flex flex-col divide-y divide-gray-100" aria-label="Assets without a wallet">
								{missing.map((asset) => (
									<CreateWalletRow key={asset} asset={asset} refusal={refusal?.asset === asset ? refusal.message : null} />
								))}
							</ul>
						</RoleRefusal>
					</div>
				) : null}
			</section>
		</ServiceLanding>
	)
}

function WalletCard({ wallet }: { wallet: Wallet }) {
	const pending = /[1-9]/.test(wallet.pending)
	return (
		<li className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4" data-testid={`wallet-${wallet.asset}`}>
			<div className="flex items-baseline justify-between gap-2">
				<h3 className="font-semibold">
					<Link to={walletPath(wallet.asset)} className="underline">
						{wallet.asset} wallet
					</Link>
				</h3>
				<span className="text-xs text-gray-500">{assetName(wallet.asset)}</span>
			</div>
			<SummaryList
				numeric
				items={[
					{
						label: 'Balance',
						value: <Money value={wallet.balance} currency={wallet.asset} compact />,
						testId: 'wallet-balance',
						strong: true,
					},
					{ label: 'Value', value: <Money value={wallet.usdValue} currency="USD" compact />, testId: 'wallet-usd' },
					{
						label: 'Pending deposits',
						value: (
							<span className={pending ? 'text-amber-900' : 'text-gray-600'}>
								<Money value={wallet.pending} currency={wallet.asset} compact />
							</span>
						),
						testId: 'wallet-pending',
					},
				]}
			/>
		</li>
	)
}

function CreateWalletRow({ asset, refusal }: { asset: CryptoAsset; refusal: string | null }) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('asset') === asset
	const errorId = `create-${asset}-error`
	return (
		<li className="flex flex-col gap-2 py-3">
			<Form method="POST" className="flex flex-wrap items-center justify-between gap-3">
				<input type="hidden" name="intent" value={CREATE_WALLET_INTENT} />
				<input type="hidden" name="asset" value={asset} />
				<span className="text-sm">
					<span className="font-semibold">{asset}</span> <span className="text-gray-600">{assetName(asset)}</span>
				</span>
				<button type="submit" className={buttonClass('primary')} aria-describedby={refusal ? errorId : undefined} disabled={busy}>
					{busy ? 'Creating…' : 'Create wallet'}
					<span className="sr-only"> for {asset}</span>
				</button>
			</Form>
			{refusal ? (
				<p id={errorId} role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
					{refusal}
				</p>
			) : null}
		</li>
	)
}
