import type { ReactNode } from 'react'
import type { PayoutBeneficiary } from '#contract/fiat/payouts.ts'

/** Who a payout pays, as its quote and its approval request show it: the name, the account's name, where the money goes. */
export function PayeeLines({
	payee,
	children,
}: {
	payee: Pick<PayoutBeneficiary, 'name' | 'accountName' | 'destination'>
	children?: ReactNode
}) {
	return (
		<>
			<span className="font-semibold">{payee.name}</span>
			<br />
			{payee.accountName}
			<br />
			<span className="font-mono text-xs">{payee.destination}</span>
			{children}
		</>
	)
}
