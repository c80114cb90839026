import { Agent, request } from 'undici'

/** How long the provider has to answer the probe. */
export const READINESS_TIMEOUT_MS = 2_000
/** How long an answer stands: a load balancer polling every second costs the provider one probe per this. */
export const READINESS_CACHE_MS = 3_000

export type ReadinessAnswer = { ready: true } | { ready: false; reason: string }

export type Readiness = {
	/** Whether the dashboard can serve its pages now: the provider answered (a cached answer, or one probe). */
	check(): Promise<ReadinessAnswer>
}

/**
 * Readiness, as opposed to liveness (/healthz): can this process serve a
 * page, i.e. does its provider answer? The provider's /healthz is asked with
 * a short timeout; any answer below 500 counts (a provider without that path
 * still answered), a 5xx, a refused connection or silence do not. The answer
 * is kept for a few seconds and only one probe is in flight at a time, so
 * any number of probes from load balancers cost the provider one request per
 * READINESS_CACHE_MS. The probe has its own connection, not the pages' pool:
 * a busy pool must not read as a dead provider.
 */
export function createReadiness({
	providerUrl,
	knownDown,
	now = () => performance.now(),
}: {
	providerUrl: string
	/** A reason the dashboard is not ready without asking (shutting down, the embedded sandbox restarting), or null. */
	knownDown: () => string | null
	now?: () => number
}): Readiness {
	const target = `${providerUrl}/healthz`
	const dispatcher = new Agent({ connections: 1, keepAliveTimeout: READINESS_CACHE_MS * 2 })
	let cached: { answer: ReadinessAnswer; at: number } | null = null
	let inFlight: Promise<ReadinessAnswer> | null = null

	async function probe(): Promise<ReadinessAnswer> {
		try {
			const answer = await request(target, { dispatcher, signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) })
			await answer.body.dump()
			if (answer.statusCode >= 500) return { ready: false, reason: `the provider answered ${answer.statusCode} at ${target}` }
			return { ready: true }
		} catch (error) {
			const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
			const detail = timedOut ? `did not answer within ${READINESS_TIMEOUT_MS / 1000} s` : `could not be reached (${describe(error)})`
			return { ready: false, reason: `the provider at ${providerUrl} ${detail}` }
		}
	}

	return {
		async check() {
			const down = knownDown()
			if (down) return { ready: false, reason: down }
			if (cached && now() - cached.at < READINESS_CACHE_MS) return cached.answer
			inFlight ??= probe().then((answer) => {
				cached = { answer, at: now() }
				inFlight = null
				return answer
			})
			return inFlight
		},
	}
}

/** The error's code (ECONNREFUSED, ENOTFOUND …) or message; never a stack. */
function describe(error: unknown) {
	const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
	const code = (cause as NodeJS.ErrnoException | null)?.code
	if (code) return code
	return cause instanceof Error ? cause.message : String(cause)
}
