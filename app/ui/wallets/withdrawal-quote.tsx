import type { SubmissionResult } from '../kit/form.ts'
import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { CryptoAsset } from '#contract/money/currency-list.ts'
import { networkLabel } from '#contract/wallets/networks.ts'
import { WITHDRAWAL_API_MESSAGES, type WithdrawalQuote } from '#contract/wallets/withdrawals.ts'
import { formatDateTime, formatExactMoney } from '#app/lib/money/format.ts'
import { productsTabUrl } from '#app/lib/settings/products-tab.ts'
import { walletPath } from '#app/lib/wallets/labels.ts'
import { QUOTE_INTENT, quoteWithdrawFields, withdrawPath, withdrawSearch } from '#app/lib/wallets/withdraw.ts'
import { Button, buttonClass } from '../kit/button.tsx'
import { ConfirmWithPin } from '../money/confirm-with-pin.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'
import { cardClass } from '../kit/card.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { Money } from '../kit/money.tsx'

/** '/product/wallet-service/BTC/withdraw/wqt_…' → 'Confirm the withdrawal', under 'Withdraw BTC'. */
export function withdrawalQuoteHandle(pathname: string): RouteHandle {
	const asset = decodeURIComponent(pathname.split('/')[3] ?? '')
	return {
		title: 'Confirm the withdrawal',
		serviceName: 'Wallet',
		ancestor: { title: `Withdraw ${asset}`, to: withdrawPath(asset as CryptoAsset) },
	}
}

type Props = {
	quote: WithdrawalQuote
	pinExists: boolean
	twoFAEnabled: boolean
	/** With the blacklist check on: the USD funding balance its fee comes from, and whether it covers the fee. */
	blacklistFee: { usdBalance: string; payable: boolean } | null
	/** The confirm post's answer when it was refused. */
	lastResult: SubmissionResult<string[]> | undefined
}

/**
 * /product/wallet-service/:asset/withdraw/:quoteId: the provider's quote
 * (destination, amount, network fee, service fee, total and the balance
 * after on that network, every figure exact; with the blacklist check on, its
 * $5.00 fee and the USD balance it comes from), 'Edit' back to the form, and
 * the confirm form with the PIN (and the authenticator code when 2FA is on).
 * An expired quote offers a new one with the same fields; a quote the
 * blacklist refused says so and offers nothing to confirm; a fee that cannot
 * be paid is said before anything is charged.
 */
export function WithdrawalQuoteView({ quote, pinExists, twoFAEnabled, blacklistFee, lastResult }: Props) {
	const money = (amount: string) => formatExactMoney(amount, quote.asset)
	const fields = quoteWithdrawFields(quote)
	const network = networkLabel(quote.network)
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title="Confirm the withdrawal" />
			<section aria-labelledby="quote-title" className={cardClass('p-6')}>
				<h2 id="quote-title" className="text-sm font-semibold text-gray-500 uppercase">
					Quote
				</h2>
				<dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="withdrawal-quote">
					<dt className="text-gray-500">To</dt>
					<dd className="font-mono break-all" data-testid="quote-address">
						{quote.address}
					</dd>
					<dt className="text-gray-500">Network</dt>
					<dd>{network}</dd>
					<dt className="text-gray-500">Amount</dt>
					<dd data-testid="quote-amount">{money(quote.amount)}</dd>
					<dt className="text-gray-500">Network fee</dt>
					<dd data-testid="quote-network-fee">{money(quote.networkFee)}</dd>
					<dt className="text-gray-500">Service fee</dt>
					<dd data-testid="quote-service-fee">{money(quote.serviceFee)}</dd>
					<dt className="text-gray-500">Total</dt>
					<dd className="font-semibold" data-testid="quote-total">
						{money(quote.total)}
					</dd>
					<dt className="text-gray-500">Balance on {network} after</dt>
					<dd data-testid="quote-balance-after">{money(quote.balanceAfter)}</dd>
					{quote.blacklistCheck ? (
						<>
							<dt className="text-gray-500">Blacklist check</dt>
							<dd data-testid="quote-blacklist-fee">
								<Money value={quote.blacklistCheck.feeUsd} currency="USD" /> from your USD funding balance ($5 fee each time)
							</dd>
						</>
					) : null}
					<dt className="text-gray-500">Quote ID</dt>
					<dd className="font-mono text-xs break-all" data-testid="quote-id">
						{quote.id}
					</dd>
					<dt className="text-gray-500">Valid until</dt>
					<dd>{formatDateTime(quote.expiresAt)}</dd>
				</dl>
				<p className="mt-4 text-xs text-gray-500">
					The total (amount and fees) is taken from this wallet&apos;s {quote.asset} on {network}.
					{quote.blacklistCheck
						? ' The blacklist check screens the address when you confirm: a blacklisted address is refused, and the fee is charged either way.'
						: null}
				</p>
				<Link to={`${withdrawPath(quote.asset)}?${withdrawSearch(fields)}`} className={buttonClass('secondary', 'mt-4')}>
					Edit
				</Link>
			</section>
			<QuoteAction quote={quote} blacklistFee={blacklistFee} fields={fields}>
				<ConfirmWithPin
					quoteId={quote.id}
					pinExists={pinExists}
					twoFAEnabled={twoFAEnabled}
					lastResult={lastResult}
					submitLabel="Confirm withdrawal"
					things="Withdrawals"
				/>
			</QuoteAction>
		</div>
	)
}

const ALERT = cardClass('p-6 text-sm', 'warning')

/** What the page offers under the quote: the confirm form (`children`) when it can be confirmed, else why not and the way on. */
function QuoteAction({
	quote,
	blacklistFee,
	fields,
	children,
}: Pick<Props, 'quote' | 'blacklistFee'> & { fields: ReturnType<typeof quoteWithdrawFields>; children: ReactNode }) {
	if (quote.status === 'REFUSED')
		return (
			<section role="alert" className={cardClass('p-6 text-sm', 'danger')} data-testid="quote-refused">
				<h2 className="font-semibold">Withdrawal refused</h2>
				<p className="mt-1">{quote.refusal ?? WITHDRAWAL_API_MESSAGES.blacklisted}</p>
				<Link to={walletPath(quote.asset)} className={buttonClass('secondary', 'mt-3')}>
					Back to the {quote.asset} wallet
				</Link>
			</section>
		)
	if (quote.status !== 'OPEN')
		return (
			<section role="alert" className={ALERT} data-testid="quote-expired">
				<h2 className="font-semibold">This quote has expired</h2>
				<p className="mt-1">Quotes hold their figures for a short while only. Get a new quote for the same withdrawal to go on.</p>
				<Form method="POST" action={withdrawPath(quote.asset)} className="mt-3">
					{Object.entries(fields).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
					<Button type="submit" name="intent" value={QUOTE_INTENT}>
						Get a new quote
					</Button>
				</Form>
			</section>
		)
	if (blacklistFee && !blacklistFee.payable)
		return (
			<section role="alert" className={ALERT} data-testid="blacklist-fee-unpayable">
				<h2 className="font-semibold">The blacklist check&apos;s fee cannot be paid</h2>
				<p className="mt-1">
					The blacklist check on withdrawal is on and costs <Money value={quote.blacklistCheck?.feeUsd ?? '5.00'} currency="USD" /> each
					time, but your USD funding balance is <Money value={blacklistFee.usdBalance} currency="USD" />. Top it up or turn the check off,
					then come back to this quote. Nothing has been charged.
				</p>
				<div className="mt-3 flex flex-wrap gap-3">
					<Link to="/funding-account/USD" className={buttonClass('primary')}>
						Top up USD
					</Link>
					<Link to={productsTabUrl({ product: 'wallets', screen: 'blacklist' })} className={buttonClass('secondary')}>
						Blacklist check settings
					</Link>
				</div>
			</section>
		)
	return <>{children}</>
}
