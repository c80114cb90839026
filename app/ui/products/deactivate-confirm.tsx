import { useSearchParams } from '@remix-run/react'
import { SERVICE_NAMES, type ServiceName } from '#contract/service-names.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { buttonClass } from '../kit/button.tsx'
import { ConfirmAction, ConfirmActionLink } from '../kit/confirm-action.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'

const DIALOG = 'deactivate'

/**
 * Deactivating a live service is irreversible for whoever depends on it, so
 * the Deactivate button is a link that asks first: `?dialog=deactivate&
 * service=<name>`, a modal with JavaScript and a section of the page
 * without. The confirmation holds the real form.
 */
export function DeactivateLink({ service, variant = 'secondary' }: { service: ServiceName; variant?: 'secondary' | 'danger' }) {
	const refusal = useRoleRefusal('services.manage')
	if (refusal) return <RoleRefusal refusal={refusal} />
	return (
		<ConfirmActionLink
			param="dialog"
			what={DIALOG}
			item={{ service }}
			className={buttonClass(variant)}
			label={`Deactivate ${SERVICES[service].label}`}
		>
			Deactivate
		</ConfirmActionLink>
	)
}

/** The confirmation itself, when the URL asks for it; `action` is the route that handles the post. */
export function DeactivateConfirm({ action }: { action?: string }) {
	const [params] = useSearchParams()
	const refusal = useRoleRefusal('services.manage')
	const service = params.get('service')
	if (refusal) return null
	if (!SERVICE_NAMES.includes(service as ServiceName)) return null
	const name = service as ServiceName
	return (
		<ConfirmAction
			param="dialog"
			what={DIALOG}
			itemKeys={['service']}
			title={`Deactivate ${SERVICES[name].label}?`}
			labelId="deactivate-title"
			action={action}
			fields={{ service: name }}
			confirm={null}
			intent="deactivate"
			submitLabel="Deactivate"
			pendingLabel="Deactivating..."
			keepLabel="Cancel"
		>
			<p className="text-sm text-gray-600">
				Its pages and API calls stop working until you activate it again. Nothing else changes: your subscription stays approved.
			</p>
		</ConfirmAction>
	)
}
