import type { FiatWallet } from '#contract/fiat/api.ts'
import { cn } from '../kit/cn.ts'
import { CopyButton } from '../kit/copy-button.tsx'
import { SummaryList } from '../kit/summary-list.tsx'

/** A wallet's virtual account: the bank details a payer needs, each copyable (with JavaScript; selectable without). */
export function VirtualAccount({ wallet, compact = false }: { wallet: FiatWallet; compact?: boolean }) {
	const rows = [
		{ label: 'Bank', value: wallet.bankName, thing: 'bank name' },
		{ label: 'Account number', value: wallet.accountNumber, thing: 'account number' },
		{ label: 'Account name', value: wallet.accountName, thing: 'account name' },
	]
	return (
		<SummaryList
			// The overview's wallet cards show the details smaller than the wallet page (the list's own size is text-sm).
			className={compact ? 'text-xs!' : undefined}
			testId="virtual-account"
			items={rows.map((row) => ({
				label: row.label,
				value: (
					<span className="flex flex-wrap items-center gap-2">
						<span
							className={cn('select-all', row.label === 'Account number' && 'font-mono')}
							data-testid={`virtual-${row.thing.replace(' ', '-')}`}
						>
							{row.value}
						</span>
						{compact ? null : <CopyButton value={row.value} thing={`${wallet.currency} ${row.thing}`} />}
					</span>
				),
			}))}
		/>
	)
}
