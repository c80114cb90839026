import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { EVENTS_MESSAGES, type WebhookDelivery } from '#contract/events/api.ts'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { formError } from '#app/lib/reply.ts'
import { readDeliveryQuery } from '#app/lib/settings/delivery-query.ts'
import {
	integrationsIntents,
	resendFormSchema,
	rotateSecretFormSchema,
	webhookFormSchema,
	type IntegrationsIntent,
	type IntegrationsTabData,
} from '#app/lib/settings/integrations-schemas.ts'
import { attemptSummary, integrationsHref } from '#app/lib/settings/webhooks.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { readIntent, replyForm, replyUnknownIntent, submitToProvider } from '../action-reply.server.ts'
import { fetchListPage } from '../http/list-page.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/**
 * /settings/integrations: the Business ID, the webhook URL, the signing
 * secret (shown and rotated by posts), 'Send test event' and the delivery
 * log (filters and page in the URL). The profile and the log's page are
 * asked for at once: one provider round trip.
 */
export async function loadIntegrationsTab(request: Request, user: User): Promise<IntegrationsTabData> {
	const { filters, errors, lek } = readDeliveryQuery(new URL(request.url).searchParams)
	const [profile, listed] = await Promise.all([
		user.profile,
		fetchListPage(lek, (cursor?: string) => user.api.events.listDeliveries({ ...filters, lek: cursor })),
	])
	const { page, notice } = listed
	return {
		businessId: profile.pk,
		webhookUrl: profile.webhookUrl,
		twoFAEnabled: profile.twoFAEnabled,
		pinExists: profile.pinExists,
		webhookRefusal: roleRefusal(profile.member.role, 'webhooks.manage'),
		log: {
			items: page.items,
			filters,
			errors,
			notice,
			nextHref: page.lek ? integrationsHref(filters, page.lek) : null,
			previousHref: page.prevLek ? integrationsHref(filters, page.prevLek) : null,
		},
	}
}

/**
 * The tab's posts, one `intent` each. The webhook URL and the secret's
 * rotation carry the authenticator code with 2FA on (the extra OTP step), so
 * they work without JavaScript. The secret, shown or new, is in the answer
 * itself (never a redirect, a URL or a cookie) and kept by no cache; a test
 * event and a resend go back to the log as it was, the outcome in a toast.
 */
export async function handleIntegrationsAction(request: Request, user: User) {
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const intent = readIntent(form, integrationsIntents)
	switch (intent) {
		case 'update-webhook':
			return updateWebhook(user, form, profile.twoFAEnabled)
		case 'reveal-secret':
			return revealSecret(user)
		case 'rotate-secret':
			return rotate(user, form, profile.twoFAEnabled)
		case 'send-test':
			return sendTest(request, user)
		case 'resend':
			return resend(request, user, form)
		case null:
			return replyUnknownIntent()
	}
}

async function updateWebhook(user: User, form: FormData, twoFAEnabled: boolean) {
	const submission = parseWithZod(form, { schema: webhookFormSchema(twoFAEnabled) })
	if (submission.status !== 'success') return replyForm('update-webhook', submission.reply())
	const refused = await submitToProvider('update-webhook', submission, ['webhook', 'token'], () =>
		user.api.settings.updateWebhook(submission.value),
	)
	if (refused) return refused
	return redirectWithToast('/settings/integrations', {
		type: 'success',
		title: 'Webhook updated',
		description: `Events will be sent to ${submission.value.webhook}.`,
	})
}

const SECRET_HEADERS = { 'Cache-Control': 'no-store' }

/** 'Reveal': the secret in this answer only. */
async function revealSecret(user: User) {
	const { secret } = await user.api.events.getSecret()
	const result: SubmissionResult<string[]> = { status: 'success' }
	return data({ intent: 'reveal-secret' as const, result, secret, rotated: false }, { headers: SECRET_HEADERS })
}

/** 'Rotate secret': the PIN (and code) checked by the provider under its lockouts; the new secret in this answer only. */
async function rotate(user: User, form: FormData, twoFAEnabled: boolean) {
	const hideFields = ['pin', 'token']
	const submission = parseWithZod(form, { schema: rotateSecretFormSchema(twoFAEnabled) })
	if (submission.status !== 'success') return replyForm('rotate-secret', submission.reply({ hideFields }))
	let secret = ''
	const refused = await submitToProvider(
		'rotate-secret',
		submission,
		['pin', 'token'],
		async () => {
			secret = (await user.api.events.rotateSecret(submission.value)).secret
		},
		{ hideFields },
	)
	if (refused) return refused
	return data(
		{ intent: 'rotate-secret' as const, result: submission.reply({ resetForm: true }), secret, rotated: true },
		{ headers: SECRET_HEADERS },
	)
}

/** A provider refusal of a single-button post, above its form, with the provider's 4xx (a missing delivery stays a 404). */
function refuseButton(intent: IntegrationsIntent, error: unknown) {
	if (!(error instanceof ProviderError) || error.isAuthFailure) throw error
	return replyForm(intent, formError(error.body.message), error.status >= 400 && error.status < 500 ? error.status : 400)
}

/** How an attempt went, as the toast back on the log says it. */
function outcomeToast(what: string, delivery: WebhookDelivery) {
	if (delivery.status === 'DELIVERED')
		return { type: 'success' as const, title: `${what} delivered`, description: `Your receiver answered ${attemptSummary(delivery)}.` }
	const next =
		delivery.status === 'PENDING' && delivery.nextAttemptAt
			? `It will be retried at ${formatDateTime(delivery.nextAttemptAt)}.`
			: 'No more automatic retries: use Resend once your receiver is fixed.'
	return {
		type: 'error' as const,
		title: ERROR_TOAST_TITLE,
		description: `${what} not delivered: ${delivery.error ?? 'no answer.'} ${next}`,
	}
}

/** Back to the log as the post found it (filters and page rebuilt from known fields, never echoed). */
function backToLog(request: Request) {
	const { filters, lek } = readDeliveryQuery(new URL(request.url).searchParams)
	return integrationsHref(filters, lek)
}

async function sendTest(request: Request, user: User) {
	let delivery: WebhookDelivery
	try {
		delivery = await user.api.events.sendTestEvent()
	} catch (error) {
		return refuseButton('send-test', error)
	}
	return redirectWithToast(backToLog(request), outcomeToast('Test event', delivery))
}

async function resend(request: Request, user: User, form: FormData) {
	const submission = parseWithZod(form, { schema: resendFormSchema })
	if (submission.status !== 'success') {
		// An id that cannot be a delivery names none: a 404, as another integrator's is; no id at all is a 400.
		const message = submission.error?.deliveryId?.[0] ?? 'Choose a delivery'
		return replyForm('resend', formError(message), message === EVENTS_MESSAGES.deliveryNotFound ? 404 : 400)
	}
	let delivery: WebhookDelivery
	try {
		delivery = await user.api.events.resendDelivery(submission.value.deliveryId)
	} catch (error) {
		return refuseButton('resend', error)
	}
	return redirectWithToast(backToLog(request), outcomeToast('Event', delivery))
}
