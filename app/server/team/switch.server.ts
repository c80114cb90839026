import { parseWithZod } from '@conform-to/zod'
import { switchFormSchema } from '#app/lib/team/schemas.ts'
import { redirectWithErrorToast, refusalMessage } from '../action-reply.server.ts'
import { decodeAccessToken } from '../auth/authenticator.server.ts'
import { startUserSession } from '../auth.server.ts'
import type { User } from '../user.server.ts'

/**
 * The top bar's switcher (docs/product/team.md#switching-business): the
 * provider signs a token for the chosen business (and revokes this one); the
 * session takes it and the dashboard opens.
 */
export async function handleSwitchBusiness(request: Request, user: User) {
	const submission = parseWithZod(await request.formData(), { schema: switchFormSchema })
	if (submission.status !== 'success') return redirectWithErrorToast('/', 'Choose a business')
	let accessToken: string
	try {
		accessToken = await user.api.team.switchBusiness(submission.value.businessPk)
	} catch (error) {
		return redirectWithErrorToast('/', refusalMessage(error))
	}
	return startUserSession(request, decodeAccessToken(accessToken), '/')
}
