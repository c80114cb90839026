import { Form, Link } from '@remix-run/react'
import type { FiatCurrency } from '#contract/money/currency-list.ts'
import { FIAT_INTENTS, FIAT_PATH } from '#app/lib/fiat/labels.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { PageHeader } from '../kit/page-header.tsx'

/**
 * A supported currency without a wallet yet: the offer to open its virtual account (the overview's form,
 * posted there). Its own module, so the payout form does not load the wallet page's table and list code
 * with it (docs/decisions/121-a-lighter-frame.md).
 */
export function NoFiatWallet({ currency, refusal }: { currency: FiatCurrency; refusal: string | null }) {
	return (
		<section aria-labelledby="wallet-title" className={cardClass('mx-auto flex max-w-xl flex-col gap-4 p-6')}>
			<PageHeader titleId="wallet-title" title={`${currency} wallet`} />
			<p className="text-sm text-gray-600">You have no {currency} wallet yet. Open its virtual account to receive deposits and pay out.</p>
			<div className="flex flex-wrap items-center gap-3">
				{refusal ? (
					// A role that may not move money is told why instead (docs/product/team.md), inline as the wallet page's other reasons.
					<p className="text-sm text-gray-600" data-testid="role-refusal">
						{refusal}
					</p>
				) : (
					<Form method="POST" action={FIAT_PATH}>
						<input type="hidden" name="intent" value={FIAT_INTENTS.createWallet} />
						<input type="hidden" name="currency" value={currency} />
						<button type="submit" className={buttonClass('primary')}>
							Open virtual account<span className="sr-only"> in {currency}</span>
						</button>
					</Form>
				)}
				<Link to={FIAT_PATH} className={buttonClass('secondary')}>
					Back to fiat wallets
				</Link>
			</div>
		</section>
	)
}
