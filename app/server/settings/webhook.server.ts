import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { webhookFormSchema } from '#app/lib/settings/integrations-schemas.ts'
import { replyWithProviderError } from '../action-reply.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/** 'Update Webhook URL' (SPEC.md §2 "Integrations tab"), with the extra OTP step when 2FA is on. */
export async function handleWebhookAction(request: Request, user: User) {
	const { profile } = user
	const submission = parseWithZod(await request.formData(), { schema: webhookFormSchema(profile.twoFAEnabled) })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	try {
		await user.api.settings.updateWebhook(submission.value)
	} catch (error) {
		const reply = replyWithProviderError(submission, error, ['webhook', 'token'])
		if (reply) return reply
		throw error
	}
	return redirectWithToast('/settings/integrations', {
		type: 'success',
		title: 'Webhook updated',
		description: `Events will be sent to ${submission.value.webhook}.`,
	})
}
