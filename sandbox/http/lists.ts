import type { Context } from 'hono'
import type { ZodTypeAny, z } from 'zod'
import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import { dateOrderRefusal, INVALID_CURSOR_MESSAGE, type Page } from '#contract/money/paging.ts'
import type { SandboxContext } from '../context.ts'
import type { PageRequest } from '../db/keyset.ts'
import { fail, ok, validationFailed } from '../responses.ts'
import type { AppEnv } from './app-env.ts'
import type { Parsed } from './request.ts'

/**
 * What every area's list and detail routes share: the query read with its
 * schema, the page asked for, the page (or the refused lek) answered, the
 * 404. They began in the ledger and served seven areas from there (record
 * 127: docs/decisions/127-one-refusal-one-dispatcher.md).
 */

export function readQuery<S extends ZodTypeAny>(c: Context<AppEnv>, schema: S): Parsed<z.output<S>> {
	const result = schema.safeParse(c.req.query())
	if (!result.success) return { ok: false, response: validationFailed(c, result.error) }
	// Every dated list: a from after its to is the caller's mistake, said as one.
	const order = dateOrderRefusal(result.data)
	if (order) return { ok: false, response: fail(c, 400, order, [{ message: order, code: 'custom', field: 'from' }]) }
	return { ok: true, data: result.data }
}

/** A lek is good for one list of one integrator (and one account, for an account's entries). */
export const pageRequest = (ctx: SandboxContext, scope: string, query: { lek?: string; limit: number }): PageRequest => ({
	signingKey: ctx.jwtKey,
	scope,
	lek: query.lek,
	limit: query.limit,
})

export function pageAnswer<T>(c: Context<AppEnv>, message: string, page: Page<T> | null) {
	if (!page)
		return fail(c, 400, INVALID_CURSOR_MESSAGE, [{ message: INVALID_CURSOR_MESSAGE, code: MONEY_ERROR_CODES.invalidCursor, field: 'lek' }])
	return ok(c, message, page)
}

export const notFound = (c: Context<AppEnv>, message: string) => fail(c, 404, message)
