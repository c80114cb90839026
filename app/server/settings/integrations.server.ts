import { parseWithZod } from '@conform-to/zod'
import { integrationsIntents, webhookFormSchema, type IntegrationsTabData } from '#app/lib/settings/integrations-schemas.ts'
import { readIntent, replyForm, replyUnknownIntent, submitToProvider } from '../action-reply.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/** /settings/integrations: the Business ID and the current webhook URL. */
export async function loadIntegrationsTab(_request: Request, user: User): Promise<IntegrationsTabData> {
	const profile = await user.profile
	return { businessId: profile.pk, webhookUrl: profile.webhookUrl, twoFAEnabled: profile.twoFAEnabled }
}

/**
 * 'Update Webhook URL'. With 2FA on, the form carries the authenticator
 * code (the extra OTP step), so it works without JavaScript.
 */
export async function handleIntegrationsAction(request: Request, user: User) {
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const intent = readIntent(form, integrationsIntents)
	if (!intent) return replyUnknownIntent()
	const submission = parseWithZod(form, { schema: webhookFormSchema(profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm(intent, submission.reply())
	const refused = await submitToProvider(intent, submission, ['webhook', 'token'], () => user.api.settings.updateWebhook(submission.value))
	if (refused) return refused
	return redirectWithToast('/settings/integrations', {
		type: 'success',
		title: 'Webhook updated',
		description: `Events will be sent to ${submission.value.webhook}.`,
	})
}
