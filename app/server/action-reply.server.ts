import type { Submission, SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import type { z } from 'zod'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import { ProviderError } from './provider/client.server.ts'
import { RATE_LIMIT_MESSAGE } from './rate-limit.server.ts'
import { redirectWithToast } from './toast.server.ts'

/**
 * Every action answers the same shape: `{ intent, result }`, where `intent`
 * names the form the answer is for (a page may hold several) and `result`
 * is conform's SubmissionResult, so the form shows its errors with or
 * without JavaScript. Success is a redirect (post/redirect/get) with a toast.
 */
export function replyForm<Intent extends string>(intent: Intent, result: SubmissionResult<string[]>, status = 400) {
	return data({ intent, result }, { status })
}

/**
 * A provider refusal put onto the form the user submitted: items that name
 * a field go under that field, the rest above the form ('stakeholder:
 * message' or plain messages, joined with commas). Null for errors that are
 * not the provider's answer to bad input (the caller rethrows them).
 */
export function replyProviderError<Intent extends string, Output>(
	intent: Intent,
	submission: Submission<Output>,
	error: unknown,
	fields: readonly string[],
	options: { hideFields?: string[] } = {},
) {
	if (!(error instanceof ProviderError) || error.isAuthFailure) return null
	const fieldErrors: Record<string, string[]> = {}
	const formItems: string[] = []
	for (const item of error.body.errors ?? []) {
		if (item.field && fields.includes(item.field)) (fieldErrors[item.field] ??= []).push(item.message)
		else formItems.push(item.stakeholder ? `${item.stakeholder}: ${item.message}` : item.message)
	}
	const formError = formItems.length ? formItems.join(', ') : Object.keys(fieldErrors).length ? null : error.body.message
	const result = submission.reply({ formErrors: formError ? [formError] : [], fieldErrors, hideFields: options.hideFields })
	return replyForm(intent, result, error.status === 429 ? 429 : 400)
}

/** A form post over the rate limit: the form, with the reason, and 429. */
export function replyRateLimited<Intent extends string, Output>(intent: Intent, submission: Submission<Output>, retryAfterSeconds: number) {
	return data(
		{ intent, result: submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }) },
		{ status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
	)
}

/** A post whose `intent` the page does not know: 400, nothing changed. */
export function replyUnknownIntent(message = 'Choose what to change.') {
	return data({ intent: null, result: { status: 'error', error: { '': [message] } } satisfies SubmissionResult<string[]> }, { status: 400 })
}

/** The page's `intent`, when it is one of the page's intents; null otherwise. */
export function readIntent<Intents extends z.ZodEnum<[string, ...string[]]>>(form: FormData, intents: Intents): z.infer<Intents> | null {
	const parsed = intents.safeParse(form.get('intent'))
	return parsed.success ? parsed.data : null
}

/** Back to `url` with the error toast ('Ooooops' and the reason). */
export function redirectWithErrorToast(url: string, message: string) {
	return redirectWithToast(url, { type: 'error', title: ERROR_TOAST_TITLE, description: message })
}

/** The provider's reason for refusing, for a toast or a card; rethrows anything that is not a refusal. */
export function refusalMessage(error: unknown): string {
	if (error instanceof ProviderError && !error.isAuthFailure) return error.body.message
	throw error
}

