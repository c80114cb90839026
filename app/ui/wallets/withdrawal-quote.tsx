import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { CryptoAsset } from '#contract/money/currency-list.ts'
import { networkLabel } from '#contract/wallets/networks.ts'
import { WITHDRAWAL_API_MESSAGES } from '#contract/wallets/withdrawal-messages.ts'
import { type WithdrawalQuote } from '#contract/wallets/withdrawals.ts'
import { productsTabUrl } from '#app/lib/settings/products-tab.ts'
import { walletPath } from '#app/lib/wallets/labels.ts'
import { QUOTE_INTENT, quoteWithdrawFields, withdrawPath, withdrawSearch } from '#app/lib/wallets/withdraw-fields.ts'
import { buttonClass } from '../kit/button.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { QuoteConfirmForm } from '../kit/quote-confirm-form.tsx'
import { QuoteAgainForm, QuoteConfirm, QuoteExpired, QuoteRefusal } from '../kit/quote-confirm.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'

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
	const money = (amount: string) => <Money value={amount} currency={quote.asset} />
	const fields = quoteWithdrawFields(quote)
	const network = networkLabel(quote.network)
	return (
		<div className="mx-auto flex max-w-6xl flex-col gap-4">
			<PageHeader title="Confirm the withdrawal" />
			<QuoteConfirm
				testId="withdrawal-quote"
				figures={[
					{ label: 'To', value: <span className="font-mono">{quote.address}</span>, testId: 'quote-address' },
					{ label: 'Network', value: network },
					{ label: 'Amount', value: money(quote.amount), testId: 'quote-amount' },
					{ label: 'Network fee', value: money(quote.networkFee), testId: 'quote-network-fee' },
					{ label: 'Service fee', value: money(quote.serviceFee), testId: 'quote-service-fee' },
					{ label: 'Total', value: money(quote.total), testId: 'quote-total', strong: true },
					{ label: `Balance on ${network} after`, value: money(quote.balanceAfter), testId: 'quote-balance-after' },
					quote.blacklistCheck
						? {
								label: 'Blacklist check',
								testId: 'quote-blacklist-fee',
								value: (
									<>
										<Money value={quote.blacklistCheck.feeUsd} currency="USD" /> from your USD funding balance ($5 fee each time)
									</>
								),
							}
						: null,
				]}
				quoteId={quote.id}
				expiresAt={quote.expiresAt}
				note={
					<>
						The total (amount and fees) is taken from this wallet&apos;s {quote.asset} on {network}.
						{quote.blacklistCheck
							? ' The blacklist check screens the address when you confirm: a blacklisted address is refused, and the fee is charged either way.'
							: null}
					</>
				}
				editTo={`${withdrawPath(quote.asset)}?${withdrawSearch(fields)}`}
			>
				<QuoteAction quote={quote} blacklistFee={blacklistFee} fields={fields}>
					<QuoteConfirmForm
						capability="money.move"
						quoteId={quote.id}
						pinExists={pinExists}
						twoFAEnabled={twoFAEnabled}
						lastResult={lastResult}
						submitLabel="Confirm withdrawal"
						things="Withdrawals are confirmed"
					/>
				</QuoteAction>
			</QuoteConfirm>
		</div>
	)
}

/** What the page offers beside the quote: the confirm form (`children`) when it can be confirmed, else why not and the way on. */
function QuoteAction({
	quote,
	blacklistFee,
	fields,
	children,
}: Pick<Props, 'quote' | 'blacklistFee'> & { fields: ReturnType<typeof quoteWithdrawFields>; children: ReactNode }) {
	if (quote.status === 'REFUSED')
		return (
			<QuoteRefusal
				title="Withdrawal refused"
				testId="quote-refused"
				tone="danger"
				actions={
					<Link to={walletPath(quote.asset)} className={buttonClass('secondary')}>
						Back to the {quote.asset} wallet
					</Link>
				}
			>
				<p>{quote.refusal ?? WITHDRAWAL_API_MESSAGES.blacklisted}</p>
			</QuoteRefusal>
		)
	if (quote.status !== 'OPEN')
		return (
			<QuoteExpired
				actions={<QuoteAgainForm action={withdrawPath(quote.asset)} fields={fields} intent={{ name: 'intent', value: QUOTE_INTENT }} />}
			>
				Quotes hold their figures for a short while only. Get a new quote for the same withdrawal to go on.
			</QuoteExpired>
		)
	if (blacklistFee && !blacklistFee.payable)
		return (
			<QuoteRefusal
				title="The blacklist check's fee cannot be paid"
				testId="blacklist-fee-unpayable"
				actions={
					<>
						<Link to="/funding-account/USD" className={buttonClass('primary')}>
							Top up USD
						</Link>
						<Link to={productsTabUrl({ product: 'wallets', screen: 'blacklist' })} className={buttonClass('secondary')}>
							Blacklist check settings
						</Link>
					</>
				}
			>
				<p>
					The blacklist check on withdrawal is on and costs <Money value={quote.blacklistCheck?.feeUsd ?? '5.00'} currency="USD" /> each
					time, but your USD funding balance is <Money value={blacklistFee.usdBalance} currency="USD" />. Top it up or turn the check off,
					then come back to this quote. Nothing has been charged.
				</p>
			</QuoteRefusal>
		)
	return <>{children}</>
}
