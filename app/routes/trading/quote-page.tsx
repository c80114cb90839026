import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleAcceptQuote, loadQuotePage } from '#app/server/trading/quote.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import { QuotePage, quotePageHandle } from '#app/ui/trading/quote-page.tsx'

export const handle = quotePageHandle

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return loadQuotePage(request, context, params.quoteId)
}

export async function action({ request, context, params }: ActionFunctionArgs) {
	return handleAcceptQuote(request, context, params.quoteId)
}

export default function QuotePageRoute() {
	const reply = useActionData<typeof action>()
	return <QuotePage {...useLoaderData<typeof loader>()} lastResult={reply?.result} />
}

export { ShellErrorBoundary as ErrorBoundary }
