import { productsTabIntent } from '#app/lib/settings/intents.ts'
import { RoleRefusal } from '../../kit/role-refusal.tsx'
import { Toggle } from '../../kit/toggle.tsx'
import { SubScreenHeader } from './sub-screen-header.tsx'

/** Blacklist checks: one toggle; each check costs $5. A role that may not change it sees it disabled, with the reason (record 135). */
export function BlacklistCheck({
	product,
	back,
	checked,
	refusal,
}: {
	product: { label: string }
	back: string
	checked: boolean
	refusal: string | null
}) {
	return (
		<div className="flex flex-col gap-3">
			<SubScreenHeader back={back} product={product.label} title="Blacklist checks" />
			<Toggle
				name="checkBlacklistOnWithdrawal"
				intent={productsTabIntent.blacklist}
				checked={checked}
				label="Check withdrawal addresses against blacklists"
				description="$5 fee each time"
				disabled={refusal !== null}
				disabledWhenOffline
			/>
			<RoleRefusal refusal={refusal} />
		</div>
	)
}
