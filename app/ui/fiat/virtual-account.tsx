import type { FiatWallet } from '#contract/fiat/api.ts'
import { cn } from '../kit/cn.ts'
import { CopyButton } from '../kit/copy-button.tsx'

/** A wallet's virtual account: the bank details a payer needs, each copyable (with JavaScript; selectable without). */
export function VirtualAccount({ wallet, compact = false }: { wallet: FiatWallet; compact?: boolean }) {
	const rows = [
		{ label: 'Bank', value: wallet.bankName, thing: 'bank name' },
		{ label: 'Account number', value: wallet.accountNumber, thing: 'account number' },
		{ label: 'Account name', value: wallet.accountName, thing: 'account name' },
	]
	return (
		<dl className={cn('grid grid-cols-[auto_1fr] gap-x-4 gap-y-1', compact ? 'text-xs' : 'text-sm')} data-testid="virtual-account">
			{rows.map((row) => (
				<div key={row.label} className="contents">
					<dt className="text-gray-500">{row.label}</dt>
					<dd className="flex flex-wrap items-center gap-2">
						<span
							className={cn('select-all', row.label === 'Account number' && 'font-mono')}
							data-testid={`virtual-${row.thing.replace(' ', '-')}`}
						>
							{row.value}
						</span>
						{compact ? null : <CopyButton value={row.value} thing={`${wallet.currency} ${row.thing}`} />}
					</dd>
				</div>
			))}
		</dl>
	)
}
