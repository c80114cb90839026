import { z } from 'zod'
import { textSchema } from '../fields.ts'

/**
 * The rules of single onboarding fields, shared by the step schemas.
 * `label` is how the field is named at the start of a message
 * ('Registration number is required').
 */

/** A required one-line text of at most `max` characters. */
export const requiredText = (label: string, max = 120) =>
	textSchema(`the ${label.toLowerCase()}`, { required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
		.min(1, `${label} is required`)
		.max(max, `${label} must be at most ${max} characters`)

/** A two-letter country code, upper-cased. */
export const countryField = (label = 'Country') =>
	z
		.string({ required_error: `${label} is required`, invalid_type_error: `Choose a ${label.toLowerCase()}` })
		.trim()
		.min(1, `${label} is required`)
		.regex(/^[A-Za-z]{2}$/, `Choose a ${label.toLowerCase()}`)
		.transform((value) => value.toUpperCase())

/** A state code within a country (as GET /integrator/v1/supported/STATES lists them). */
export const stateField = (label = 'State') =>
	textSchema(`the ${label.toLowerCase()}`, { required_error: `${label} is required` })
		.min(1, `${label} is required`)
		.max(10, `Choose a ${label.toLowerCase()}`)
		.regex(/^[A-Za-z0-9-]+$/, `Choose a ${label.toLowerCase()}`)

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Today as YYYY-MM-DD in UTC (dates of birth are calendar dates). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10)

function isRealDate(value: string) {
	const match = ISO_DATE.exec(value)
	if (!match) return false
	const date = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** People onboarded (individuals, shareholders, stakeholders) must be adults. */
export const ADULT_AGE = 18
export const ADULT_MESSAGE = `The person must be at least ${ADULT_AGE} years old`

/**
 * The latest date of birth of someone who is an adult today: the same day
 * 18 years ago (compared as text, so someone born on 29 February comes of
 * age on 1 March in a year without one).
 */
export const latestAdultBirthDate = (today = todayIso()) =>
	`${String(Number(today.slice(0, 4)) - ADULT_AGE).padStart(4, '0')}${today.slice(4)}`

/** A date of birth: YYYY-MM-DD, a real date, not in the future, not before 1900, of an adult. */
export const dateOfBirthField = (label = 'Date of birth') =>
	z
		.string({ required_error: `${label} is required`, invalid_type_error: `${label} must be a date` })
		.trim()
		.min(1, `${label} is required`)
		.refine(isRealDate, `${label} must be a date (YYYY-MM-DD)`)
		.refine((value) => !isRealDate(value) || value <= todayIso(), `${label} cannot be in the future`)
		.refine((value) => !isRealDate(value) || value >= '1900-01-01', `${label} must be after 1900`)
		.refine((value) => !isRealDate(value) || value > todayIso() || value <= latestAdultBirthDate(), ADULT_MESSAGE)

/** A percentage from 0 to 100. */
export const percentField = (label = 'Shares percent') =>
	z
		.number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
		.finite(`${label} must be a number`)
		.min(0, `${label} cannot be negative`)
		.max(100, `${label} cannot be more than 100`)

/** A whole number of shares. */
export const sharesAmountField = (label = 'Number of shares') =>
	z
		.number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
		.int('Only integers are allowed.')
		.min(0, `${label} cannot be negative`)
		.max(1e15, `${label} is too large`)

/** A Nigerian Bank Verification Number: 11 digits. */
export const bvnField = (label = 'BVN') =>
	z
		.string({ required_error: `${label} is required`, invalid_type_error: `${label} must be 11 digits` })
		.trim()
		.regex(/^\d{11}$/, `${label} must be exactly 11 digits`)

/** An optional BVN: empty counts as absent. */
export const optionalBvnField = () =>
	z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), bvnField().optional())

/** A phone number in international form: + then 7 to 15 digits (spaces allowed). */
export const phoneField = (label = 'Phone number') =>
	z
		.string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
		.trim()
		.min(1, `${label} is required`)
		.transform((value) => value.replace(/[\s-]/g, ''))
		.pipe(z.string().regex(/^\+\d{7,15}$/, `${label} must start with + and the country code, then 7 to 15 digits`))

export const emailField = (label = 'E-mail') =>
	textSchema('the e-mail', { required_error: `${label} is required` })
		.min(1, `${label} is required`)
		.max(254, `${label} is too long`)
		.email('Enter a valid e-mail address')
		.transform((value) => value.toLowerCase())

/** A yes/no answer: a boolean in JSON, 'yes'/'no' (or 'true'/'false') from a form. */
export const yesNoField = (message = 'Answer this question') =>
	z.preprocess(
		(value) => (value === 'yes' || value === 'true' ? true : value === 'no' || value === 'false' ? false : value),
		z.boolean({ required_error: message, invalid_type_error: message }),
	)

/** An enum with one plain message for a missing or unknown value. */
export const choiceField = <T extends [string, ...string[]]>(values: T, message: string) =>
	z.enum(values, { errorMap: () => ({ message }) })

/** An id the provider gave (a shareholder, a document). */
export const idField = (label: string) => textSchema(label).min(1, `${label} is required`).max(64, `${label} is too long`)
