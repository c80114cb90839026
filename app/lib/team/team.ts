import type { Invitation, InvitationDetails, Member } from '#contract/team/api.ts'

/** The Team tab's posts, one `intent` each, without zod (record 120). */
export const TEAM_INTENTS = ['invite', 'change-role', 'suspend', 'reactivate', 'remove', 'revoke', 'hand-over', 'require-two-fa'] as const
export type TeamIntent = (typeof TEAM_INTENTS)[number]
export const teamIntent = Object.fromEntries(TEAM_INTENTS.map((name) => [name, name])) as { readonly [Name in TeamIntent]: Name }

/** The invitation page's posts: a new login, or the signed-in one joining. */
export const INVITATION_INTENTS = ['accept', 'join'] as const

/** What Settings → Team shows (docs/product/team.md#team-tab). */
export type TeamTabInvitation = Invitation & {
	/** When it expires, as the page says it (formatted on the server). */
	expiresLabel: string
}
export type TeamTabData = {
	team: { members: Member[]; invitations: TeamTabInvitation[] }
	/** Why this role may not manage the team (shown instead of the controls); null when it may. */
	manageRefusal: string | null
	/** The Owner's own controls (record 135): null for every other role, who sees neither. */
	owner: { twoFARequired: boolean; twoFAEnabled: boolean } | null
}

/** What the invitation page shows (docs/product/team.md#the-invitation). */
export type InvitationPageData =
	| { state: 'refused'; message: string }
	/** `loginHref`: the login page, coming back here. */
	| { state: 'open'; invitation: InvitationDetails; signedInAs: string | null; loginHref: string }
