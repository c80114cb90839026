import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleScreeningToolAction, loadScreeningTool } from '#app/server/compliance/screening.server.ts'
import { screeningHandle } from '#app/ui/compliance/screening-handle.ts'
import { ScreeningPage } from '#app/ui/compliance/screening-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

/** One module for the four screening tools (app/routes.ts lists it once per tool); the URL says which. */
export const handle: RouteHandleByPath = { byPath: (pathname) => screeningHandle(pathname) }

/** A GET makes no quote: the form, the figures and the history. The COMPLIANCE guard runs inside, beside them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadScreeningTool(request, context)
}

/** 'Get quote' and 'Upload and get quote': the provider makes the quote and its page opens; a refusal shows the form again. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleScreeningToolAction(request, context)
}

export default function ScreeningRoute() {
	return <ScreeningPage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }
