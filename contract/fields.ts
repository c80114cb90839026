import { z } from 'zod'

/**
 * Field rules shared by the sandbox (request validation), the dashboard's
 * actions and the dashboard's browser-side validation.
 */

export {
	PASSWORD_MAX_LENGTH,
	PASSWORD_MIN_LENGTH,
	PASSWORD_MISMATCH_MESSAGE,
	PASSWORD_RULES,
	PASSWORD_SPECIAL_CHARACTERS,
	PIN_MISMATCH_MESSAGE,
} from './password-rules.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './password-rules.ts'
const ALLOWED_PASSWORD = /^[A-Za-z0-9!@#$%^&*()?.\-]*$/

export const passwordSchema = z
	.string({ required_error: 'Password is required' })
	.min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
	.max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
	.regex(ALLOWED_PASSWORD, `Password may only contain letters, numbers and ${PASSWORD_SPECIAL_CHARACTERS}`)
	.regex(/\d/, 'Password must contain at least one number')
	.regex(/[a-z]/, 'Password must contain at least one lowercase letter')
	.regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
	.regex(/[!@#$%^&*()?.\-]/, `Password must contain at least one special character (${PASSWORD_SPECIAL_CHARACTERS})`)

export const emailSchema = z
	.string({ required_error: 'E-mail is required' })
	.trim()
	.min(1, 'E-mail is required')
	.max(254, 'E-mail is too long')
	.email('Enter a valid e-mail address')
	.transform((value) => value.toLowerCase())

export const personNameSchema = (label: string) =>
	z
		.string({ required_error: `${label} is required` })
		.trim()
		.min(1, `${label} is required`)
		.max(60, `${label} must be at most 60 characters`)

export const businessNameSchema = z
	.string({ required_error: 'Business name is required' })
	.trim()
	.min(2, 'Business name must be at least 2 characters')
	.max(100, 'Business name must be at most 100 characters')

export const countryCodeSchema = z
	.string({ required_error: 'Country is required' })
	.trim()
	.regex(/^[A-Za-z]{2}$/, 'Choose a country')
	.transform((value) => value.toUpperCase())

export const ACCOUNT_TYPES = ['COMPANY', 'INDIVIDUAL'] as const
export const accountTypeSchema = z.enum(ACCOUNT_TYPES, {
	errorMap: () => ({ message: 'Choose an account type' }),
})
export type AccountType = z.infer<typeof accountTypeSchema>
