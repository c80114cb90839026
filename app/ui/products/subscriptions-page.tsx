import type { Product } from '#app/lib/products/product.ts'
import { getSubscriptionRefusal } from '#app/lib/products/refusal.ts'
import type { SubmissionResult } from '../kit/form.ts'
import { PageHeader } from '../kit/page-header.tsx'
import { DeactivateConfirm } from './deactivate-confirm.tsx'
import { SubscriptionsTable } from './subscriptions-table.tsx'

/** /subscriptions: the services asked for, in any state, with activate and deactivate. */
export function SubscriptionsPage({
	subscribed,
	reply,
}: {
	subscribed: Product[]
	reply: { result: SubmissionResult<string[]> } | null | undefined
}) {
	const refusal = getSubscriptionRefusal(reply)
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title="Subscriptions" />
			<DeactivateConfirm action="/subscriptions" />
			{refusal ? (
				<p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
					{refusal.message}
				</p>
			) : null}
			<SubscriptionsTable products={subscribed} action="/subscriptions" />
		</div>
	)
}
