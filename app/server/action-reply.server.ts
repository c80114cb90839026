import type { Submission, SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import type { z } from 'zod'
import { MONEY_ERROR_CODES } from '#contract/money/errors.ts'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import { wrongPinMessage } from '#app/lib/reply.ts'
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
 * A provider refusal sorted onto a form: each item that names one of the
 * form's `fields` goes under it, every other item ('stakeholder: message'
 * or the plain message) is a reason above the form, and a refusal that
 * names nothing gives its message there. `fieldOf` turns the provider's
 * field name into the form's. Null for errors that are not the provider's
 * answer to bad input (the caller rethrows them).
 */
export function sortRefusal(error: unknown, fields: readonly string[], fieldOf: (providerField: string) => string = (field) => field) {
	if (!(error instanceof ProviderError) || error.isAuthFailure) return null
	const fieldErrors: Record<string, string[]> = {}
	const formErrors: string[] = []
	for (const item of error.body.errors ?? []) {
		const field = item.field ? fieldOf(item.field) : null
		if (field && fields.includes(field)) (fieldErrors[field] ??= []).push(item.message)
		else formErrors.push(item.stakeholder ? `${item.stakeholder}: ${item.message}` : item.message)
	}
	if (!formErrors.length && !Object.keys(fieldErrors).length) formErrors.push(error.body.message)
	// A role's refusal keeps its 403 (docs/product/team.md): the post was forged or the page was stale.
	return { fieldErrors, formErrors, status: error.status === 429 ? 429 : error.isRoleRefusal ? 403 : 400 }
}

type RefusalOptions = {
	/** Fields whose submitted values do not come back (PIN, password, codes). */
	hideFields?: string[]
	/** The provider's field name as the form's (onboarding's 'companyInformation.city' is 'city'). */
	fieldOf?: (providerField: string) => string
	/** One line per reason above the form (a list of what is missing), instead of one line joined with commas. */
	reasonPerLine?: boolean
	/** The post names a thing by id: the provider's 404 (another business's, or none) stays a 404, with its reason on the form. */
	keepNotFound?: boolean
}

/**
 * The one way a provider refusal answers a form post (sortRefusal): the
 * form, with each reason where it belongs, and 400 (429 when the provider
 * limited the rate). `submission` is null for posts with no fields to
 * parse. Null for anything but a refusal (the caller rethrows).
 */
export function replyProviderError<Intent extends string, Output>(
	intent: Intent,
	submission: Submission<Output> | null,
	error: unknown,
	fields: readonly string[],
	options: RefusalOptions = {},
) {
	const refusal = sortRefusal(error, fields, options.fieldOf)
	if (!refusal) return null
	const { fieldErrors } = refusal
	const status = options.keepNotFound && error instanceof ProviderError && error.status === 404 ? 404 : refusal.status
	const formErrors = options.reasonPerLine || !refusal.formErrors.length ? refusal.formErrors : [refusal.formErrors.join(', ')]
	const result: SubmissionResult<string[]> = submission
		? submission.reply({ formErrors, fieldErrors, hideFields: options.hideFields })
		: { status: 'error', error: { '': formErrors, ...fieldErrors } }
	return replyForm(intent, result, status)
}

/**
 * Makes the provider call for a parsed form. A refusal comes back as the
 * form's answer (replyProviderError; null when the call went through);
 * anything else is rethrown.
 */
export async function submitToProvider<Intent extends string, Output>(
	intent: Intent,
	submission: Submission<Output>,
	fields: readonly string[],
	call: () => Promise<unknown>,
	options: RefusalOptions = {},
) {
	try {
		await call()
		return null
	} catch (error) {
		const reply = replyProviderError(intent, submission, error, fields, options)
		if (!reply) throw error
		return reply
	}
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

/** A wrong PIN says how many tries are left, when the provider counts them (`attemptsLeft` on its error item). */
export function withAttemptsLeft(error: unknown) {
	if (!(error instanceof ProviderError) || !error.body.errors) return error
	const errors = error.body.errors.map((item) =>
		item.code === MONEY_ERROR_CODES.wrongPin && item.attemptsLeft !== undefined
			? { ...item, message: wrongPinMessage(item.attemptsLeft) }
			: item,
	)
	return new ProviderError(error.status, { ...error.body, errors })
}
