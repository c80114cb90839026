import { Hono } from 'hono'
import type { ApiErrorItem } from '#contract/envelope.ts'
import { SETTINGS_ERROR_CODES } from '#contract/settings/credentials.ts'
import { webhookRequestSchema } from '#contract/settings/integrations.ts'
import { checkLogoDataUrl } from '#contract/settings/logo-image.ts'
import { logoRequestSchema } from '#contract/settings/logo-schemas.ts'
import {
	createWithdrawalAddressRequestSchema,
	emailNotificationUpdateRequestSchema,
	type EmailNotification,
	updateWithdrawalAddressRequestSchema,
	WITHDRAWAL_ADDRESS_UPDATED_MESSAGE,
	type WithdrawalAddress,
	withdrawalBlacklistRequestSchema,
} from '#contract/settings/products.ts'
import {
	contactOtpRequestSchema,
	contactVerifyRequestSchema,
	emailVerifyQuerySchema,
	mfaUpdateRequestSchema,
} from '#contract/settings/verification.ts'
import { audited, recordAudit } from '../audit/record.ts'
import { updateIntegrator } from '../auth/integrators.ts'
import type { SandboxContext } from '../context.ts'
import { ownListenerRefusal } from '../events/destinations.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { escapeHtml } from '../http/html.ts'
import { answer } from '../http/refusal.ts'
import { checkIntegratorRateLimit, publicBaseUrl, readBody, validate } from '../http/request.ts'
import { fail, ok } from '../responses.ts'
import { listEmailSettings, updateEmailSettings } from './email-settings.ts'
import { saveLogo } from './logos.ts'
import { totpGate } from './totp-gate.ts'
import {
	confirmEmail,
	contactOtpStatus,
	sendContactOtp,
	sendEmailVerification,
	VERIFICATION_MESSAGES,
	verifyContactOtp,
} from './verification.ts'
import {
	createWithdrawalAddress,
	deleteWithdrawalAddress,
	getWithdrawalAddress,
	listWithdrawalAddresses,
	updateWithdrawalAddress,
	WITHDRAWAL_MESSAGES,
} from './withdrawal-addresses.ts'

export const SETTINGS_MESSAGES = {
	webhookUpdated: 'Your webhook URL has been updated',
	logoUpdated: 'Your logo has been updated',
	logoRemoved: 'Your logo has been removed',
	mfaUpdated: 'Your MFA preference has been updated',
	mfaNeedsPin: 'Create a PIN before using it as an MFA method',
	mfaNeeds2FA: 'Enable two-factor authentication before using it as an MFA method',
	emailPreferencesUpdated: 'You can change your settings later.',
	blacklistUpdated: 'Your blacklist check preference has been updated',
} as const

/** A saved address as its audit entries show it. */
const addressValues = (address: WithdrawalAddress) => ({
	address: address.address,
	asset: address.asset,
	network: address.network,
	description: address.description,
	paymentBeneficiaryType: address.paymentBeneficiaryType,
})

/** E-mail preferences as their audit entries show them: each key on or off. */
const preferenceValues = (settings: EmailNotification[]) =>
	Object.fromEntries(settings.map((setting) => [setting.emailSetting, setting.active]))

const confirmationPage = (title: string, text: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body { font: 16px/1.6 system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 1rem; color: #1a1a1a; }</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body>
</html>`

/**
 * /integrator/v1 settings: webhook, logo, e-mail and
 * phone verification, MFA preference, e-mail preferences, the withdrawal
 * blacklist check and saved withdrawal addresses.
 */
export function settingsRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)

	// ─── Webhook and logo ───

	app.patch('/webhook', auth, async (c) => {
		const input = await readBody(c, webhookRequestSchema)
		if (!input.ok) return input.response
		// Before the 2FA code is spent: a refused URL changes nothing (docs/decisions/103-webhooks-never-reach-the-provider.md).
		const ownListener = ownListenerRefusal(new URL(input.data.webhook), ctx.webhooks.ownPorts)
		if (ownListener) return fail(c, 400, ownListener, [{ field: 'webhook', message: ownListener }])
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const spent = await gate.spend()
		if (spent) return spent
		const { pk, webhookUrl } = c.get('integrator')
		const after = { webhookUrl: input.data.webhook }
		const before = { webhookUrl }
		await audited(
			ctx.db,
			c,
			(tx) => updateIntegrator(tx, pk, after, ctx.now()),
			() => ({ kind: 'settings.webhook', before, after }),
		)
		return ok(c, SETTINGS_MESSAGES.webhookUpdated, { webhookUrl: input.data.webhook })
	})

	app.patch('/logo', auth, async (c) => {
		const input = await readBody(c, logoRequestSchema)
		if (!input.ok) return input.response
		const pk = c.get('integrator').pk
		const before = { logoUrl: c.get('integrator').logoUrl }
		const entry = (logoUrl: string | null) => ({ kind: 'settings.profile' as const, before, after: { logoUrl } })
		if (input.data.logo === null) {
			const logoUrl = await audited(ctx.db, c, (tx) => saveLogo(tx, pk, null, publicBaseUrl(c, ctx), ctx.now()), entry)
			return ok(c, SETTINGS_MESSAGES.logoRemoved, { logoUrl })
		}
		const logo = checkLogoDataUrl(input.data.logo)
		if (!logo.ok) return fail(c, 400, logo.message, [{ message: logo.message, code: logo.code, field: 'logo' }])
		const logoUrl = await audited(ctx.db, c, (tx) => saveLogo(tx, pk, logo, publicBaseUrl(c, ctx), ctx.now()), entry)
		return ok(c, SETTINGS_MESSAGES.logoUpdated, { logoUrl })
	})

	// ─── E-mail verification ───

	app.get('/email/verify', auth, async (c) => {
		const limited = checkIntegratorRateLimit(c, ctx)
		if (limited) return limited
		const query = validate(c, emailVerifyQuerySchema, { callbackUrl: c.req.query('callbackUrl') })
		if (!query.ok) return query.response
		const result = await sendEmailVerification(ctx, c.get('integrator'), publicBaseUrl(c, ctx), query.data.callbackUrl)
		if (!result.ok) return fail(c, result.status, result.message, [{ message: result.message, code: SETTINGS_ERROR_CODES.conflict }])
		return ok(c, VERIFICATION_MESSAGES.emailSent, result.data)
	})

	/** The link in the e-mail: public (the token is the credential), opened in a browser. */
	app.get('/email/confirm', async (c) => {
		c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
		c.header('Cache-Control', 'no-store')
		const token = c.req.query('token')?.trim() ?? ''
		const result =
			token && token.length <= 512 ? await confirmEmail(ctx, token) : { ok: false as const, message: VERIFICATION_MESSAGES.linkInvalid }
		if (!result.ok) return c.html(confirmationPage('E-mail not verified', result.message), 400)
		if (result.callbackUrl) return c.redirect(result.callbackUrl, 302)
		return c.html(
			confirmationPage('E-mail verified', 'Your e-mail address is verified. You can close this page and return to your dashboard.'),
		)
	})

	// ─── Phone verification ───

	app.post('/contact/verify', auth, async (c) => {
		const limited = checkIntegratorRateLimit(c, ctx)
		if (limited) return limited
		const input = await readBody(c, contactVerifyRequestSchema)
		if (!input.ok) return input.response
		const result = await sendContactOtp(ctx, c.get('integrator'))
		if (!result.ok) return fail(c, result.status, result.message, [{ message: result.message, code: SETTINGS_ERROR_CODES.conflict }])
		return ok(c, VERIFICATION_MESSAGES.otpSent, result.data)
	})

	app.get('/contact/verify', auth, async (c) => ok(c, 'OTP status', await contactOtpStatus(ctx, c.get('integrator').pk)))

	app.post('/contact/verify/otp', auth, async (c) => {
		const limited = checkIntegratorRateLimit(c, ctx)
		if (limited) return limited
		const input = await readBody(c, contactOtpRequestSchema)
		if (!input.ok) return input.response
		const result = await verifyContactOtp(ctx, c.get('integrator'), input.data.otp)
		if (!result.ok) {
			const item: ApiErrorItem = {
				message: result.message,
				code: result.code ?? SETTINGS_ERROR_CODES.conflict,
				...(result.field ? { field: result.field } : {}),
			}
			return fail(c, result.status, result.message, [item])
		}
		return ok(c, VERIFICATION_MESSAGES.phoneVerified, { contactVerified: true as const })
	})

	// ─── MFA, e-mail preferences, blacklist check ───

	app.patch('/mfa', auth, async (c) => {
		const input = await readBody(c, mfaUpdateRequestSchema)
		if (!input.ok) return input.response
		const integrator = c.get('login')
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const { name, value } = input.data
		const missing =
			value && name === 'pin' && !integrator.pinHash
				? SETTINGS_MESSAGES.mfaNeedsPin
				: value && name === 'twoFA' && !integrator.twoFAEnabled
					? SETTINGS_MESSAGES.mfaNeeds2FA
					: null
		if (missing) return fail(c, 409, missing, [{ message: missing, code: SETTINGS_ERROR_CODES.conflict, field: 'name' }])
		const spent = await gate.spend()
		if (spent) return spent
		const mfaPreference = { ...integrator.mfaPreference, [name]: value }
		const entry = { kind: 'settings.mfa' as const, before: { ...integrator.mfaPreference }, after: { ...mfaPreference } }
		await audited(
			ctx.db,
			c,
			(tx) => updateIntegrator(tx, integrator.pk, { mfaPreference }, ctx.now()),
			() => entry,
		)
		return ok(c, SETTINGS_MESSAGES.mfaUpdated, mfaPreference)
	})

	app.get('/email-notifications', auth, async (c) => ok(c, 'E-mail preferences', await listEmailSettings(ctx.db, c.get('integrator').pk)))

	app.patch('/email-notifications', auth, async (c) => {
		const input = await readBody(c, emailNotificationUpdateRequestSchema)
		if (!input.ok) return input.response
		const pk = c.get('integrator').pk
		const result = await ctx.db.transaction(async (tx) => {
			const before = await listEmailSettings(tx, pk)
			const updated = await updateEmailSettings(tx, pk, input.data.notificationSettings, ctx.now())
			if (updated.ok)
				await recordAudit(tx, c, {
					kind: 'settings.email_preferences',
					before: preferenceValues(before),
					after: preferenceValues(updated.data),
				})
			return updated
		})
		if (!result.ok) return fail(c, 400, result.message, result.errors)
		return ok(c, SETTINGS_MESSAGES.emailPreferencesUpdated, result.data)
	})

	app.patch('/settings/withdrawal-blacklist', auth, async (c) => {
		const input = await readBody(c, withdrawalBlacklistRequestSchema)
		if (!input.ok) return input.response
		const integrator = c.get('integrator')
		const flags = {
			checkBlacklistOnWithdrawal: input.data.checkBlacklistOnWithdrawal,
			alwaysShowBlacklistCheck: input.data.alwaysShowBlacklistCheck ?? integrator.alwaysShowBlacklistCheck,
		}
		const before = {
			checkBlacklistOnWithdrawal: integrator.checkBlacklistOnWithdrawal,
			alwaysShowBlacklistCheck: integrator.alwaysShowBlacklistCheck,
		}
		const entry = { kind: 'settings.blacklist_check' as const, before, after: { ...flags } }
		await audited(
			ctx.db,
			c,
			(tx) => updateIntegrator(tx, integrator.pk, flags, ctx.now()),
			() => entry,
		)
		return ok(c, SETTINGS_MESSAGES.blacklistUpdated, flags)
	})

	// ─── Withdrawal addresses ───

	app.post('/withdrawal-address', auth, async (c) => {
		const input = await readBody(c, createWithdrawalAddressRequestSchema)
		if (!input.ok) return input.response
		const made = await audited(
			ctx.db,
			c,
			(tx) => createWithdrawalAddress(tx, c.get('integrator').pk, input.data, ctx.now()),
			(result) => (result.ok ? { kind: 'settings.withdrawal_address_added', after: addressValues(result.data) } : null),
		)
		return answer(c, made, WITHDRAWAL_MESSAGES.created, 201)
	})

	app.patch('/withdrawal-address', auth, async (c) => {
		const input = await readBody(c, updateWithdrawalAddressRequestSchema)
		if (!input.ok) return input.response
		const pk = c.get('integrator').pk
		const changed = await ctx.db.transaction(async (tx) => {
			const before = await getWithdrawalAddress(tx, pk, input.data.addressId)
			const result = await updateWithdrawalAddress(tx, pk, input.data, ctx.now())
			if (result.ok && before.ok) {
				await recordAudit(tx, c, {
					kind: 'settings.withdrawal_address_changed',
					before: addressValues(before.data),
					after: addressValues(result.data),
				})
			}
			return result
		})
		return answer(c, changed, WITHDRAWAL_ADDRESS_UPDATED_MESSAGE)
	})

	app.get('/withdrawal-addresses', auth, async (c) =>
		ok(c, 'Withdrawal addresses', await listWithdrawalAddresses(ctx.db, c.get('integrator').pk)),
	)

	app.get('/withdrawal-address/:id', auth, async (c) =>
		answer(c, await getWithdrawalAddress(ctx.db, c.get('integrator').pk, c.req.param('id')), 'Withdrawal address'),
	)

	app.delete('/withdrawal-address/:addressId', auth, async (c) => {
		const pk = c.get('integrator').pk
		const deleted = await ctx.db.transaction(async (tx) => {
			const before = await getWithdrawalAddress(tx, pk, c.req.param('addressId'))
			const result = await deleteWithdrawalAddress(tx, pk, c.req.param('addressId'))
			if (result.ok && before.ok)
				await recordAudit(tx, c, { kind: 'settings.withdrawal_address_deleted', before: addressValues(before.data) })
			return result
		})
		return answer(c, deleted, WITHDRAWAL_MESSAGES.deleted)
	})

	return app
}
