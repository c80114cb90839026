import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadServiceSubpage } from '#app/server/products/service-subpage.server.ts'
import { serviceSubpageHandle, ServiceSubpage } from '#app/ui/products/service-pages.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'

/** A service's Pricing page (its rate card), listed once per service in app/routes.ts; it has nothing to post. */
export const handle = serviceSubpageHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
	// The service guard runs inside, beside the rate card's call (one provider round trip).
	return loadServiceSubpage(request, context)
}

export default function ServicePricingRoute() {
	return <ServiceSubpage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
