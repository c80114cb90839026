import { z } from 'zod'
import { envelope } from './envelope.ts'
import { accountTypeSchema } from './fields.ts'
import { serviceNameSchema } from './products.ts'
import { ROLES } from './team/role-names.ts'

/** Who the signed-in integrator is (the profile every page reads), and the country list. */

export const ONBOARDING_STATUSES = ['SUBMITTED', 'REVIEW_NEEDED', 'REVIEWED'] as const

export const mfaPreferenceSchema = z.object({
	sms: z.boolean(),
	push: z.boolean(),
	email: z.boolean(),
	twoFA: z.boolean(),
	pin: z.boolean(),
	whatsapp: z.boolean(),
})
export type MfaPreference = z.infer<typeof mfaPreferenceSchema>

/** GET /integrator/v1: the integrator's profile. */
export const profileSchema = z.object({
	pk: z.string(),
	email: z.string(),
	firstName: z.string(),
	lastName: z.string(),
	businessName: z.string().nullable(),
	logoUrl: z.string().nullable(),
	createdAt: z.string(),
	webhookUrl: z.string().nullable(),
	accountType: accountTypeSchema,
	domain: z.string().nullable(),
	country: z.string(),
	kybVerified: z.boolean(),
	emailVerified: z.boolean(),
	contactVerified: z.boolean(),
	contactNumber: z.string().nullable(),
	checkBlacklistOnWithdrawal: z.boolean(),
	alwaysShowBlacklistCheck: z.boolean(),
	mfaPreference: mfaPreferenceSchema,
	pinExists: z.boolean(),
	passwordExists: z.boolean(),
	twoFAEnabled: z.boolean(),
	/** The business requires 2FA of every member (its Owner's choice, record 135): without it this login may only set it up. */
	teamTwoFARequired: z.boolean(),
	/**
	 * Who is signed in (record 129): the login and its role in this business. The credentials'
	 * flags above (`pinExists`, `passwordExists`, `twoFAEnabled`, `mfaPreference`) are this login's.
	 */
	member: z.object({
		id: z.string(),
		firstName: z.string(),
		lastName: z.string(),
		email: z.string(),
		role: z.enum(ROLES),
	}),
	/** The businesses this login may open (its active memberships), for the top bar's switcher. */
	businesses: z.array(z.object({ pk: z.string(), name: z.string(), role: z.enum(ROLES) })),
	/** Requests waiting for a second member's approval (docs/product/approvals.md): the sidebar's count. */
	pendingApprovals: z.number().int().nonnegative().default(0),
	/** Names of the services the integrator has subscribed to (any state). */
	services: z.array(serviceNameSchema),
	onboarding: z.object({
		status: z.enum(ONBOARDING_STATUSES).nullable(),
		shareholdersNeedUpdate: z.boolean(),
		documentsNeedUpdate: z.boolean(),
	}),
})
export type Profile = z.infer<typeof profileSchema>
export const profileResponseSchema = envelope(profileSchema)

/** GET /integrator/v1/supported-noauth/COUNTRIES */
export const countrySchema = z.object({ code: z.string().length(2), name: z.string() })
export type Country = z.infer<typeof countrySchema>
export const countryListResponseSchema = envelope(z.array(countrySchema))
