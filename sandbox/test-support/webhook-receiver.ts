import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real webhook receiver for the tests (sandbox suites and Playwright
 * specs): an HTTP server on a free port of 127.0.0.1 that checks each
 * delivery's signature the way docs/webhooks.md#signature tells integrators to, answers 200
 * (or 400 to a bad signature), and keeps what it got. It can answer 500 or
 * slowly on purpose, and be stopped and started again on the same port, so
 * deliveries fail and succeed for real. It shares no code with the sandbox's
 * signing: it checks the scheme, not the implementation.
 */

/**
 * The check of docs/webhooks.md#signature, line for line: the header's `t` and `v1`, the HMAC of
 * `<t>.<raw body>` under the secret, compared in constant time, and a
 * timestamp no older than five minutes (a replayed delivery is refused).
 */
export function verifyWebhookSignature(secret: string, header: string | undefined, rawBody: string, nowSeconds = Date.now() / 1000) {
	const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]))
	const timestamp = Number(parts.t)
	if (!parts.v1 || !Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false
	const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest()
	const given = Buffer.from(parts.v1, 'hex')
	return given.length === expected.length && timingSafeEqual(given, expected)
}

export type Received = {
	headers: Record<string, string | string[] | undefined>
	body: string
	/** The parsed body (the event), null when it was not JSON. */
	event: { id: string; type: string; createdAt: string; data: Record<string, unknown> } | null
	signatureValid: boolean
}

/** How it answers: 200 (400 to a bad signature), a failure status, late, or not until `release()`. */
export type ReceiverMode = { kind: 'ok' } | { kind: 'fail'; status: number } | { kind: 'slow'; ms: number } | { kind: 'hold' }

export type WebhookReceiver = {
	/** http://127.0.0.1:<port>/<path>: the webhook URL to set. */
	readonly url: string
	readonly received: Received[]
	/** The secret it checks signatures with (the integrator's, revealed through the API). */
	secret: string
	mode: ReceiverMode
	/** Stops listening (connections refused from now on); the port stays this receiver's to start again. */
	stop(): Promise<void>
	start(): Promise<void>
	/** Answers every request held in 'hold' mode (200), and goes back to answering at once. */
	release(): void
	/** Waits until `count` deliveries (matching `where`) have arrived; throws after `timeoutMs`. */
	waitFor(where: (received: Received) => boolean, options?: { count?: number; timeoutMs?: number }): Promise<Received[]>
}

/** Starts a receiver on a free port; `path` is the URL's path (a test may give each receiver its own). */
export async function startWebhookReceiver(options: { secret?: string; path?: string } = {}): Promise<WebhookReceiver> {
	const path = options.path ?? '/webhooks'
	let server: Server | null = null
	let port = 0
	let held: Array<() => void> = []
	const receiver = {
		received: [] as Received[],
		secret: options.secret ?? '',
		mode: { kind: 'ok' } as ReceiverMode,
		get url() {
			return `http://127.0.0.1:${port}${path}`
		},
		async start() {
			const created = createServer((request, response) => {
				const chunks: Buffer[] = []
				request.on('data', (chunk: Buffer) => chunks.push(chunk))
				request.on('end', () => {
					const body = Buffer.concat(chunks).toString('utf8')
					const signatureValid = verifyWebhookSignature(receiver.secret, request.headers['webhook-signature'] as string | undefined, body)
					let event: Received['event'] = null
					try {
						event = JSON.parse(body) as Received['event']
					} catch {
						event = null
					}
					receiver.received.push({ headers: request.headers, body, event, signatureValid })
					const mode = receiver.mode
					const answer = (status: number) => {
						if (!response.writableEnded)
							response.writeHead(status, { 'Content-Type': 'text/plain', Connection: 'close' }).end(String(status))
					}
					if (mode.kind === 'fail') answer(mode.status)
					else if (mode.kind === 'slow') setTimeout(() => answer(signatureValid ? 200 : 400), mode.ms).unref()
					else if (mode.kind === 'hold') held.push(() => answer(signatureValid ? 200 : 400))
					else answer(signatureValid ? 200 : 400)
				})
			})
			await new Promise<void>((resolve, reject) => {
				created.once('error', reject)
				created.listen(port, '127.0.0.1', () => {
					port = (created.address() as AddressInfo).port
					resolve()
				})
			})
			server = created
		},
		release() {
			receiver.mode = { kind: 'ok' }
			const waiting = held
			held = []
			for (const answer of waiting) answer()
		},
		async stop() {
			const running = server
			server = null
			if (!running) return
			await new Promise<void>((resolve) => {
				running.close(() => resolve())
				running.closeAllConnections()
			})
		},
		async waitFor(where: (received: Received) => boolean, { count = 1, timeoutMs = 10_000 } = {}) {
			const deadline = Date.now() + timeoutMs
			for (;;) {
				const matches = receiver.received.filter(where)
				if (matches.length >= count) return matches
				if (Date.now() > deadline)
					throw new Error(
						`the receiver got ${matches.length} of ${count} deliveries within ${timeoutMs} ms (${receiver.received.length} in all)`,
					)
				await new Promise((resolve) => setTimeout(resolve, 50))
			}
		},
	}
	await receiver.start()
	return receiver
}
