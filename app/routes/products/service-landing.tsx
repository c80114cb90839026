import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { serviceAt } from '#app/lib/products/services.ts'
import { handleServiceLandingAction, loadServiceLanding } from '#app/server/products/service-landing.server.ts'
import { requireServiceNameAt, requireServiceWith } from '#app/server/service-guard.server.ts'
import { serviceHandle, ServiceLanding } from '#app/ui/products/service-landing.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandleByPath = { byPath: (pathname) => serviceHandle(serviceAt(pathname) ?? 'trading') }

export async function loader({ request, context }: LoaderFunctionArgs) {
	// The service guard runs inside, beside the rate card's call (one provider round trip).
	return loadServiceLanding(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const { user } = await requireServiceWith(request, context, requireServiceNameAt(request))
	return handleServiceLandingAction(request, user)
}

export default function ServiceLandingPage() {
	return <ServiceLanding {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
