import type { EntryContext } from '@remix-run/node'

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>

/**
 * Reads the page's loader data (Remix's single-fetch handoff, encoded by
 * turbo-stream) to its end before the page renders, and leaves each chunk
 * where Remix's `<Scripts>` keeps the chunks it has read
 * (`renderMeta.streamCache`, part of `EntryContext`). `<Scripts>` then writes
 * the data into the document without suspending, so the synchronous string
 * renderer can draw the whole page in one pass.
 *
 * The stream ends by itself: the pages have no deferred data, and turbo-stream
 * gives up on a promise still pending after the entry's `streamTimeout`
 * (Remix's default, 4.95 s). The chunks are decoded as Remix decodes them:
 * one decoder, in stream mode, so a character split across chunks survives.
 */
export async function readLoaderDataHandoff(context: EntryContext): Promise<void> {
	const stream = context.serverHandoffStream
	if (!stream || !context.renderMeta) return
	const reader = stream.getReader()
	const decoder = new TextDecoder()
	const chunks: StreamCache = {}
	try {
		for (let index = 0; ; index++) {
			const { done, value } = await reader.read()
			chunks[index] = Object.assign(Promise.resolve(), { result: { done, value: decoder.decode(value, { stream: true }) } })
			if (done) break
		}
	} finally {
		// <RemixServer> still takes a reader of its own; it finds every chunk already read.
		reader.releaseLock()
	}
	context.renderMeta.streamCache = chunks
}
