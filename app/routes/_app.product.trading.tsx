import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleServiceLandingAction, loadServiceLanding } from '#app/server/products/service-landing.server.ts'
import { serviceHandle, ServiceLandingPage } from '#app/ui/products/service-landing.tsx'

export const handle = serviceHandle('trading')

export async function loader({ request }: LoaderFunctionArgs) {
	return loadServiceLanding(request, 'trading')
}

export async function action({ request }: ActionFunctionArgs) {
	return handleServiceLandingAction(request, 'trading')
}

export default ServiceLandingPage
