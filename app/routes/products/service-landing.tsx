import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleServiceLandingAction, loadServiceLanding } from '#app/server/products/service-landing.server.ts'
import { requireService } from '#app/server/service-guard.server.ts'
import { serviceHandle, ServiceLanding } from '#app/ui/products/service-landing.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'

export const handle = serviceHandle('trading')

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireService(request, context, 'trading')
	return loadServiceLanding(request, user, 'trading')
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireService(request, context, 'trading')
	return handleServiceLandingAction(request, user)
}

export default function TradingPage() {
	return <ServiceLanding {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
