import { z } from 'zod'
import { emailSchema, passwordSchema, personNameSchema, textSchema } from '#contract/fields.ts'
import { otpCodeSchema, pinSchema } from '#contract/settings/credentials.ts'
import { assignableRoleSchema, TEAM_MESSAGES } from '#contract/team/api.ts'
import { INVITATION_INTENTS, TEAM_INTENTS } from './team.ts'

/** The Team tab's and the invitation page's forms: the same schema in the browser and on the server. */
export const teamIntents = z.enum(TEAM_INTENTS)
export const invitationIntents = z.enum(INVITATION_INTENTS)

export const inviteFormSchema = z.object({ email: emailSchema, role: assignableRoleSchema })

const idSchema = textSchema('the id').min(1, 'Choose a member').max(64, 'Choose a member')
export const changeRoleFormSchema = z.object({ memberId: idSchema, role: assignableRoleSchema })
export const memberFormSchema = z.object({ memberId: idSchema })
/** Handing on ownership: the Admin and the Owner's PIN (record 135). */
export const handOverFormSchema = z.object({ memberId: idSchema, pin: pinSchema('PIN') })
/** The Owner's toggle: 'on' or 'off', a plain post. */
export const requireTwoFAFormSchema = z.object({
	required: z.enum(['on', 'off'], { errorMap: () => ({ message: 'Choose on or off' }) }),
})
export const invitationFormSchema = z.object({
	invitationId: textSchema('the id').min(1, 'Choose an invitation').max(64, 'Choose an invitation'),
})

export const acceptFormSchema = z.object({
	firstName: personNameSchema('First name'),
	lastName: personNameSchema('Last name'),
	password: passwordSchema,
})

export const switchFormSchema = z.object({
	businessPk: textSchema('the business').min(1, 'Choose a business').max(64, 'Choose a business'),
})

/**
 * Closing the account (docs/product/team.md#closing-the-account): the account's name typed as
 * it is shown, the Owner's PIN and, with 2FA on, their code. The provider checks each again.
 */
export function closeFormSchema(businessName: string, twoFAEnabled: boolean) {
	return z.object({
		businessName: textSchema('the account’s name', { required_error: 'Type the account’s name' })
			.max(200)
			.refine((typed) => typed.toLowerCase() === businessName.trim().toLowerCase(), TEAM_MESSAGES.closeNameMismatch(businessName)),
		pin: pinSchema('PIN'),
		...(twoFAEnabled ? { token: otpCodeSchema('The code') } : {}),
	})
}
