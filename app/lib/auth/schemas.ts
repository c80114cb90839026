import { z } from 'zod'
import { registerRequestSchema } from '#contract/auth.ts'
import { businessNameSchema, emailSchema, passwordSchema, textSchema } from '#contract/fields.ts'
import { PASSWORD_MISMATCH_MESSAGE } from '#contract/password-rules.ts'

/**
 * Form schemas for the auth area, built from the contract's field rules so
 * the browser, the dashboard's actions and the provider check the same
 * things with the same messages.
 */

export const loginFormSchema = z.object({
	email: emailSchema,
	/** Optional: with it the user logs in at once, without it a link is e-mailed. */
	password: textSchema('the password', { trim: false }).max(128, 'Password is too long').optional(),
	redirectTo: z.string().optional(),
})
export type LoginForm = z.input<typeof loginFormSchema>

/**
 * The rules between fields. A separate, lenient object so they are checked
 * even while other fields are wrong: the user sees every problem at once.
 */
const registerCrossFieldSchema = z
	.object({
		accountType: z.string().optional(),
		businessName: z.string().optional(),
		password: z.string().optional(),
		confirmPassword: z.string().optional(),
	})
	.superRefine((value, ctx) => {
		if (value.accountType === 'COMPANY' && !value.businessName) {
			ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'Business name is required' })
		}
		if (value.password && value.password !== value.confirmPassword) {
			ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE })
		}
	})

export const registerFieldsSchema = registerRequestSchema.innerType().extend({
	businessName: businessNameSchema.optional(),
	password: passwordSchema.optional(),
	confirmPassword: z.string().optional(),
})

export const registerFormSchema = registerFieldsSchema.and(registerCrossFieldSchema)
