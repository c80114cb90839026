import { parseWithZod } from '@conform-to/zod'
import type { Member } from '#contract/team/api.ts'
import { ROLE_LABELS } from '#contract/team/roles.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { INVITATION_LINK_BASE, TEAM_PATH } from '#app/lib/team/paths.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import {
	changeRoleFormSchema,
	handOverFormSchema,
	invitationFormSchema,
	requireTwoFAFormSchema,
	inviteFormSchema,
	memberFormSchema,
	teamIntents,
} from '#app/lib/team/schemas.ts'
import type { TeamTabData } from '#app/lib/team/team.ts'
import { readIntent, replyForm, replyUnknownIntent, submitToProvider } from '../action-reply.server.ts'
import { decodeAccessToken } from '../auth/authenticator.server.ts'
import { startUserSession } from '../auth.server.ts'
import { createToastHeaders, redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/** /settings/team: the members and pending invitations, with the profile, in one provider round trip. */
export async function loadTeamTab(_request: Request, user: User): Promise<TeamTabData> {
	const [profile, team] = await Promise.all([user.profile, user.api.team.getTeam()])
	const invitations = team.invitations.map((invitation) => ({ ...invitation, expiresLabel: formatDateTime(invitation.expiresAt) }))
	const owner = profile.member.role === 'OWNER' ? { twoFARequired: profile.teamTwoFARequired, twoFAEnabled: profile.twoFAEnabled } : null
	return { team: { members: team.members, invitations }, manageRefusal: roleRefusal(profile.member.role, 'team.manage'), owner }
}

/** A member or invitation of another business, or none: 404 with its reason (docs/product/team.md#rules-and-messages). */
const BY_ID = { keepNotFound: true }

const memberName = (member: Member) => `${member.firstName} ${member.lastName}`

/**
 * The tab's posts, one `intent` each; the provider checks the role and every
 * rule (never the Owner, never oneself), and its refusal is the form's answer.
 */
export async function handleTeamAction(request: Request, user: User) {
	const form = await request.formData()
	const intent = readIntent(form, teamIntents)
	switch (intent) {
		case 'invite': {
			const submission = parseWithZod(form, { schema: inviteFormSchema })
			if (submission.status !== 'success') return replyForm(intent, submission.reply())
			const { email, role } = submission.value
			const callbackUrl = new URL(INVITATION_LINK_BASE, request.url).toString()
			const refused = await submitToProvider(intent, submission, ['email', 'role'], () =>
				user.api.team.invite({ email, role, callbackUrl }),
			)
			if (refused) return refused
			return redirectWithToast(TEAM_PATH, {
				type: 'success',
				title: 'Invitation sent',
				description: `${email} is invited as ${ROLE_LABELS[role]}.`,
			})
		}
		case 'change-role': {
			const submission = parseWithZod(form, { schema: changeRoleFormSchema })
			if (submission.status !== 'success') return replyForm(intent, submission.reply())
			const { memberId, role } = submission.value
			let member: Member | null = null
			const refused = await submitToProvider(
				intent,
				submission,
				[],
				async () => {
					member = (await user.api.team.updateMember(memberId, { role })).data
				},
				BY_ID,
			)
			if (refused) return refused
			return done(`${member ? memberName(member) : 'The member'} is now ${ROLE_LABELS[role]}.`)
		}
		case 'suspend':
		case 'reactivate': {
			const submission = parseWithZod(form, { schema: memberFormSchema })
			if (submission.status !== 'success') return replyForm(intent, submission.reply())
			const status = intent === 'suspend' ? 'SUSPENDED' : 'ACTIVE'
			let member: Member | null = null
			const refused = await submitToProvider(
				intent,
				submission,
				[],
				async () => {
					member = (await user.api.team.updateMember(submission.value.memberId, { status })).data
				},
				BY_ID,
			)
			if (refused) return refused
			const name = member ? memberName(member) : 'The member'
			return done(intent === 'suspend' ? `${name} is suspended: their sessions have ended.` : `${name} is active again.`)
		}
		case 'remove': {
			const submission = parseWithZod(form, { schema: memberFormSchema })
			if (submission.status !== 'success') return replyForm(intent, submission.reply())
			const refused = await submitToProvider(intent, submission, [], () => user.api.team.removeMember(submission.value.memberId), BY_ID)
			if (refused) return refused
			return done('The member is removed: their sessions have ended.')
		}
		case 'revoke': {
			const submission = parseWithZod(form, { schema: invitationFormSchema })
			if (submission.status !== 'success') return replyForm(intent, submission.reply())
			const refused = await submitToProvider(
				intent,
				submission,
				[],
				() => user.api.team.revokeInvitation(submission.value.invitationId),
				BY_ID,
			)
			if (refused) return refused
			return done('The invitation is withdrawn.')
		}
		case 'hand-over': {
			const submission = parseWithZod(form, { schema: handOverFormSchema })
			if (submission.status !== 'success') return replyForm(intent, submission.reply())
			const answer = { message: '', accessToken: '' }
			const refused = await submitToProvider(intent, submission, ['pin'], async () => {
				const { message, data } = await user.api.team.transferOwnership(submission.value)
				Object.assign(answer, { message, accessToken: data.accessToken })
			})
			if (refused) return refused
			const { message, accessToken } = answer
			// The old Owner goes on as an Admin: the session takes the token the provider signed for that role.
			const response = await startUserSession(request, decodeAccessToken(accessToken), TEAM_PATH)
			const toast = await createToastHeaders({ type: 'success', title: 'Ownership handed on', description: `${message}.` })
			response.headers.append('Set-Cookie', toast.get('Set-Cookie') ?? '')
			return response
		}
		case 'require-two-fa': {
			const submission = parseWithZod(form, { schema: requireTwoFAFormSchema })
			if (submission.status !== 'success') return replyForm(intent, submission.reply())
			let message = ''
			const refused = await submitToProvider(intent, submission, [], async () => {
				message = (await user.api.team.requireTwoFA(submission.value.required === 'on')).message
			})
			if (refused) return refused
			return done(`${message}.`)
		}
		case null:
			return replyUnknownIntent()
	}
}

const done = (description: string) => redirectWithToast(TEAM_PATH, { type: 'success', title: 'Team updated', description })
