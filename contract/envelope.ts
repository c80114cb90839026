import { z } from 'zod'

/**
 * Every provider answer is JSON `{ message, data }`; every error is
 * `{ message, errors? }` with a 4xx/5xx status.
 */
export function envelope<T extends z.ZodTypeAny>(data: T) {
	return z.object({ message: z.string(), data })
}

export const apiErrorItemSchema = z.object({
	message: z.string(),
	code: z.string().optional(),
	/** Names the stakeholder (KYB) or the request field the message is about. */
	stakeholder: z.string().optional(),
	field: z.string().optional(),
	/** With a wrong PIN or code: how many tries are left before the lock. */
	attemptsLeft: z.number().int().min(0).optional(),
})
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>

export const apiErrorSchema = z.object({
	message: z.string(),
	errors: z.array(apiErrorItemSchema).optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

/** The messages that mean "this bearer token is no good". */
export const TOKEN_ERROR_PREFIXES = ['Invalid token:', 'Provided token is expired:'] as const

export function isTokenErrorMessage(message: string) {
	return TOKEN_ERROR_PREFIXES.some((prefix) => message.startsWith(prefix))
}
