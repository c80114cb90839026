import { ProviderUnavailableError } from './provider/client.server.ts'

/** Thrown when the provider cannot be reached; the root error boundary shows the network-issue page. */
export function networkIssueResponse() {
	// No body: one call's failure reaches every loader awaiting it (the request's one profile call, shared by
	// the root and the page), and Remix reads the body of what each throws; a body is read once, and the
	// second read was an unhandled 'TypeError: Body is unusable' (docs/decisions/108). The page is the status.
	return new Response(null, { status: 503, statusText: 'Service Unavailable' })
}

/** For pages without a user: an unreachable provider becomes the 503 network-issue page. */
export async function orNetworkIssue<T>(call: Promise<T>): Promise<T> {
	try {
		return await call
	} catch (error) {
		if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
		throw error
	}
}
