import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { ServiceName } from '#contract/products.ts'
import type { SubscriptionAction } from '#app/lib/products/schemas.ts'
import { SubmitButton } from '../kit/button.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'

const LABELS: Record<SubscriptionAction['intent'], { label: string; pending: string }> = {
	subscribe: { label: 'Subscribe', pending: 'Subscribing...' },
	activate: { label: 'Activate', pending: 'Activating...' },
	deactivate: { label: 'Deactivate', pending: 'Deactivating...' },
}

/**
 * One subscription change as a plain form post (`intent` + `service`), so it
 * works without JavaScript; with it, only this form's button shows that it is
 * working. `children` go above the button (the documents to accept).
 */
export function SubscriptionActionForm({
	service,
	intent,
	action,
	variant,
	className,
	children,
}: {
	service: ServiceName
	intent: SubscriptionAction['intent']
	/** The route whose action handles it; the current route when omitted. */
	action?: string
	variant?: 'primary' | 'secondary' | 'danger'
	className?: string
	children?: ReactNode
}) {
	const refusal = useRoleRefusal('services.manage')
	if (refusal) return <RoleRefusal refusal={refusal} className={className} />
	return (
		<Form method="POST" action={action} className={className}>
			<input type="hidden" name="service" value={service} />
			{children}
			<div>
				<SubmitButton
					name="intent"
					value={intent}
					variant={variant}
					pendingWhen={(formData) => formData.get('service') === service}
					pendingLabel={LABELS[intent].pending}
				>
					{LABELS[intent].label}
				</SubmitButton>
			</div>
		</Form>
	)
}
