import { Form, Link, useNavigation } from '@remix-run/react'
import type { Subscription } from '#contract/products.ts'
import type { TradingQuote, TradingWallet } from '#contract/trading/api.ts'
import type { TradingCurrency } from '#contract/trading/pairs.ts'
import { counterpartLabel, currencyName, OPEN_WALLET_INTENT, ORDERS_PATH, QUOTE_FORM_PATH, TRANSFER_PATH } from '#app/lib/trading/labels.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { ServiceFigures } from '../products/service-figures.tsx'
import { ServiceLanding } from '../products/service-landing.tsx'
import { OrdersTable } from './orders-table.tsx'

type Reply = { intent: string | null; result: SubmissionResult<string[]> } | null | undefined

/** The 'Open wallet' refusal, read from the action's answer. */
function openRefusal(reply: Reply) {
	if (reply?.intent !== OPEN_WALLET_INTENT) return null
	return reply.result.error?.currency?.[0] ?? reply.result.error?.['']?.[0] ?? null
}

/**
 * The Trading service's overview: each trading wallet with its exact
 * balance and its way in and out ('Transfer'), 'Open wallet' for the
 * currencies not held, 'Request a quote', the latest orders; then the
 * service's state, rate card and deactivation, as on every service.
 */
export function TradingOverview({
	wallets,
	missing,
	orders,
	reply,
	...landing
}: {
	name: 'trading'
	label: string
	subscription: Subscription
	wallets: TradingWallet[]
	missing: TradingCurrency[]
	orders: TradingQuote[]
	reply?: Reply
}) {
	const roleRefusal = useRoleRefusal('money.move')
	const refusal = openRefusal(reply)
	return (
		<ServiceLanding
			{...landing}
			reply={reply?.intent === OPEN_WALLET_INTENT ? null : (reply as { result: SubmissionResult<string[]> })}
			actions={
				<>
					<Link to={QUOTE_FORM_PATH} className={buttonClass('primary')}>
						Request a quote
					</Link>
					<Link to={TRANSFER_PATH} className={buttonClass('secondary')}>
						Transfer
					</Link>
				</>
			}
			figures={
				<ServiceFigures
					label="Trading at a glance"
					figures={[
						{ label: 'Trading wallets', value: wallets.length },
						{
							label: 'Open quotes',
							value: orders.filter((order) => order.status === 'OPEN').length,
							to: ORDERS_PATH,
							attention: orders.some((order) => order.status === 'OPEN'),
						},
						{ label: 'Settled of the latest orders', value: orders.filter((order) => order.status === 'SETTLED').length, to: ORDERS_PATH },
						{ label: 'Currencies to open', value: missing.length },
					]}
				/>
			}
		>
			<section aria-labelledby="trading-wallets-title" className={cardClass('p-6')}>
				<div className="flex flex-wrap items-center justify-between gap-3">
					<h2 id="trading-wallets-title" className="text-lg font-semibold">
						Trading wallets
					</h2>
				</div>
				{refusal ? (
					<p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
						{refusal}
					</p>
				) : null}
				{wallets.length === 0 ? (
					<p className="mt-4 text-sm text-gray-600">You have no trading wallets yet: open one below, or transfer money in.</p>
				) : (
					<ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Trading wallets">
						{wallets.map((wallet) => (
							<li
								key={wallet.currency}
								className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4"
								data-testid={`trading-wallet-${wallet.currency}`}
							>
								<div className="flex items-baseline justify-between gap-2">
									<h3 className="font-semibold">{wallet.currency}</h3>
									<span className="text-xs text-gray-500">{currencyName(wallet.currency)}</span>
								</div>
								<p className="text-lg font-semibold" data-testid="trading-balance">
									<Money value={wallet.balance} currency={wallet.currency} compact />
								</p>
								<Link to={`${TRANSFER_PATH}?currency=${wallet.currency}`} className="text-xs text-brand-700 underline">
									Transfer with your {counterpartLabel(wallet.currency)}
								</Link>
							</li>
						))}
					</ul>
				)}
				{missing.length ? (
					<div className="mt-6">
						<h3 className="text-sm font-semibold text-gray-700">Open a trading wallet</h3>
						<RoleRefusal refusal={roleRefusal}>
							<ul className="mt-2 flex flex-wrap gap-2" aria-label="Currencies without a trading wallet">
								{missing.map((currency) => (
									<OpenWallet key={currency} currency={currency} />
								))}
							</ul>
						</RoleRefusal>
					</div>
				) : null}
			</section>

			<section aria-labelledby="orders-title" className="flex flex-col gap-3">
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 id="orders-title" className="text-lg font-semibold">
						Latest orders
					</h2>
					<Link to={ORDERS_PATH} className="text-sm font-semibold text-brand-700 underline">
						All orders
					</Link>
				</div>
				{orders.length ? <OrdersTable orders={orders} caption="Latest orders" /> : <EmptyState message="Nothing to show here yet" />}
			</section>
		</ServiceLanding>
	)
}

function OpenWallet({ currency }: { currency: TradingCurrency }) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('currency') === currency
	return (
		<li>
			<Form method="POST">
				<input type="hidden" name="intent" value={OPEN_WALLET_INTENT} />
				<input type="hidden" name="currency" value={currency} />
				<button type="submit" className={buttonClass('secondary')} disabled={busy}>
					{busy ? 'Opening…' : 'Open wallet'}
					<span className="sr-only"> for {currency}</span>
					<span aria-hidden="true"> {currency}</span>
				</button>
			</Form>
		</li>
	)
}
