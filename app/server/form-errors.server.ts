import type { Submission } from '@conform-to/react'
import { data } from '@remix-run/node'
import { ProviderError } from './provider/client.server.ts'
import { RATE_LIMIT_MESSAGE } from './rate-limit.server.ts'

/**
 * Puts a provider error onto the form the user submitted: items that name a
 * field go under that field, the rest above the form (SPEC.md §5: items are
 * 'stakeholder: message' or plain messages, joined with commas). Returns
 * null for errors that are not the provider's answer to bad input.
 */
export function replyWithProviderError<Output>(submission: Submission<Output>, error: unknown, fields: readonly string[]) {
	const reply = providerErrorReply(submission, error, fields)
	return reply ? data({ result: reply.result }, { status: reply.status }) : null
}

/** The same, as conform's result and the status to answer with, for actions that shape their own answer. */
export function providerErrorReply<Output>(submission: Submission<Output>, error: unknown, fields: readonly string[]) {
	if (!(error instanceof ProviderError) || error.isAuthFailure) return null
	const fieldErrors: Record<string, string[]> = {}
	const formItems: string[] = []
	for (const item of error.body.errors ?? []) {
		if (item.field && fields.includes(item.field)) (fieldErrors[item.field] ??= []).push(item.message)
		else formItems.push(item.stakeholder ? `${item.stakeholder}: ${item.message}` : item.message)
	}
	const formError = formItems.length ? formItems.join(', ') : Object.keys(fieldErrors).length ? null : error.body.message
	return {
		result: submission.reply({ formErrors: formError ? [formError] : [], fieldErrors }),
		status: error.status === 429 ? 429 : 400,
	}
}

/** The answer to a form post over the rate limit: the form, with the reason, and 429. */
export function replyRateLimited<Output>(submission: Submission<Output>, retryAfterSeconds: number) {
	return data(
		{ result: submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }) },
		{ status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
	)
}
