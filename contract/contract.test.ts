import { describe, expect, test } from 'vitest'
import { registerRequestSchema } from './auth.ts'
import { isTokenErrorMessage } from './envelope.ts'
import { emailSchema, passwordSchema } from './fields.ts'
import { PASSWORD_RULES } from './password-rules.ts'
import { serviceNameSchema } from './products.ts'
import { profileSchema } from './shell.ts'

describe('the password rule', () => {
	test.each([
		['Abcdef1!xy', true],
		['Sandbox.Demo-2026', true],
		['short1!A', false], // 8 characters
		['A'.repeat(30) + 'a1!x', false], // 34 characters
		['abcdefgh1!', false], // no uppercase
		['ABCDEFGH1!', false], // no lowercase
		['Abcdefghi!', false], // no digit
		['Abcdefghi1', false], // no special character
		['Abcdefgh1!_', false], // '_' is not allowed
		['Abcdefgh1! ', false], // nor is a space
	])('%j valid: %s', (password, valid) => {
		expect(passwordSchema.safeParse(password).success).toBe(valid)
		// The browser's checklist agrees with the schema wherever the characters are allowed.
		if (!/[_ ]/.test(password)) expect(PASSWORD_RULES.every((rule) => rule.test(password))).toBe(valid)
	})

	test('each broken rule has its own message', () => {
		const result = passwordSchema.safeParse('abc')
		expect(result.success).toBe(false)
		const messages = result.error!.issues.map((i) => i.message)
		expect(messages).toContain('Password must be at least 10 characters')
		expect(messages).toContain('Password must contain at least one uppercase letter')
	})
})

describe('registration', () => {
	const base = { accountType: 'COMPANY', firstName: 'Ada', lastName: 'Lovelace', email: ' Ada@Example.COM ', country: 'ng' }

	test('a company needs a business name', () => {
		const result = registerRequestSchema.safeParse(base)
		expect(result.success).toBe(false)
		expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['businessName'], message: 'Business name is required' })])
	})

	test('e-mail and country are normalised; the password is optional', () => {
		const result = registerRequestSchema.parse({ ...base, businessName: 'Analytical Engines' })
		expect(result.email).toBe('ada@example.com')
		expect(result.country).toBe('NG')
		expect(result.password).toBeUndefined()
	})

	test('an individual needs no business name', () => {
		expect(registerRequestSchema.safeParse({ ...base, accountType: 'INDIVIDUAL' }).success).toBe(true)
	})

	test('an unknown account type is refused with a message @bad-input', () => {
		const result = registerRequestSchema.safeParse({ ...base, accountType: 'BANK' })
		expect(result.error!.issues[0]!.message).toBe('Choose an account type')
	})

	test('e-mail must look like one', () => {
		expect(emailSchema.safeParse('not-an-email').error!.issues[0]!.message).toBe('Enter a valid e-mail address')
	})
})

test('token errors are recognised by their prefixes', () => {
	expect(isTokenErrorMessage('Invalid token: signature')).toBe(true)
	expect(isTokenErrorMessage('Provided token is expired: at 12:00')).toBe(true)
	expect(isTokenErrorMessage('Token invalid')).toBe(false)
})

test('service names are the six lowercase identifiers', () => {
	expect(serviceNameSchema.safeParse('wallets').success).toBe(true)
	expect(serviceNameSchema.safeParse('WALLETS').success).toBe(false)
})

test('the profile schema refuses an answer missing a field @bad-input', () => {
	expect(profileSchema.safeParse({ pk: 'x', email: 'a@b.co' }).success).toBe(false)
})
