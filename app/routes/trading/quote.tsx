import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleAskQuote, loadQuoteForm } from '#app/server/trading/quote.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import { QuoteForm, quoteFormHandle } from '#app/ui/trading/quote-form.tsx'

export const handle = quoteFormHandle

/** A GET makes no quote: the form, filled in from the URL. The TRADING guard runs inside, beside the form's calls. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadQuoteForm(request, context)
}

/** The form's post: the provider makes the quote and its page opens; refused fields show the form again. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleAskQuote(request, context)
}

export default function QuoteFormRoute() {
	// A refused post (the form, filled in, with the reasons) wins over the loader's form, which Remix renders too without JavaScript.
	const refused = useActionData<typeof action>()
	const page = useLoaderData<typeof loader>()
	return <QuoteForm {...(refused ?? page)} />
}

export { ShellErrorBoundary as ErrorBoundary }
