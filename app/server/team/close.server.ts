import { parseWithZod } from '@conform-to/zod'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { displayName } from '#app/lib/shell/names.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { closeFormSchema } from '#app/lib/team/schemas.ts'
import { replyForm, replyProviderError, withAttemptsLeft } from '../action-reply.server.ts'
import { logout } from '../auth.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import type { User } from '../user.server.ts'

/**
 * /settings/team/close (docs/product/team.md#closing-the-account): what stands in the way,
 * asked for beside the profile (one provider round trip). A role other than the Owner's is
 * told why, and the provider's refusal of the read is that same reason.
 */
export async function loadClosePage(_request: Request, user: User) {
	const [profile, closure] = await Promise.all([
		user.profile,
		user.api.team.getClosure().catch((error: unknown) => {
			if (error instanceof ProviderError && error.isRoleRefusal) return null
			throw error
		}),
	])
	return {
		refusal: roleRefusal(profile.member.role, 'ownership.transfer'),
		closure,
		pinExists: profile.pinExists,
		twoFAEnabled: profile.twoFAEnabled,
	}
}

/** The close post: the account's name, the PIN, the code; closed, the session ends here and every member's at their next request. */
export async function handleCloseAction(request: Request, user: User) {
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const submission = parseWithZod(form, { schema: closeFormSchema(displayName(profile), profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm('close', submission.reply({ hideFields: SECRET_FIELDS }))
	const { businessName, pin } = submission.value
	const token = 'token' in submission.value ? (submission.value.token as string) : undefined
	let message: string
	try {
		message = (await user.api.team.closeAccount({ businessName, pin, token })).message
	} catch (error) {
		const reply = replyProviderError('close', submission, withAttemptsLeft(error), ['businessName', ...SECRET_FIELDS], {
			hideFields: SECRET_FIELDS,
		})
		if (!reply) throw error
		return reply
	}
	return logout(request, { toast: { type: 'success', title: 'Account closed', description: `${message}.` } })
}
