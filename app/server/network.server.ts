import { ProviderUnavailableError } from './provider/client.server.ts'

/** Thrown when the provider cannot be reached; the root error boundary shows the network-issue page. */
export function networkIssueResponse() {
	return new Response('The provider could not be reached.', { status: 503, statusText: 'Service Unavailable' })
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
