import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleConfirmScreening, loadScreeningQuote } from '#app/server/compliance/screening-quote.server.ts'
import { screeningHandle } from '#app/ui/compliance/screening-handle.ts'
import { ScreeningQuoteView } from '#app/ui/compliance/screening-quote.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandleByPath = {
	byPath: (pathname) => screeningHandle(pathname, (title) => `Confirm the ${title.toLowerCase()}`),
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadScreeningQuote(request, context, params.quoteId)
}

/** 'Confirm and pay': the quote's one screening, however often posted. */
export async function action({ request, context, params }: ActionFunctionArgs) {
	return handleConfirmScreening(request, context, params.quoteId)
}

export default function ScreeningQuoteRoute() {
	const reply = useActionData<typeof action>()
	return <ScreeningQuoteView {...useLoaderData<typeof loader>()} lastResult={reply?.result} />
}

export { ShellErrorBoundary as ErrorBoundary }
