import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleServiceLandingAction, loadServiceLanding } from '#app/server/products/service-landing.server.ts'
import { serviceHandle, ServiceLandingPage } from '#app/ui/products/service-landing.tsx'

export const handle = serviceHandle('fcat')

export async function loader({ request }: LoaderFunctionArgs) {
	return loadServiceLanding(request, 'fcat')
}

export async function action({ request }: ActionFunctionArgs) {
	return handleServiceLandingAction(request, 'fcat')
}

export default ServiceLandingPage
