/**
 * The roles' names and words, alone: what the contract's shapes and most pages need, without
 * the matrix and its labels (contract/team/roles.ts), so a page that only names a role loads
 * little (record 129). zod-free.
 */

export const ROLES = ['OWNER', 'ADMIN', 'FINANCE', 'DEVELOPER', 'COMPLIANCE', 'VIEWER'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
	OWNER: 'Owner',
	ADMIN: 'Admin',
	FINANCE: 'Finance',
	DEVELOPER: 'Developer',
	COMPLIANCE: 'Compliance',
	VIEWER: 'Viewer',
}

export const MEMBER_STATUSES = ['ACTIVE', 'SUSPENDED'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

/** The error code of a role's 403 (roleRefusalMessage): the dashboard keeps the session for it (any other 403 logs out). */
export const ROLE_FORBIDDEN = 'ROLE_FORBIDDEN'

/** Roles an invitation or a role change may give: ownership is handed on, never given. */
export const ASSIGNABLE_ROLES = ['ADMIN', 'FINANCE', 'DEVELOPER', 'COMPLIANCE', 'VIEWER'] as const satisfies readonly Role[]
