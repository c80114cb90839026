import { z } from 'zod'
import { envelope } from '#contract/envelope.ts'
import {
	closureResponseSchema,
	invitationLookupResponseSchema,
	inviteResponseSchema,
	memberResponseSchema,
	teamResponseSchema,
	teamTokenResponseSchema,
	type AcceptInvitationRequest,
	type CloseAccountRequest,
	type InviteRequest,
	type TransferOwnershipRequest,
} from '#contract/team/api.ts'
import type { Role, MemberStatus } from '#contract/team/roles.ts'
import type { Caller } from '../request-context.server.ts'
import type { ProviderCall } from './call.server.ts'
import { callProvider } from './client.server.ts'

const nothing = envelope(z.null())
const teamTwoFAResponseSchema = envelope(z.object({ required: z.boolean() }))

/** The team's calls as the signed-in member: members, invitations, joining and switching business. */
export function teamApi(call: ProviderCall) {
	return {
		getTeam: () => call('/integrator/v1/team', { schema: teamResponseSchema }).then((answer) => answer.data),
		invite: (body: InviteRequest) => call('/integrator/v1/team/invitations', { method: 'POST', body, schema: inviteResponseSchema }),
		revokeInvitation: (id: string) =>
			call(`/integrator/v1/team/invitations/${encodeURIComponent(id)}`, { method: 'DELETE', schema: nothing }),
		updateMember: (id: string, body: { role?: Role; status?: MemberStatus }) =>
			call(`/integrator/v1/team/members/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: memberResponseSchema }),
		removeMember: (id: string) => call(`/integrator/v1/team/members/${encodeURIComponent(id)}`, { method: 'DELETE', schema: nothing }),
		/** The signed-in login joins with the invited e-mail: the token for the business joined (the current one is revoked). */
		joinInvitation: (token: string) =>
			call('/integrator/v1/team/invitations/join', { method: 'POST', body: { token }, schema: teamTokenResponseSchema }).then(
				(answer) => answer.data.accessToken,
			),
		/** Hands ownership to an Admin (record 135): the token for this login as an Admin (the current one is revoked). */
		transferOwnership: (body: TransferOwnershipRequest) =>
			call('/integrator/v1/team/ownership', { method: 'POST', body, schema: teamTokenResponseSchema }),
		/** What stands in the way of closing the account (Owner only). */
		getClosure: () => call('/integrator/v1/team/closure', { schema: closureResponseSchema }).then((answer) => answer.data),
		/** Closes the account (Owner only): every member's session ends, this one's at once. */
		closeAccount: (body: CloseAccountRequest) =>
			call('/integrator/v1/team/closure', { method: 'POST', body, schema: envelope(z.object({ businessName: z.string() })) }),
		requireTwoFA: (required: boolean) =>
			call('/integrator/v1/team/two-fa', { method: 'PATCH', body: { required }, schema: teamTwoFAResponseSchema }),
		/** A token for another business of this login (the current one is revoked). */
		switchBusiness: (businessPk: string) =>
			call('/auth/v1/switch', { method: 'POST', body: { businessPk }, schema: teamTokenResponseSchema }).then(
				(answer) => answer.data.accessToken,
			),
	}
}

/** Before any session: what the invitation page shows. */
export async function lookUpInvitation(token: string, caller: Caller | null) {
	const answer = await callProvider('/integrator/v1/invitations/lookup', {
		method: 'POST',
		body: { token },
		caller,
		schema: invitationLookupResponseSchema,
	})
	return answer.data
}

/** Before any session: a new login for the invited e-mail; its token for the business. */
export async function acceptInvitation(body: AcceptInvitationRequest, caller: Caller | null) {
	const answer = await callProvider('/integrator/v1/invitations/accept', { method: 'POST', body, caller, schema: teamTokenResponseSchema })
	return answer.data.accessToken
}
