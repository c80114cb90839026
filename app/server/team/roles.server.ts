import type { User } from '../user.server.ts'

/** The Roles page: the matrix is static; only the signed-in role comes from the profile (the layout's one call). */
export async function loadRolesPage(_request: Request, user: User) {
	return { yourRole: (await user.profile).member.role }
}
