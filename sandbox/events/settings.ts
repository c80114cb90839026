/**
 * How the sandbox delivers webhooks (SANDBOX_WEBHOOK_* in sandbox/env.ts):
 * each attempt's time limit, the waits before each retry (their number is the
 * number of retries) and which addresses it may send to
 * (docs/decisions/097-webhook-destinations.md).
 */
export type WebhookReach = 'loopback' | 'public'

export type WebhookSettings = {
	/** An attempt that has no full answer within this is a failure (a slow receiver cannot hold the worker). */
	timeoutMs: number
	/** The wait before each retry after a failed attempt: [first retry, second, …]. */
	retryDelaysMs: number[]
	/** 'loopback': this machine only; 'public': also https receivers on public addresses, never private ones. */
	reach: WebhookReach
	/** How often the worker looks for due deliveries. */
	pollMs: number
	/**
	 * The ports the provider listens on (the sandbox's own, the dashboard's): no
	 * webhook goes to them on this machine, whatever the reach
	 * (docs/decisions/103-webhooks-never-reach-the-provider.md). The sandbox adds
	 * its port once it listens.
	 */
	ownPorts: number[]
}

export const WEBHOOK_TIMEOUT_MS_DEFAULT = 5_000
/** 30 s, 2 min, 10 min, 1 h, 6 h: five retries, the last about seven hours after the first attempt. */
export const WEBHOOK_RETRY_SECONDS_DEFAULT = [30, 120, 600, 3_600, 21_600]

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
	timeoutMs: WEBHOOK_TIMEOUT_MS_DEFAULT,
	retryDelaysMs: WEBHOOK_RETRY_SECONDS_DEFAULT.map((seconds) => seconds * 1000),
	reach: 'loopback',
	pollMs: 1_000,
	ownPorts: [],
}

/** The first attempt and every retry. */
export const maxAttempts = (settings: Pick<WebhookSettings, 'retryDelaysMs'>) => settings.retryDelaysMs.length + 1
