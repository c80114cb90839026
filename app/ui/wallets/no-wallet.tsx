import { Form, Link } from '@remix-run/react'
import type { CryptoAsset } from '#contract/money/currency-list.ts'
import { CREATE_WALLET_INTENT, WALLETS_PATH } from '#app/lib/wallets/labels.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'

/**
 * A supported asset without a main wallet yet: the offer to create it (the overview's form, posted there).
 * Its own module, so the withdrawal form does not load the wallet page's table and list code with it
 * (docs/decisions/121-a-lighter-frame.md).
 */
export function NoWallet({ asset }: { asset: CryptoAsset }) {
	const refusal = useRoleRefusal('money.move')
	return (
		<section aria-labelledby="wallet-title" className={cardClass('mx-auto flex max-w-xl flex-col gap-4 p-6')}>
			<PageHeader titleId="wallet-title" title={`${asset} wallet`} />
			<p className="text-sm text-gray-600">You have no {asset} wallet yet. Create it to get a deposit address.</p>
			<RoleRefusal refusal={refusal}>
				<Form method="POST" action={WALLETS_PATH} className="flex gap-3">
					<input type="hidden" name="intent" value={CREATE_WALLET_INTENT} />
					<input type="hidden" name="asset" value={asset} />
					<button type="submit" className={buttonClass('primary')}>
						Create wallet<span className="sr-only"> for {asset}</span>
					</button>
					<Link to={WALLETS_PATH} className={buttonClass('secondary')}>
						Back to wallets
					</Link>
				</Form>
			</RoleRefusal>
		</section>
	)
}
