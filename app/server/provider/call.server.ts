import type { z } from 'zod'
import { type callProvider } from './client.server.ts'

type CallOptions<S extends z.ZodTypeAny> = Parameters<typeof callProvider<S>>[1]

/**
 * A provider call already bound to one user's token and to the request's
 * abort signal: what the per-area API factories (`shellApi`, `settingsApi`
 * …) are built on, so no screen handles a token.
 */
export type ProviderCall = <S extends z.ZodTypeAny>(
	path: string,
	options: Omit<CallOptions<S>, 'token' | 'request'>,
) => Promise<z.output<S>>
