import { useFetchers, useNavigation } from '@remix-run/react'
import { createContext, useContext, useEffect } from 'react'

/**
 * The id of the request that rendered the document, for the "Reference"
 * line of the 500 page: what a user quotes to support, and what the
 * dashboard's access log line and the provider's log carry.
 *
 * The server provides it (entry.server.tsx, from the request). The browser
 * reads it back from the error page it hydrates (entry.client.tsx), so both
 * render the same text. Once the browser navigates or submits on its own, an
 * error page it renders belongs to a request whose id it never saw: it then
 * shows no reference rather than the document's.
 */
const RequestIdContext = createContext('')
export const RequestIdProvider = RequestIdContext.Provider

/** The element of the error page that holds the id. */
export const REQUEST_REFERENCE_ID = 'request-reference'

/** In the browser: the id the server printed on the error page it sent, or ''. */
export function readDocumentRequestId() {
	return document.getElementById(REQUEST_REFERENCE_ID)?.textContent ?? ''
}

let navigatedInBrowser = false

/** The document's request id while the page shown is still the one the server rendered, else ''. */
export function useDocumentRequestId() {
	const id = useContext(RequestIdContext)
	return navigatedInBrowser ? '' : id
}

/** Rendered once in the root layout: notes the first navigation or fetcher the browser runs itself. */
export function useForgetDocumentRequestIdOnNavigation() {
	const navigation = useNavigation()
	const fetchers = useFetchers()
	const busy = navigation.state !== 'idle' || fetchers.length > 0
	useEffect(() => {
		if (busy) navigatedInBrowser = true
	}, [busy])
}
