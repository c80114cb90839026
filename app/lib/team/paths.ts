/** The team's pages (docs/product/team.md#screens-and-urls). */
export const TEAM_PATH = '/settings/team'
export const ROLES_PATH = '/settings/team/roles'
export const CLOSE_ACCOUNT_PATH = '/settings/team/close'
/** Where the invitation e-mail's link points: `<origin>/team/invitations/<token>`. */
export const INVITATION_LINK_BASE = '/team/invitations'
export const invitationPath = (token: string) => `${INVITATION_LINK_BASE}/${encodeURIComponent(token)}`
/** The top bar's switcher posts here. */
export const SWITCH_BUSINESS_PATH = '/team/switch'
