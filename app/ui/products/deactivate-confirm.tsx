import { Link, useLocation, useSearchParams } from '@remix-run/react'
import { SERVICE_NAMES, type ServiceName } from '#contract/service-names.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { withDialog, withoutDialog } from '#app/lib/shell/dialog-urls.ts'
import { buttonClass } from '../kit/button.tsx'
import { UrlDialog } from '../kit/dialog.tsx'
import { SubscriptionActionForm } from './subscription-action-form.tsx'

const DIALOG = 'deactivate'

/**
 * Deactivating a live service is irreversible for whoever depends on it, so
 * the Deactivate button is a link that asks first: `?dialog=deactivate&
 * service=<name>`, a modal with JavaScript and a section of the page
 * without. The confirmation holds the real form.
 */
export function DeactivateLink({ service, variant = 'secondary' }: { service: ServiceName; variant?: 'secondary' | 'danger' }) {
	const location = useLocation()
	return (
		<Link
			to={withDialog(location.pathname, location.search, DIALOG, { service })}
			preventScrollReset
			className={buttonClass(variant)}
			aria-label={`Deactivate ${SERVICES[service].label}`}
		>
			Deactivate
		</Link>
	)
}

/** The confirmation itself, when the URL asks for it; `action` is the route that handles the post. */
export function DeactivateConfirm({ action }: { action?: string }) {
	const [params] = useSearchParams()
	const location = useLocation()
	const service = params.get('service')
	if (params.get('dialog') !== DIALOG || !SERVICE_NAMES.includes(service as ServiceName)) return null
	const name = service as ServiceName
	const closeTo = withoutDialog(location.pathname, location.search, ['service'])
	return (
		<UrlDialog title={`Deactivate ${SERVICES[name].label}?`} labelId="deactivate-title" closeTo={closeTo}>
			<p className="text-sm text-gray-600">
				Its pages and API calls stop working until you activate it again. Nothing else changes: your subscription stays approved.
			</p>
			<div className="mt-6 flex justify-end gap-3">
				<Link to={closeTo} replace preventScrollReset className={buttonClass('secondary')}>
					Cancel
				</Link>
				<SubscriptionActionForm service={name} intent="deactivate" action={action} variant="danger" />
			</div>
		</UrlDialog>
	)
}
