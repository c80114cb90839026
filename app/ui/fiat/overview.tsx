import { Form, Link, useNavigation } from '@remix-run/react'
import type { FiatWallet } from '#contract/fiat/api.ts'
import { CURRENCY_NAMES, type FiatCurrency } from '#contract/money/currency-list.ts'
import type { Subscription } from '#contract/products.ts'
import { beneficiaryFormPath, FIAT_INTENTS, fiatWalletPath, payoutPath } from '#app/lib/fiat/labels.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { Trend, type TrendPoint } from '../kit/trend.tsx'
import { ServiceFigures } from '../products/service-figures.tsx'
import { ServiceLanding } from '../products/service-landing.tsx'
import { VirtualAccount } from './virtual-account.tsx'

type Reply = { intent: string | null; result: SubmissionResult<string[]> } | null | undefined

/** The 'Open a virtual account' refusal and the currency it was for, read from the action's answer. */
function createRefusal(reply: Reply) {
	if (reply?.intent !== FIAT_INTENTS.createWallet) return null
	const message = reply.result.error?.currency?.[0] ?? reply.result.error?.['']?.[0]
	if (!message) return null
	const currency = reply.result.initialValue?.currency
	return { currency: typeof currency === 'string' ? currency.trim().toUpperCase() : null, message }
}

/**
 * The Fiat wallet's overview: one wallet per currency held, with its exact
 * balance and its virtual account (copyable), and the ways on: its page, a
 * payout, a new beneficiary; 'Open a virtual account' for every other
 * supported currency (a form post, works without JavaScript); then the
 * service's rate card and its deactivation, as on every service.
 */
export function FiatOverview({
	wallets,
	missing,
	trends = {},
	reply,
	...landing
}: {
	name: 'fcat'
	label: string
	subscription: Subscription
	wallets: FiatWallet[]
	missing: FiatCurrency[]
	/** Each wallet's last 30 days of closing balances (the ledger's histories), drawn under its figure. */
	trends?: Partial<Record<FiatCurrency, TrendPoint[]>>
	reply?: Reply
}) {
	const roleRefusal = useRoleRefusal('money.move')
	const refusal = createRefusal(reply)
	return (
		<ServiceLanding
			{...landing}
			reply={reply?.intent === FIAT_INTENTS.createWallet ? null : (reply as { result: SubmissionResult<string[]> })}
			figures={
				<ServiceFigures
					label="Fiat wallets at a glance"
					figures={[
						...wallets.map((wallet) => ({
							label: `${wallet.currency} balance`,
							value: <Money value={wallet.balance} currency={wallet.currency} />,
							to: fiatWalletPath(wallet.currency),
							testId: `figure-balance-${wallet.currency}`,
							trend: (
								<Trend
									points={trends[wallet.currency] ?? []}
									currency={wallet.currency}
									label={`${wallet.currency} balance over 30 days`}
									testId={`trend-${wallet.currency}`}
								/>
							),
						})),
						{ label: 'Currencies to open', value: missing.length },
					]}
				/>
			}
		>
			<section aria-labelledby="fiat-wallets-title" className={cardClass('p-6')}>
				<h2 id="fiat-wallets-title" className="text-lg font-semibold">
					Your fiat wallets
				</h2>
				{refusal && !missing.includes(refusal.currency as FiatCurrency) ? (
					<p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="create-wallet-error">
						{refusal.message}
					</p>
				) : null}
				{wallets.length === 0 ? (
					<p className="mt-4 text-sm text-gray-600">You have no fiat wallet yet: open a virtual account below.</p>
				) : (
					<ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label="Fiat wallets">
						{wallets.map((wallet) => (
							<WalletCard key={wallet.currency} wallet={wallet} />
						))}
					</ul>
				)}
				{missing.length ? (
					<div className="mt-6">
						<h3 className="text-sm font-semibold text-gray-700">Open a virtual account</h3>
						<p className="text-xs text-gray-500">Each currency gets its own wallet and bank account details to receive deposits.</p>
						<RoleRefusal refusal={roleRefusal}>
							<ul className="mt-2 flex flex-col divide-y divide-gray-100" aria-label="Currencies without a wallet">
								{missing.map((currency) => (
									<CreateWalletRow key={currency} currency={currency} refusal={refusal?.currency === currency ? refusal.message : null} />
								))}
							</ul>
						</RoleRefusal>
					</div>
				) : null}
			</section>
		</ServiceLanding>
	)
}

function WalletCard({ wallet }: { wallet: FiatWallet }) {
	const { currency } = wallet
	return (
		<li className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4" data-testid={`fiat-wallet-${currency}`}>
			<div className="flex items-baseline justify-between gap-2">
				<h3 className="font-semibold">
					<Link to={fiatWalletPath(currency)} className="underline">
						{currency} wallet
					</Link>
				</h3>
				<span className="text-xs text-gray-500">{CURRENCY_NAMES[currency]}</span>
			</div>
			<p className="text-xl font-semibold" data-testid="fiat-wallet-balance">
				<Money value={wallet.balance} currency={currency} compact />
			</p>
			<VirtualAccount wallet={wallet} compact />
			<div className="flex flex-wrap gap-2 text-sm">
				<Link to={payoutPath(currency)} className={buttonClass('primary')}>
					Pay out<span className="sr-only"> {currency}</span>
				</Link>
				<Link to={beneficiaryFormPath('INDIVIDUAL', currency)} className={buttonClass('secondary')}>
					Add individual<span className="sr-only"> {currency} beneficiary</span>
				</Link>
				<Link to={beneficiaryFormPath('BUSINESS', currency)} className={buttonClass('secondary')}>
					Add business<span className="sr-only"> {currency} beneficiary</span>
				</Link>
			</div>
		</li>
	)
}

function CreateWalletRow({ currency, refusal }: { currency: FiatCurrency; refusal: string | null }) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('currency') === currency
	const errorId = `create-${currency}-error`
	return (
		<li className="flex flex-col gap-2 py-3">
			<Form method="POST" className="flex flex-wrap items-center justify-between gap-3">
				<input type="hidden" name="intent" value={FIAT_INTENTS.createWallet} />
				<input type="hidden" name="currency" value={currency} />
				<span className="text-sm">
					<span className="font-semibold">{currency}</span> <span className="text-gray-600">{CURRENCY_NAMES[currency]}</span>
				</span>
				<button type="submit" className={buttonClass('secondary')} aria-describedby={refusal ? errorId : undefined} disabled={busy}>
					{busy ? 'Opening…' : 'Open virtual account'}
					<span className="sr-only"> in {currency}</span>
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
