import { ProviderError } from '../provider/client.server.ts'

/** The shell's 404 page, for an id or currency this user has nothing under. */
export function notFound(): never {
	throw new Response('Not found', { status: 404 })
}

/**
 * Runs a provider call for one record; the provider's 404 (someone else's
 * id, or none at all) or 400 (an id it cannot even read) becomes the 404
 * page, so nobody learns whether another integrator's record exists.
 */
export async function findOr404<T>(call: () => Promise<T>): Promise<T> {
	try {
		return await call()
	} catch (error) {
		if (error instanceof ProviderError && (error.status === 404 || error.status === 400)) notFound()
		throw error
	}
}
