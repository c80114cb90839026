import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { readDocumentRequestId, RequestIdProvider } from '#app/ui/shell/request-reference.tsx'

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			{/* The id the server printed on an error page, so hydration renders the same text. */}
			<RequestIdProvider value={readDocumentRequestId()}>
				<RemixBrowser />
			</RequestIdProvider>
		</StrictMode>,
	)
})
