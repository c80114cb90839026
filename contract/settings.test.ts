import { describe, expect, it } from 'vitest'
import { createPasswordRequestSchema, createPinRequestSchema, updatePinRequestSchema } from './settings/credentials.ts'
import { webhookRequestSchema } from './settings/integrations.ts'
import { ALL_EMAIL_SETTING_KEYS, createWithdrawalAddressRequestSchema, emailNotificationUpdateRequestSchema } from './settings/products.ts'
import { isWhitelistableIp, makeCreateSessionRequestSchema, whitelistedIpsSchema } from './settings/sessions.ts'
import { mfaUpdateRequestSchema } from './settings/verification.ts'

const messages = (result: { success: boolean; error?: { issues: { message: string; path: (string | number)[] }[] } }) =>
	result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('settings contract', () => {
	it('checks PINs and their confirmation with the messages of docs/product/settings.md#transaction-pin', () => {
		expect(createPinRequestSchema.safeParse({ pin: '123456', confirmPin: '123456' }).success).toBe(true)
		expect(messages(createPinRequestSchema.safeParse({ pin: '123456', confirmPin: '123457' }))).toEqual([
			'confirmPin: Ooooops... PINs do not yet match',
		])
		expect(messages(createPinRequestSchema.safeParse({ pin: '12345a', confirmPin: '12345a' }))).toEqual(['pin: Only integers are allowed.'])
		expect(messages(updatePinRequestSchema.safeParse({ oldPin: '111111', newPin: '222222', confirmNewPin: '333333' }))).toEqual([
			'confirmNewPin: Ooooops... PINs do not yet match',
		])
	})

	it('checks passwords with the shared rule and the mismatch message', () => {
		expect(messages(createPasswordRequestSchema.safeParse({ password: 'Abcdefgh1!', confirmPassword: 'Abcdefgh1?' }))).toEqual([
			'confirmPassword: Ooooops... passwords do not yet match',
		])
		expect(createPasswordRequestSchema.safeParse({ password: 'weak', confirmPassword: 'weak' }).success).toBe(false)
	})

	it('treats an empty token as absent', () => {
		const parsed = createPinRequestSchema.parse({ pin: '123456', confirmPin: '123456', token: '' })
		expect(parsed.token).toBeUndefined()
	})

	it('requires an https webhook', () => {
		expect(messages(webhookRequestSchema.safeParse({}))).toEqual(['webhook: You have not yet inputted a webhook url.'])
		expect(messages(webhookRequestSchema.safeParse({ webhook: '  ' }))).toEqual(['webhook: You have not yet inputted a webhook url.'])
		expect(messages(webhookRequestSchema.safeParse({ webhook: 'http://example.com/hook' }))).toEqual([
			'webhook: The webhook URL must start with https://',
		])
		expect(webhookRequestSchema.parse({ webhook: ' https://example.com/hook ' }).webhook).toBe('https://example.com/hook')
	})

	it('recognises IPv4 and IPv6 addresses', () => {
		for (const ip of [
			'1.2.3.4',
			'255.255.255.255',
			'::1',
			'::',
			'2001:db8::1',
			'2001:0db8:0000:0000:0000:ff00:0042:8329',
			'::ffff:192.0.2.1',
		]) {
			expect(isWhitelistableIp(ip), ip).toBe(true)
		}
		for (const ip of ['256.1.1.1', '1.2.3', '01.2.3.4', 'abc', '1:2:3:4:5:6:7:8:9', '2001:db8::1::2', '1.2.3.4/24', 'fe80::1%eth0', '']) {
			expect(isWhitelistableIp(ip), ip).toBe(false)
		}
	})

	it('trims and deduplicates IP lists and names a bad entry @bad-input', () => {
		expect(whitelistedIpsSchema.parse([' 1.2.3.4', '1.2.3.4 ', '::1'])).toEqual(['1.2.3.4', '::1'])
		expect(messages(whitelistedIpsSchema.safeParse(['1.2.3.4', 'nope']))).toEqual(['1: nope is not a valid IPv4 or IPv6 address'])
		expect(messages(whitelistedIpsSchema.safeParse([' ']))).toEqual([': Add at least one IP address'])
		expect(whitelistedIpsSchema.safeParse(Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`)).success).toBe(false)
	})

	it('bounds session expiry by the given clock', () => {
		const now = Date.parse('2026-01-01T00:00:00Z')
		const schema = makeCreateSessionRequestSchema(() => now)
		const base = { email: 'a@example.com', admin: false, whitelistedIps: ['1.2.3.4'] }
		expect(schema.parse({ ...base, expiresAt: '2026-03-02' }).expiresAt).toBe('2026-03-02T00:00:00.000Z')
		expect(messages(schema.safeParse({ ...base, expiresAt: '2025-12-31' }))).toEqual(['expiresAt: The session must expire in the future'])
		expect(messages(schema.safeParse({ ...base, expiresAt: '2026-03-10' }))).toEqual(['expiresAt: The session must expire within 60 days'])
		expect(schema.safeParse({ ...base, admin: true, expiresAt: '2026-01-08' }).success).toBe(false)
	})

	it('validates MFA names, e-mail keys and withdrawal addresses', () => {
		expect(mfaUpdateRequestSchema.safeParse({ name: 'whatsapp', value: true }).success).toBe(false)
		expect(ALL_EMAIL_SETTING_KEYS).toHaveLength(23)
		expect(
			messages(emailNotificationUpdateRequestSchema.safeParse({ notificationSettings: [{ emailSetting: 'NOPE', active: true }] })),
		).toEqual(['notificationSettings.0.emailSetting: Unknown e-mail setting: NOPE'])
		const address = { asset: 'usdt', network: 'TRON', paymentBeneficiaryType: 'FIRST_PARTY', isContractSigned: true }
		expect(createWithdrawalAddressRequestSchema.parse({ ...address, address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' }).asset).toBe('USDT')
		expect(messages(createWithdrawalAddressRequestSchema.safeParse({ ...address, address: '0x1234' }))).toEqual([
			'address: This is not a valid Tron (TRC20) address',
		])
		// Checked for its network, checksum included (contract/wallets/addresses.ts).
		expect(messages(createWithdrawalAddressRequestSchema.safeParse({ ...address, address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeD' }))).toEqual(
			['address: This address has a typo: its checksum does not match'],
		)
	})
})
