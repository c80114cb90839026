import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './password-rules.ts'

/**
 * Field rules shared by the sandbox (request validation), the dashboard's
 * actions and the dashboard's browser-side validation.
 */

/**
 * Control characters (U+0000 to U+001F): never part of a one-line value; a
 * multi-line value may hold line breaks and tabs. Finding them is the point,
 * hence the lint exceptions.
 */
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\x00-\x1F]*$/
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS = /^[^\x00-\x08\x0B\x0C\x0E-\x1F]*$/
export const CONTROL_CHARACTERS_MESSAGE_PREFIX = 'Remove the control characters from'
export const controlCharactersMessage = (field: string) => `${CONTROL_CHARACTERS_MESSAGE_PREFIX} ${field}.`

export type TextOptions = {
	required_error?: string
	invalid_type_error?: string
	/** Line breaks and tabs allowed (a description); default false. */
	multiline?: boolean
	/** Trim surrounding whitespace first; default true (false for passwords). */
	trim?: boolean
}

/**
 * The base of every free-text field: a string, trimmed, without control
 * characters. `field` names it in the message ('the first name'). Callers
 * chain their own rules (min, max, regex, email) after it.
 */
export function textSchema(field: string, options: TextOptions = {}) {
	const { multiline = false, trim = true, required_error, invalid_type_error } = options
	const text = z.string({ required_error, invalid_type_error })
	return (trim ? text.trim() : text).regex(
		multiline ? NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS : NO_CONTROL_CHARACTERS,
		controlCharactersMessage(field),
	)
}

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

export const emailSchema = textSchema('the e-mail', { required_error: 'E-mail is required' })
	.min(1, 'E-mail is required')
	.max(254, 'E-mail is too long')
	.email('Enter a valid e-mail address')
	.transform((value) => value.toLowerCase())

export const personNameSchema = (label: string) =>
	textSchema(`the ${label.toLowerCase()}`, { required_error: `${label} is required` })
		.min(1, `${label} is required`)
		.max(60, `${label} must be at most 60 characters`)

export const businessNameSchema = textSchema('the business name', { required_error: 'Business name is required' })
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
