import type { User } from '../user.server.ts'

/** The settings layout: the tabs name the profile tab after the account type. */
export async function loadSettingsLayout(_request: Request, user: User) {
	const profile = await user.profile
	return { individual: profile.accountType === 'INDIVIDUAL' }
}
