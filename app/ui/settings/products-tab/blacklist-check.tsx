import { productsTabIntent } from '#app/lib/settings/intents.ts'
import { Toggle } from '../../kit/toggle.tsx'
import { SubScreenHeader } from './sub-screen-header.tsx'

/** Blacklist checks: one toggle; each check costs $5. */
export function BlacklistCheck({ product, back, checked }: { product: { label: string }; back: string; checked: boolean }) {
	return (
		<div className="flex flex-col gap-3">
			<SubScreenHeader back={back} product={product.label} title="Blacklist checks" />
			<Toggle
				name="checkBlacklistOnWithdrawal"
				intent={productsTabIntent.blacklist}
				checked={checked}
				label="Check withdrawal addresses against blacklists"
				description="$5 fee each time"
				disabledWhenOffline
			/>
		</div>
	)
}
