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
	/**
	 * On a wrong PIN (code WRONG_PIN) or a wrong current password
	 * (WRONG_PASSWORD): how many more wrong ones in a row are accepted before
	 * those checks lock for 30 minutes (429 PIN_LOCKED, PASSWORD_LOCKED). The
	 * message says the same in words.
	 */
	attemptsLeft: z.number().int().nonnegative().optional(),
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
