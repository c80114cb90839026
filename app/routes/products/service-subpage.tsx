import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleServiceSettingsAction, loadServiceSubpage } from '#app/server/products/service-subpage.server.ts'
import { serviceSubpageHandle, ServiceSubpage } from '#app/ui/products/service-pages.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'

/** A service's Settings page, listed once per service in app/routes.ts (the URL says which); Pricing is service-pricing.tsx, with nothing to post. */
export const handle = serviceSubpageHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
	// The service guard runs inside, beside the rate card's call on Pricing (one provider round trip).
	return loadServiceSubpage(request, context)
}

/** Settings' one post: the service's deactivation, asked first. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleServiceSettingsAction(request, context)
}

export default function ServiceSubpageRoute() {
	return <ServiceSubpage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
