import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'
import type { ApiError, ApiErrorItem } from '#contract/envelope.ts'

/** The provider envelope: `{ message, data }` on success. */
export function ok<T>(c: Context, message: string, data: T, status: ContentfulStatusCode = 200) {
	return c.json({ message, data }, status)
}

/** `{ message, errors? }` on failure, always a 4xx for bad input. */
export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: ApiErrorItem[]) {
	const body: ApiError = errors ? { message, errors } : { message }
	return c.json(body, status)
}

/**
 * One error item per zod issue, with the contract's message (the user-facing
 * text) and the field path. The top message joins them with commas, as the
 * dashboard's error toast does.
 */
export function validationFailed(c: Context, error: ZodError) {
	const errors = error.issues.map((issue) => ({
		message: issue.message,
		code: issue.code,
		...(issue.path.length ? { field: issue.path.join('.') } : {}),
	}))
	return fail(c, 400, errors.map((item) => item.message).join(', '), errors)
}
