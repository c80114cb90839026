import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { emailSchema, passwordSchema, personNameSchema, textSchema } from '../fields.ts'
import { pinSchema, totpTokenSchema } from '../settings/credentials.ts'
import { ASSIGNABLE_ROLES, MEMBER_STATUSES, ROLES } from './role-names.ts'

/** The team API: members, invitations, switching business (docs/product/team.md, record 130). */

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000

export const TEAM_MESSAGES = {
	invited: 'Invitation sent',
	invitationInvalid: 'This invitation link is not valid.',
	invitationExpired: 'This invitation has expired. Ask for a new one.',
	invitationUsed: 'This invitation has already been accepted.',
	invitationRevoked: 'This invitation has been withdrawn.',
	alreadyMember: 'This person is already a member of the team',
	alreadyInvited: 'An invitation to this e-mail is already pending',
	lastOwner: 'The last Owner cannot be removed or demoted',
	ownMembership: 'You cannot change your own role or status, or remove yourself',
	memberNotFound: 'No member with this id',
	invitationNotFound: 'No invitation with this id',
	notPending: 'This invitation is no longer pending',
	loginExists: 'This e-mail already has a login: log in, then open the invitation again',
	wrongLogin: (email: string) => `This invitation is for ${email}: log in with that e-mail to accept it`,
	notAMember: 'You are not a member of this business',
	memberUpdated: 'Member updated',
	memberRemoved: 'Member removed',
	invitationRevokedDone: 'Invitation withdrawn',
	joined: (business: string) => `You have joined ${business}`,
	// Handing on ownership (record 135).
	ownershipTransferred: (name: string) => `${name} is now the Owner; you are an Admin`,
	ownershipToAdminOnly: 'Ownership can be handed only to an active Admin',
	ownershipToSelf: 'You are the Owner already: choose an Admin',
	notOwnerAnyMore: 'You are no longer the Owner',
	// 2FA for every member (record 135).
	twoFARequiredOn: 'Every member now needs two-factor authentication',
	twoFARequiredOff: 'Two-factor authentication is no longer required of every member',
	ownTwoFAFirst: 'Turn on your own two-factor authentication first',
	// Closing the account (docs/product/team.md#closing-the-account).
	accountClosed: 'This account is closed',
	closedDone: (business: string) => `${business} is closed: every member’s sessions have ended`,
	closeNameMismatch: (business: string) => `Type the account’s name, ${business}, to close it`,
	closeBlocked: 'The account still holds money or has money on its way: settle it first',
} as const

export const TEAM_ERROR_CODES = {
	invitationInvalid: 'INVITATION_INVALID',
	invitationExpired: 'INVITATION_EXPIRED',
	invitationUsed: 'INVITATION_USED',
	invitationRevoked: 'INVITATION_REVOKED',
	conflict: 'CONFLICT',
	ownershipTarget: 'OWNERSHIP_TARGET',
	accountClosed: 'ACCOUNT_CLOSED',
	closeBlocked: 'CLOSE_BLOCKED',
} as const

const roleSchema = z.enum(ROLES)
/** What an invitation or a role change may give: ownership is handed on, never given. */
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES, {
	errorMap: () => ({ message: 'Choose a role' }),
})

export const memberSchema = z.object({
	/** The membership's id: what the member routes take. */
	id: z.string(),
	loginPk: z.string(),
	firstName: z.string(),
	lastName: z.string(),
	email: z.string(),
	role: roleSchema,
	status: z.enum(MEMBER_STATUSES),
	createdAt: z.string(),
	/** The caller's own membership. */
	you: z.boolean(),
})
export type Member = z.infer<typeof memberSchema>

export const invitationSchema = z.object({
	id: z.string(),
	email: z.string(),
	role: roleSchema,
	/** Pending invitations only are listed; EXPIRED once past expiresAt. */
	status: z.enum(['PENDING', 'EXPIRED']),
	expiresAt: z.string(),
	createdAt: z.string(),
})
export type Invitation = z.infer<typeof invitationSchema>

/** GET /integrator/v1/team */
export const teamSchema = z.object({ members: z.array(memberSchema), invitations: z.array(invitationSchema) })
export const teamResponseSchema = envelope(teamSchema)

/** POST /integrator/v1/team/invitations: e-mails `<callbackUrl>/<token>`. */
export const inviteRequestSchema = z.object({
	email: emailSchema,
	role: assignableRoleSchema,
	callbackUrl: textSchema('callbackUrl', { trim: false }).url('callbackUrl must be an absolute URL'),
})
export type InviteRequest = z.infer<typeof inviteRequestSchema>
export const inviteResponseSchema = envelope(invitationSchema)

/** PATCH /integrator/v1/team/members/:id: a new role, a new status, or both. */
export const memberUpdateRequestSchema = z
	.object({ role: assignableRoleSchema.optional(), status: z.enum(MEMBER_STATUSES).optional() })
	.refine((value) => value.role !== undefined || value.status !== undefined, { message: 'Give a role or a status' })
export const memberResponseSchema = envelope(memberSchema)

const invitationTokenSchema = textSchema('the token').min(1, 'token is required').max(512, 'token is too long')

/** POST /integrator/v1/invitations/lookup (no bearer): what the invitation page shows. */
export const invitationLookupRequestSchema = z.object({ token: invitationTokenSchema })
export const invitationDetailsSchema = z.object({
	businessName: z.string(),
	email: z.string(),
	role: roleSchema,
	expiresAt: z.string(),
	/** The e-mail already has a login: it joins signed in instead of making one. */
	loginExists: z.boolean(),
})
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>
export const invitationLookupResponseSchema = envelope(invitationDetailsSchema)

/** POST /integrator/v1/invitations/accept (no bearer): a new login, signed in to the business. */
export const acceptInvitationRequestSchema = z.object({
	token: invitationTokenSchema,
	firstName: personNameSchema('First name'),
	lastName: personNameSchema('Last name'),
	password: passwordSchema,
})
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>

/** POST /integrator/v1/team/invitations/join (bearer): the signed-in login with the invited e-mail joins. */
export const joinInvitationRequestSchema = z.object({ token: invitationTokenSchema })

/** POST /auth/v1/switch (bearer): a token for another business of the login; the current one is revoked. */
export const switchBusinessRequestSchema = z.object({ businessPk: textSchema('the business').min(1, 'Choose a business').max(64) })
export const teamTokenResponseSchema = envelope(z.object({ accessToken: z.string().min(1) }))

/**
 * POST /integrator/v1/team/ownership (Owner only): hands the Owner's role to an
 * active Admin, confirmed with the Owner's PIN; the Owner becomes an Admin and
 * gets a token for that role (record 135).
 */
export const transferOwnershipRequestSchema = z.object({
	memberId: z.string({ required_error: 'Choose an Admin', invalid_type_error: 'Choose an Admin' }).trim().min(1, 'Choose an Admin').max(64),
	pin: pinSchema('PIN'),
})
export type TransferOwnershipRequest = z.infer<typeof transferOwnershipRequestSchema>

/** PATCH /integrator/v1/team/two-fa (Owner only): whether every member must have 2FA on (record 135). */
export const teamTwoFARequestSchema = z.object({
	required: z.boolean({ required_error: 'required must be true or false', invalid_type_error: 'required must be true or false' }),
})

/**
 * GET /integrator/v1/team/closure (Owner only): what stands in the way of
 * closing the account. Money held (each balance above zero), loans not repaid
 * and movements still on their way must be settled first: a closed account
 * can hold nothing (docs/product/team.md#closing-the-account).
 */
export const closureSchema = z.object({
	businessName: z.string(),
	balances: z.array(z.object({ account: z.string(), currency: z.string(), amount: z.string() })),
	openLoans: z.number().int(),
	inFlight: z.number().int(),
	canClose: z.boolean(),
})
export type Closure = z.infer<typeof closureSchema>
export const closureResponseSchema = envelope(closureSchema)

/** POST /integrator/v1/team/closure (Owner only): closes the account, with the account's name typed, the PIN and the code with 2FA on. */
export const closeAccountRequestSchema = z.object({
	businessName: textSchema('the account’s name', { required_error: 'Type the account’s name' }).min(1, 'Type the account’s name').max(200),
	pin: pinSchema('PIN'),
	token: totpTokenSchema,
})
export type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>
