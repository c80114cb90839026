import { describe, expect, it } from 'vitest'
import { scenarioResponseSchema } from '#contract/sandbox.ts'
import { WEBHOOK_REQUIRED_MESSAGE } from '#contract/settings/integrations.ts'
import { logoResponseSchema } from '#contract/settings/logo-schemas.ts'
import {
	emailNotificationListResponseSchema,
	EMAIL_SETTING_KEYS,
	WITHDRAWAL_ADDRESS_UPDATED_MESSAGE,
	withdrawalAddressListResponseSchema,
	withdrawalAddressResponseSchema,
	withdrawalBlacklistResponseSchema,
} from '#contract/settings/products.ts'
import { LOGO_DIMENSION_MESSAGE, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '#contract/settings/profile.ts'
import { contactVerifyStatusResponseSchema, mfaUpdateResponseSchema, NO_CONTACT_NUMBER_MESSAGE } from '#contract/settings/verification.ts'
import { dataUrl, jpeg, png } from '#tests/fixtures/images.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused, login, newIntegrator, withClock, type IntegratorClient } from '../test-support/integrator-client.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'

async function outbox(sandbox: TestSandbox, to: string) {
	return (await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(to)}`)).json.data as {
		channel: string
		text: string
		links: string[]
	}[]
}

async function setContact(sandbox: TestSandbox, me: IntegratorClient, contactNumber: string | null) {
	return sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}/contact`, { contactNumber })
}

describe.each(sandboxBackends())('settings (webhook, logo, verification, preferences, addresses) on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)
	const fresh = () => newIntegrator(sandbox, clock)

	describe('webhook', () => {
		it('saves an https URL and refuses anything else without changing it @bad-input', async () => {
			const me = await fresh()
			const saved = await me.patch('/integrator/v1/webhook', { webhook: ' https://example.com/hooks ' })
			expect(saved.status).toBe(200)
			expect(saved.json.data).toEqual({ webhookUrl: 'https://example.com/hooks' })
			expectRefused(await me.patch('/integrator/v1/webhook', {}), 400, { message: WEBHOOK_REQUIRED_MESSAGE, field: 'webhook' })
			expectRefused(await me.patch('/integrator/v1/webhook', { webhook: '' }), 400, { message: WEBHOOK_REQUIRED_MESSAGE })
			expectRefused(await me.patch('/integrator/v1/webhook', { webhook: 'http://example.com/hooks' }), 400, {
				message: 'The webhook URL must start with https://',
			})
			expectRefused(await me.patch('/integrator/v1/webhook', { webhook: 'not a url' }), 400, { field: 'webhook' })
			expectRefused(await me.patch('/integrator/v1/webhook', '[]'), 400, { message: 'The request body must be a JSON object' })
			expect((await me.profile()).webhookUrl).toBe('https://example.com/hooks')
		})
	})

	describe('logo', () => {
		it('stores a PNG, serves it with its type, replaces and removes it', async () => {
			const me = await fresh()
			const image = png(1, 1)
			const saved = await me.patch('/integrator/v1/logo', { logo: dataUrl('image/png', image) })
			expect(saved.status).toBe(200)
			const { logoUrl } = logoResponseSchema.parse(saved.json).data
			expect(logoUrl).toMatch(new RegExp(`^${sandbox.url}/sandbox/logos/`))
			expect((await me.profile()).logoUrl).toBe(logoUrl)
			const served = await fetch(logoUrl ?? '')
			expect(served.status).toBe(200)
			expect(served.headers.get('content-type')).toBe('image/png')
			expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)

			const square = await me.patch('/integrator/v1/logo', { logo: dataUrl('image/png', png(100, 100)) })
			expect(square.status).toBe(200)
			expect((await fetch(logoUrl ?? '')).status).toBe(404)

			const removed = await me.patch('/integrator/v1/logo', { logo: null })
			expect(removed.status).toBe(200)
			expect(removed.json.data.logoUrl).toBeNull()
			expect((await me.profile()).logoUrl).toBeNull()
			expect((await fetch(square.json.data.logoUrl)).status).toBe(404)
		})

		it('accepts JPEG and SVG within limits; SVG is served with a locked-down CSP', async () => {
			const me = await fresh()
			expect((await me.patch('/integrator/v1/logo', { logo: dataUrl('image/jpeg', jpeg(100, 60)) })).status).toBe(200)
			const svg = await me.patch('/integrator/v1/logo', {
				logo: dataUrl(
					'image/svg+xml',
					'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30"/></svg>',
				),
			})
			expect(svg.status).toBe(200)
			const served = await fetch(svg.json.data.logoUrl)
			expect(served.headers.get('content-type')).toBe('image/svg+xml')
			expect(served.headers.get('content-security-policy')).toContain("default-src 'none'")
			expect(served.headers.get('x-content-type-options')).toBe('nosniff')
		})

		it.each([
			['an oversized PNG', dataUrl('image/png', png(1, 1, 409_600)), LOGO_SIZE_MESSAGE, 'LOGO_TOO_LARGE'],
			['a 101 x 1 PNG', dataUrl('image/png', png(101, 1)), LOGO_DIMENSION_MESSAGE, 'LOGO_DIMENSIONS'],
			['a 1 x 101 PNG', dataUrl('image/png', png(1, 101)), LOGO_DIMENSION_MESSAGE, 'LOGO_DIMENSIONS'],
			['a 120 x 80 JPEG', dataUrl('image/jpeg', jpeg(120, 80, 0xc2)), LOGO_DIMENSION_MESSAGE, 'LOGO_DIMENSIONS'],
			['an SVG wider than 100', dataUrl('image/svg+xml', '<svg width="200" height="50"/>'), LOGO_DIMENSION_MESSAGE, 'LOGO_DIMENSIONS'],
			[
				'an SVG with a script',
				dataUrl('image/svg+xml', '<svg width="10" height="10"><script>alert(1)</script></svg>'),
				'The SVG must not contain scripts',
				'INVALID_LOGO',
			],
			[
				'an SVG with onload',
				dataUrl('image/svg+xml', '<svg width="10" height="10" onload="alert(1)"/>'),
				'The SVG must not contain event handlers',
				'INVALID_LOGO',
			],
			[
				'an SVG with an external image',
				dataUrl('image/svg+xml', '<svg width="10" height="10"><image href="https://evil.example/a.png"/></svg>'),
				'The SVG must not reference external resources',
				'INVALID_LOGO',
			],
			['a JPEG declared as PNG', dataUrl('image/png', jpeg(10, 10)), LOGO_TYPE_MESSAGE, 'INVALID_LOGO'],
			['a PNG declared as SVG', dataUrl('image/svg+xml', png(10, 10)), LOGO_TYPE_MESSAGE, 'INVALID_LOGO'],
			['a GIF', dataUrl('image/gif', 'GIF89a\x01\x00\x01\x00'), LOGO_TYPE_MESSAGE, 'INVALID_LOGO'],
			['an HTML page', dataUrl('text/html', '<script>alert(1)</script>'), LOGO_TYPE_MESSAGE, 'INVALID_LOGO'],
		])('refuses %s with a clear 400 and keeps the current logo', async (_label, logo, message, code) => {
			const me = await fresh()
			const before = (await me.patch('/integrator/v1/logo', { logo: dataUrl('image/png', png(2, 2)) })).json.data.logoUrl
			expectRefused(await me.patch('/integrator/v1/logo', { logo }), 400, { message, code, field: 'logo' })
			expect((await me.profile()).logoUrl).toBe(before)
			expect((await fetch(before)).status).toBe(200)
		})

		it('refuses values that are not data URLs and unknown logos @bad-input', async () => {
			const me = await fresh()
			expectRefused(await me.patch('/integrator/v1/logo', { logo: 'https://example.com/logo.png' }), 400, { message: LOGO_TYPE_MESSAGE })
			expectRefused(await me.patch('/integrator/v1/logo', {}), 400, { field: 'logo' })
			expectRefused(await me.patch('/integrator/v1/logo', { logo: 42 }), 400, { field: 'logo' })
			expect((await sandbox.get('/sandbox/logos/nope')).status).toBe(404)
			expect((await me.profile()).logoUrl).toBeNull()
		})
	})

	describe('e-mail verification', () => {
		it('e-mails a single-use link that verifies and redirects to the callback', async () => {
			const me = await fresh()
			expectRefused(await me.get('/integrator/v1/email/verify?callbackUrl=javascript:alert(1)'), 400, { field: 'callbackUrl' })
			const sent = await me.get(
				`/integrator/v1/email/verify?callbackUrl=${encodeURIComponent('http://localhost:3000/settings?tab=security')}`,
			)
			expect(sent.status).toBe(200)
			const [mail] = await outbox(sandbox, me.email)
			const link = mail?.links[0] ?? ''
			expect(link).toMatch(new RegExp(`^${sandbox.url}/integrator/v1/email/confirm\\?token=`))
			expect((await me.profile()).emailVerified).toBe(false)
			const opened = await fetch(link, { redirect: 'manual' })
			expect(opened.status).toBe(302)
			expect(opened.headers.get('location')).toBe('http://localhost:3000/settings?tab=security')
			expect((await me.profile()).emailVerified).toBe(true)
			expect((await fetch(link, { redirect: 'manual' })).status).toBe(400)
			expectRefused(await me.get('/integrator/v1/email/verify'), 409)
		})

		it('shows a confirmation page without a callback and refuses expired or unknown links @bad-input', async () => {
			const me = await fresh()
			await me.get('/integrator/v1/email/verify')
			const first = (await outbox(sandbox, me.email))[0]?.links[0] ?? ''
			clock.advance(24 * 60 * 60_000 + 1_000)
			await me.relogin()
			const expired = await fetch(first)
			expect(expired.status).toBe(400)
			expect(await expired.text()).toContain('expired')
			expect((await me.profile()).emailVerified).toBe(false)
			expect((await fetch(`${sandbox.url}/integrator/v1/email/confirm?token=nope`)).status).toBe(400)
			expect((await fetch(`${sandbox.url}/integrator/v1/email/confirm`)).status).toBe(400)

			await me.get('/integrator/v1/email/verify')
			const page = await fetch((await outbox(sandbox, me.email))[0]?.links[0] ?? '')
			expect(page.status).toBe(200)
			expect(page.headers.get('content-type')).toContain('text/html')
			expect(await page.text()).toContain('E-mail verified')
			expect((await me.profile()).emailVerified).toBe(true)
		})
	})

	describe('phone verification', () => {
		const otpFrom = async (to: string) => /\b(\d{6})\b/.exec((await outbox(sandbox, to))[0]?.text ?? '')?.[1] ?? ''

		it('needs a contact number, sends an OTP by SMS and verifies it', async () => {
			const me = await fresh()
			expectRefused(await me.post('/integrator/v1/contact/verify', {}), 409, { message: NO_CONTACT_NUMBER_MESSAGE })
			expectRefused(await setContact(sandbox, me, '12'), 400, { field: 'contactNumber' })
			expect((await setContact(sandbox, me, '+234 801 234 5678')).status).toBe(200)
			expect((await me.profile()).contactNumber).toBe('+2348012345678')
			expect(contactVerifyStatusResponseSchema.parse((await me.get('/integrator/v1/contact/verify')).json).data).toEqual({
				exist: false,
				expiresAt: null,
			})
			const sent = await me.post('/integrator/v1/contact/verify', { resend: false })
			expect(sent.status).toBe(200)
			const [sms] = await outbox(sandbox, '+2348012345678')
			expect(sms?.channel).toBe('sms')
			const otp = await otpFrom('+2348012345678')
			expect(otp).toMatch(/^\d{6}$/)
			const status = contactVerifyStatusResponseSchema.parse((await me.get('/integrator/v1/contact/verify')).json).data
			expect(status.exist).toBe(true)
			expect(Date.parse(status.expiresAt ?? '')).toBeGreaterThan(clock.now() + 170_000)

			const wrong = otp === '000000' ? '111111' : '000000'
			expectRefused(await me.post('/integrator/v1/contact/verify/otp', { otp: wrong }), 400, { code: 'INVALID_OTP', field: 'otp' })
			expectRefused(await me.post('/integrator/v1/contact/verify/otp', { otp: '12345' }), 400, { field: 'otp' })
			expect((await me.profile()).contactVerified).toBe(false)
			expect((await me.post('/integrator/v1/contact/verify/otp', { otp })).status).toBe(200)
			expect((await me.profile()).contactVerified).toBe(true)
			expectRefused(await me.post('/integrator/v1/contact/verify', { resend: true }), 409)
			expectRefused(await me.post('/integrator/v1/contact/verify/otp', { otp }), 409)
		})

		it('refuses an expired OTP (400 OTP_EXPIRED) @bad-input', async () => {
			const me = await fresh()
			await setContact(sandbox, me, '+2348012340001')
			await me.post('/integrator/v1/contact/verify', {})
			const otp = await otpFrom('+2348012340001')
			clock.advance(180_001)
			expect((await me.get('/integrator/v1/contact/verify')).json.data.exist).toBe(false)
			expectRefused(await me.post('/integrator/v1/contact/verify/otp', { otp }), 400, { code: 'OTP_EXPIRED', field: 'otp' })
			expect((await me.profile()).contactVerified).toBe(false)
			// A resend gives a fresh code.
			await me.post('/integrator/v1/contact/verify', { resend: true })
			expect((await me.post('/integrator/v1/contact/verify/otp', { otp: await otpFrom('+2348012340001') })).status).toBe(200)
		})

		it('burns the OTP after five wrong attempts @bad-input', async () => {
			const me = await fresh()
			await setContact(sandbox, me, '+2348012340002')
			await me.post('/integrator/v1/contact/verify', {})
			const otp = await otpFrom('+2348012340002')
			const wrong = otp === '000000' ? '111111' : '000000'
			for (let attempt = 1; attempt <= 4; attempt++) {
				expectRefused(await me.post('/integrator/v1/contact/verify/otp', { otp: wrong }), 400, { code: 'INVALID_OTP' })
			}
			expectRefused(await me.post('/integrator/v1/contact/verify/otp', { otp: wrong }), 400, { code: 'OTP_BURNED' })
			expectRefused(await me.post('/integrator/v1/contact/verify/otp', { otp }), 400, { code: 'OTP_BURNED' })
			expect((await me.get('/integrator/v1/contact/verify')).json.data.exist).toBe(false)
			expect((await me.profile()).contactVerified).toBe(false)
		})
	})

	describe('MFA preference', () => {
		it('toggles methods and refuses whatsapp, pin without a PIN and twoFA without 2FA @bad-input', async () => {
			const me = await fresh()
			const changed = await me.patch('/integrator/v1/mfa', { name: 'sms', value: true })
			expect(changed.status).toBe(200)
			expect(mfaUpdateResponseSchema.parse(changed.json).data.sms).toBe(true)
			expect((await me.profile()).mfaPreference.sms).toBe(true)
			const before = (await me.profile()).mfaPreference
			expectRefused(await me.patch('/integrator/v1/mfa', { name: 'whatsapp', value: true }), 400, { field: 'name' })
			expectRefused(await me.patch('/integrator/v1/mfa', { name: 'sms', value: 'yes' }), 400, { field: 'value' })
			expectRefused(await me.patch('/integrator/v1/mfa', { name: 'pin', value: true }), 409, { field: 'name' })
			expectRefused(await me.patch('/integrator/v1/mfa', { name: 'twoFA', value: true }), 409, { field: 'name' })
			expect((await me.profile()).mfaPreference).toEqual(before)
			await me.post('/auth/v1/pin', { pin: '123456', confirmPin: '123456' })
			expect((await me.patch('/integrator/v1/mfa', { name: 'pin', value: true })).json.data.pin).toBe(true)
		})
	})

	describe('e-mail preferences', () => {
		it('lists FUNDING plus subscribed services, all active by default, and saves changes', async () => {
			const me = await fresh()
			const initial = emailNotificationListResponseSchema.parse((await me.get('/integrator/v1/email-notifications')).json).data
			expect(initial).toEqual(EMAIL_SETTING_KEYS.FUNDING.map((emailSetting) => ({ emailSetting, active: true })))
			expect((await me.post('/integrator/v1/subscriptions', { name: 'trading' })).status).toBe(201)
			const withTrading = emailNotificationListResponseSchema.parse((await me.get('/integrator/v1/email-notifications')).json).data
			expect(withTrading.map((item) => item.emailSetting)).toEqual([...EMAIL_SETTING_KEYS.TRADING, ...EMAIL_SETTING_KEYS.FUNDING])
			const updated = await me.patch('/integrator/v1/email-notifications', {
				notificationSettings: [
					{ emailSetting: 'TRADING_SETTLEMENT', active: false },
					{ emailSetting: 'LOCAL_TRANSFER', active: false },
				],
			})
			expect(updated.status).toBe(200)
			expect(updated.json.message).toBe('You can change your settings later.')
			const after = emailNotificationListResponseSchema.parse(updated.json).data
			expect(after.filter((item) => !item.active).map((item) => item.emailSetting)).toEqual(['TRADING_SETTLEMENT', 'LOCAL_TRANSFER'])
			await me.patch('/integrator/v1/email-notifications', { notificationSettings: [{ emailSetting: 'LOCAL_TRANSFER', active: true }] })
			const again = emailNotificationListResponseSchema.parse((await me.get('/integrator/v1/email-notifications')).json).data
			expect(again.filter((item) => !item.active).map((item) => item.emailSetting)).toEqual(['TRADING_SETTLEMENT'])
		})

		it('refuses unknown keys and keys of services not subscribed, changing nothing @bad-input', async () => {
			const me = await fresh()
			const before = (await me.get('/integrator/v1/email-notifications')).json.data
			expectRefused(
				await me.patch('/integrator/v1/email-notifications', { notificationSettings: [{ emailSetting: 'NOPE', active: false }] }),
				400,
				{
					message: 'Unknown e-mail setting: NOPE',
					field: 'notificationSettings.0.emailSetting',
				},
			)
			expectRefused(
				await me.patch('/integrator/v1/email-notifications', {
					notificationSettings: [
						{ emailSetting: 'LOCAL_TRANSFER', active: false },
						{ emailSetting: 'LENDING_ORDER_SETTLED', active: false },
					],
				}),
				400,
				{ message: 'LENDING_ORDER_SETTLED belongs to a service you have not subscribed to', field: 'notificationSettings.1.emailSetting' },
			)
			expectRefused(await me.patch('/integrator/v1/email-notifications', { notificationSettings: [] }), 400)
			expectRefused(
				await me.patch('/integrator/v1/email-notifications', { notificationSettings: [{ emailSetting: 'LOCAL_TRANSFER', active: 'no' }] }),
				400,
			)
			expect((await me.get('/integrator/v1/email-notifications')).json.data).toEqual(before)
		})
	})

	describe('withdrawal blacklist check', () => {
		it('sets both flags, keeps alwaysShow when absent, and refuses non-booleans @bad-input', async () => {
			const me = await fresh()
			const on = await me.patch('/integrator/v1/settings/withdrawal-blacklist', {
				checkBlacklistOnWithdrawal: true,
				alwaysShowBlacklistCheck: false,
			})
			expect(withdrawalBlacklistResponseSchema.parse(on.json).data).toEqual({
				checkBlacklistOnWithdrawal: true,
				alwaysShowBlacklistCheck: false,
			})
			const off = await me.patch('/integrator/v1/settings/withdrawal-blacklist', {
				checkBlacklistOnWithdrawal: false,
				alwaysShowBlacklistCheck: true,
			})
			expect(off.json.data).toEqual({ checkBlacklistOnWithdrawal: false, alwaysShowBlacklistCheck: true })
			const partial = await me.patch('/integrator/v1/settings/withdrawal-blacklist', { checkBlacklistOnWithdrawal: true })
			expect(partial.json.data).toEqual({ checkBlacklistOnWithdrawal: true, alwaysShowBlacklistCheck: true })
			expectRefused(await me.patch('/integrator/v1/settings/withdrawal-blacklist', {}), 400, { field: 'checkBlacklistOnWithdrawal' })
			expectRefused(await me.patch('/integrator/v1/settings/withdrawal-blacklist', { checkBlacklistOnWithdrawal: 'false' }), 400)
			const profile = await me.profile()
			expect([profile.checkBlacklistOnWithdrawal, profile.alwaysShowBlacklistCheck]).toEqual([true, true])
		})
	})

	describe('withdrawal addresses', () => {
		const btc = {
			address: BTC_ADDRESS,
			asset: 'btc',
			network: 'BTC',
			description: 'Cold wallet',
			paymentBeneficiaryType: 'FIRST_PARTY',
			isContractSigned: true,
		}

		it('saves, lists, reads, updates and deletes addresses', async () => {
			const me = await fresh()
			const created = await me.post('/integrator/v1/withdrawal-address', btc)
			expect(created.status).toBe(201)
			const first = withdrawalAddressResponseSchema.parse(created.json).data
			expect(first).toMatchObject({ address: BTC_ADDRESS, asset: 'BTC', assetName: 'Bitcoin', network: 'BTC', status: 'ACTIVE' })
			expect(first.uid).toMatch(/^WA-[0-9A-F]{8}$/)
			clock.advance(1_000)
			const second = (
				await me.post('/integrator/v1/withdrawal-address', { ...btc, address: ETH_ADDRESS, asset: 'USDT', network: 'ETH', description: '' })
			).json.data
			const list = withdrawalAddressListResponseSchema.parse((await me.get('/integrator/v1/withdrawal-addresses')).json).data
			expect(list.map((item) => item.addressId)).toEqual([second.addressId, first.addressId])
			expect((await me.get(`/integrator/v1/withdrawal-address/${first.addressId}`)).json.data.address).toBe(BTC_ADDRESS)

			const updated = await me.patch('/integrator/v1/withdrawal-address', {
				addressId: second.addressId,
				network: 'TRON',
				address: TRON_ADDRESS,
				description: 'Payouts',
			})
			expect(updated.status).toBe(200)
			expect(updated.json.message).toBe(WITHDRAWAL_ADDRESS_UPDATED_MESSAGE)
			expect(updated.json.data).toMatchObject({
				network: 'TRON',
				address: TRON_ADDRESS,
				description: 'Payouts',
				asset: 'USDT',
				assetName: 'Tether USD',
			})

			expect((await me.del(`/integrator/v1/withdrawal-address/${first.addressId}`)).status).toBe(200)
			expectRefused(await me.get(`/integrator/v1/withdrawal-address/${first.addressId}`), 404)
			expectRefused(await me.del(`/integrator/v1/withdrawal-address/${first.addressId}`), 404)
			expect((await me.get('/integrator/v1/withdrawal-addresses')).json.data).toHaveLength(1)
		})

		it('refuses malformed addresses, duplicates and other integrators, changing nothing @bad-input', async () => {
			const me = await fresh()
			const other = await fresh()
			const saved = (await me.post('/integrator/v1/withdrawal-address', btc)).json.data
			expectRefused(await me.post('/integrator/v1/withdrawal-address', { ...btc, address: ETH_ADDRESS }), 400, {
				message: 'This is an Ethereum address, not a Bitcoin address',
				field: 'address',
			})
			// A one-character typo the checksum catches, on each network (bech32, EIP-55, base58check).
			for (const [network, typo] of [
				['BTC', BTC_ADDRESS.replace(/t4$/, 't5')],
				['ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'], // EIP-55's example, its last letter's case wrong
				['TRON', TRON_ADDRESS.replace(/U7$/, 'U8')],
			])
				expectRefused(await me.post('/integrator/v1/withdrawal-address', { ...btc, network, address: typo }), 400, {
					message: 'This address has a typo: its checksum does not match',
					field: 'address',
				})
			expectRefused(await me.post('/integrator/v1/withdrawal-address', { ...btc, network: 'ETH', address: '0x123' }), 400, {
				message: 'This is not a valid Ethereum (ERC20) address',
			})
			expectRefused(await me.post('/integrator/v1/withdrawal-address', { ...btc, network: 'DOGE' }), 400, { field: 'network' })
			expectRefused(await me.post('/integrator/v1/withdrawal-address', { ...btc, paymentBeneficiaryType: 'SOMEONE' }), 400, {
				field: 'paymentBeneficiaryType',
			})
			expectRefused(await me.post('/integrator/v1/withdrawal-address', { ...btc, isContractSigned: undefined }), 400, {
				field: 'isContractSigned',
			})
			expectRefused(await me.post('/integrator/v1/withdrawal-address', btc), 409, { field: 'address' })
			expectRefused(await me.patch('/integrator/v1/withdrawal-address', { addressId: saved.addressId, network: 'ETH' }), 400, {
				message: 'This is a Bitcoin address, not an Ethereum address',
			})
			expectRefused(await me.patch('/integrator/v1/withdrawal-address', { description: 'x' }), 400, { field: 'addressId' })
			expectRefused(await other.get(`/integrator/v1/withdrawal-address/${saved.addressId}`), 404)
			expectRefused(await other.patch('/integrator/v1/withdrawal-address', { addressId: saved.addressId, description: 'Mine now' }), 404)
			expectRefused(await other.del(`/integrator/v1/withdrawal-address/${saved.addressId}`), 404)
			expect((await other.get('/integrator/v1/withdrawal-addresses')).json.data).toEqual([])
			expect((await me.get('/integrator/v1/withdrawal-addresses')).json.data).toEqual([saved])
		})
	})

	it('seeds settings-ready: contact number, active trading and wallets, two addresses, a password', async () => {
		const seeded = await sandbox.post('/sandbox/v1/control/scenarios/settings-ready', { tag: `t${Date.now()}` })
		expect(seeded.status).toBe(201)
		const [account] = scenarioResponseSchema.parse(seeded.json).data.integrators
		const token = await login(sandbox, account?.email ?? '', SCENARIO_PASSWORD)
		const profile = (await sandbox.get('/integrator/v1', { token })).json.data
		expect(profile.contactNumber).toBe('+2348010000003')
		expect(profile.contactVerified).toBe(false)
		expect(profile.passwordExists).toBe(true)
		const subscriptions = (await sandbox.get('/integrator/v1/subscriptions', { token })).json.data
		expect(subscriptions.map((s: { name: string; isApproved: boolean; status: boolean }) => [s.name, s.isApproved, s.status])).toEqual([
			['trading', true, true],
			['wallets', true, true],
		])
		expect(
			withdrawalAddressListResponseSchema.parse((await sandbox.get('/integrator/v1/withdrawal-addresses', { token })).json).data,
		).toHaveLength(2)
		// Every scenario integrator has a contact number for phone verification.
		const demo = await sandbox.post('/sandbox/v1/control/scenarios/demo', { tag: `t${Date.now()}` })
		for (const integrator of scenarioResponseSchema.parse(demo.json).data.integrators) {
			const demoToken = await login(sandbox, integrator.email, SCENARIO_PASSWORD)
			expect((await sandbox.get('/integrator/v1', { token: demoToken })).json.data.contactNumber).toMatch(/^\+234/)
		}
	})

	it('requires a bearer token on every settings call (401 with the token prefix) @bad-input', async () => {
		for (const [method, path] of [
			['PATCH', '/integrator/v1/webhook'],
			['PATCH', '/integrator/v1/logo'],
			['GET', '/integrator/v1/email/verify'],
			['POST', '/integrator/v1/contact/verify'],
			['GET', '/integrator/v1/contact/verify'],
			['POST', '/integrator/v1/contact/verify/otp'],
			['PATCH', '/integrator/v1/mfa'],
			['GET', '/integrator/v1/email-notifications'],
			['PATCH', '/integrator/v1/email-notifications'],
			['PATCH', '/integrator/v1/settings/withdrawal-blacklist'],
			['POST', '/integrator/v1/withdrawal-address'],
			['PATCH', '/integrator/v1/withdrawal-address'],
			['GET', '/integrator/v1/withdrawal-addresses'],
			['GET', '/integrator/v1/withdrawal-address/x'],
			['DELETE', '/integrator/v1/withdrawal-address/x'],
		] as const) {
			const response = await sandbox.request(path, {
				method,
				headers: { 'content-type': 'application/json' },
				body: method === 'GET' ? undefined : '{}',
			})
			expect(response.status, `${method} ${path}`).toBe(401)
			expect((await response.json()).message).toMatch(/^Invalid token:/)
		}
	})
})
