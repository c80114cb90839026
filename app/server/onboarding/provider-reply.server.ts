import type { Submission } from '@conform-to/react'
import { ProviderError } from '../provider/client.server.ts'
import { replyForm } from '../action-reply.server.ts'

/**
 * A provider refusal put onto the form: items naming a field of the form go
 * under it ('companyInformation.city' is the form's 'city'), every other
 * item is one line of the list above the buttons ('stakeholder: message'),
 * so an incomplete submit reads as a list of what is missing. Null for
 * anything but a refusal (the caller rethrows).
 */
export function replyRefusal<Output>(intent: string, submission: Submission<Output> | null, error: unknown, fields: readonly string[]) {
	if (!(error instanceof ProviderError) || error.isAuthFailure) return null
	const fieldErrors: Record<string, string[]> = {}
	const formErrors: string[] = []
	for (const item of error.body.errors ?? []) {
		const field = item.field?.split('.').slice(1).join('.') || item.field
		if (field && fields.includes(field)) (fieldErrors[field] ??= []).push(item.message)
		else formErrors.push(item.stakeholder ? `${item.stakeholder}: ${item.message}` : item.message)
	}
	if (!formErrors.length && !Object.keys(fieldErrors).length) formErrors.push(error.body.message)
	const result = submission
		? submission.reply({ formErrors, fieldErrors })
		: { status: 'error' as const, error: { '': formErrors, ...fieldErrors } }
	return replyForm(intent, result, error.status === 429 ? 429 : 400)
}
