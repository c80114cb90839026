import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { loginLinkRequestSchema, loginVerifyRequestSchema, passwordLoginRequestSchema, registerRequestSchema } from './auth.ts'
import { controlCharactersMessage } from './fields.ts'
import { subscriptionContractRequestSchema } from './products.ts'
import { updatePasswordRequestSchema } from './settings/credentials.ts'
import { webhookRequestSchema } from './settings/integrations.ts'
import { createWithdrawalAddressRequestSchema, updateWithdrawalAddressRequestSchema } from './settings/products.ts'
import { createSessionRequestSchema, deleteSessionRequestSchema, refreshSessionRequestSchema } from './settings/sessions.ts'
import { controlContactRequestSchema, emailVerifyQuerySchema } from './settings/verification.ts'

const register = {
	accountType: 'COMPANY',
	businessName: 'Acme Ltd',
	firstName: 'Amina',
	lastName: 'Diallo',
	email: 'amina@example.com',
	country: 'NG',
	password: 'Sandbox.Test-2026',
}
const address = {
	address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
	asset: 'BTC',
	network: 'BTC',
	paymentBeneficiaryType: 'FIRST_PARTY',
	isContractSigned: true,
	description: 'Cold wallet',
}
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString()

/** Every free-text field of the contract's requests: a valid request, the field, and how the message names it. */
const cases: [string, z.ZodTypeAny, Record<string, unknown>, string, string][] = [
	['register: first name', registerRequestSchema, register, 'firstName', 'the first name'],
	['register: last name', registerRequestSchema, register, 'lastName', 'the last name'],
	['register: business name', registerRequestSchema, register, 'businessName', 'the business name'],
	['register: e-mail', registerRequestSchema, register, 'email', 'the e-mail'],
	[
		'login link: callbackUrl',
		loginLinkRequestSchema,
		{ email: 'a@example.com', callbackUrl: 'http://localhost/verify' },
		'callbackUrl',
		'callbackUrl',
	],
	['login verify: token', loginVerifyRequestSchema, { token: 'abc' }, 'token', 'the token'],
	['password login: password', passwordLoginRequestSchema, { email: 'a@example.com', password: 'secret' }, 'password', 'the password'],
	[
		'password change: current password',
		updatePasswordRequestSchema,
		{ oldPassword: 'Old.Pass-2026', newPassword: 'New.Pass-2026', confirmNewPassword: 'New.Pass-2026' },
		'oldPassword',
		'the current password',
	],
	['webhook', webhookRequestSchema, { webhook: 'https://example.com/hooks' }, 'webhook', 'the webhook URL'],
	['withdrawal address: address', createWithdrawalAddressRequestSchema, address, 'address', 'the address'],
	['withdrawal address: description', createWithdrawalAddressRequestSchema, address, 'description', 'the description'],
	[
		'withdrawal address update: addressId',
		updateWithdrawalAddressRequestSchema,
		{ addressId: 'wa_1', description: 'x' },
		'addressId',
		'addressId',
	],
	['session: delete', deleteSessionRequestSchema, { sessionId: 's_1' }, 'sessionId', 'sessionId'],
	['session: refresh', refreshSessionRequestSchema, { sessionId: 's_1', expiresAt: '60D' }, 'sessionId', 'sessionId'],
	[
		'session: create expiresAt',
		createSessionRequestSchema,
		{ email: 'a@example.com', admin: false, expiresAt: inAMonth, whitelistedIps: ['1.2.3.4'] },
		'expiresAt',
		'expiresAt',
	],
	['e-mail verification: callbackUrl', emailVerifyQuerySchema, { callbackUrl: 'http://localhost/settings' }, 'callbackUrl', 'callbackUrl'],
	['contact number', controlContactRequestSchema, { contactNumber: '+2348012345678' }, 'contactNumber', 'contactNumber'],
]

describe('control characters in text fields', () => {
	it.each(cases)('%s: a valid request passes', (_label, schema, valid) => {
		expect(schema.safeParse(valid).success).toBe(true)
	})

	it.each(cases)('%s: refused with a message naming the field', (_label, schema, valid, field, name) => {
		for (const char of ['\u0000', '\u0001', '\u001B', '\u001F', '\u0007']) {
			const value = String(valid[field])
			const result = schema.safeParse({ ...valid, [field]: value.slice(0, 1) + char + value.slice(1) })
			expect(result.success, `${JSON.stringify(char)} in ${field}`).toBe(false)
			if (!result.success) {
				expect(result.error.issues).toContainEqual(expect.objectContaining({ path: [field], message: controlCharactersMessage(name) }))
			}
		}
	})

	it('a document id with a control character is refused @bad-input', () => {
		const result = subscriptionContractRequestSchema.safeParse({ name: 'trading', documentIds: ['doc\u0000'] })
		expect(result.success).toBe(false)
		if (!result.success) expect(result.error.issues[0]?.message).toBe(controlCharactersMessage('the document id'))
	})

	it('reads "Remove the control characters from <field>."', () => {
		expect(controlCharactersMessage('the first name')).toBe('Remove the control characters from the first name.')
	})

	it('a description may span lines and hold tabs, but nothing else', () => {
		expect(createWithdrawalAddressRequestSchema.safeParse({ ...address, description: 'Cold\r\nwallet\tA' }).success).toBe(true)
		expect(createWithdrawalAddressRequestSchema.safeParse({ ...address, description: 'Cold\u0000' }).success).toBe(false)
		expect(registerRequestSchema.safeParse({ ...register, firstName: 'Am\nina' }).success).toBe(false)
		expect(registerRequestSchema.safeParse({ ...register, firstName: 'Am\tina' }).success).toBe(false)
	})

	it('keeps the existing messages of the existing rules', () => {
		const issues = (schema: z.ZodTypeAny, value: unknown) => {
			const result = schema.safeParse(value)
			return result.success ? [] : result.error.issues.map((issue) => issue.message)
		}
		expect(issues(registerRequestSchema, { ...register, firstName: '  ' })).toEqual(['First name is required'])
		expect(issues(registerRequestSchema, { ...register, businessName: 'A' })).toEqual(['Business name must be at least 2 characters'])
		expect(issues(registerRequestSchema, { ...register, email: 'nope' })).toEqual(['Enter a valid e-mail address'])
		expect(issues(webhookRequestSchema, { webhook: ' ' })).toEqual(['You have not yet inputted a webhook url.'])
		expect(issues(webhookRequestSchema, {})).toEqual(['You have not yet inputted a webhook url.'])
		expect(issues(createWithdrawalAddressRequestSchema, { ...address, description: 'x'.repeat(101) })).toEqual([
			'Description must be at most 100 characters',
		])
		expect(issues(createWithdrawalAddressRequestSchema, { ...address, description: 5 })).toEqual(['Description must be text'])
		expect(issues(deleteSessionRequestSchema, {})).toEqual(['sessionId is required'])
	})
})
