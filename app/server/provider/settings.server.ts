import { auditListResponseSchema, type AuditListQuery } from '#contract/audit.ts'
import {
	passwordStatusResponseSchema,
	pinChangeResponseSchema,
	twoFASetupResponseSchema,
	twoFAVerifyResponseSchema,
	recoveryCodesResponseSchema,
	type CreatePasswordRequest,
	type CreatePinRequest,
	type UpdatePasswordRequest,
	type UpdatePinRequest,
} from '#contract/settings/credentials.ts'
import { webhookResponseSchema, type WebhookRequest } from '#contract/settings/integrations.ts'
import { logoResponseSchema } from '#contract/settings/logo-schemas.ts'
import {
	deleteWithdrawalAddressResponseSchema,
	emailNotificationListResponseSchema,
	withdrawalAddressListResponseSchema,
	withdrawalAddressResponseSchema,
	withdrawalBlacklistResponseSchema,
	type CreateWithdrawalAddressRequest,
	type EmailNotification,
} from '#contract/settings/products.ts'
import {
	createSessionResponseSchema,
	deleteSessionResponseSchema,
	sessionListResponseSchema,
	sessionResponseSchema,
	SESSION_REFRESH_PERIOD,
	type CreateSessionRequest,
} from '#contract/settings/sessions.ts'
import {
	contactOtpResponseSchema,
	contactVerifyResponseSchema,
	contactVerifyStatusResponseSchema,
	emailVerifyResponseSchema,
	mfaUpdateResponseSchema,
	type MfaUpdateRequest,
} from '#contract/settings/verification.ts'
import type { ProviderCall } from './call.server.ts'

/**
 * Every call of the settings screen: credentials (2FA, PIN, password),
 * verification and MFA, API sessions, webhook and logo, the per-product
 * preferences (e-mails, blacklist check, saved withdrawal addresses) and the
 * audit log.
 */
export function settingsApi(call: ProviderCall) {
	return {
		/** A page of the account's audit log, newest first (docs/product/audit-log.md). */
		listAudit: (query: AuditListQuery) => call('/integrator/v1/audit', { query, schema: auditListResponseSchema }).then((a) => a.data),

		startTwoFASetup: () => call('/auth/v1/2fa', { method: 'POST', body: {}, schema: twoFASetupResponseSchema }).then((a) => a.data),
		verifyTwoFA: (code: string) =>
			call('/auth/v1/2fa/verify', { method: 'PATCH', body: { token: code }, schema: twoFAVerifyResponseSchema }),
		regenerateRecoveryCodes: (code: string) =>
			call('/auth/v1/2fa/recovery-codes', { method: 'POST', body: { token: code }, schema: recoveryCodesResponseSchema }).then(
				(a) => a.data.recoveryCodes,
			),
		createPin: (body: CreatePinRequest) => call('/auth/v1/pin', { method: 'POST', body, schema: pinChangeResponseSchema }),
		updatePin: (body: UpdatePinRequest) => call('/auth/v1/pin', { method: 'PATCH', body, schema: pinChangeResponseSchema }),
		createPassword: (body: CreatePasswordRequest) =>
			call('/auth/v1/password', { method: 'POST', body, schema: passwordStatusResponseSchema }),
		updatePassword: (body: UpdatePasswordRequest) =>
			call('/auth/v1/login/password', { method: 'PATCH', body, schema: passwordStatusResponseSchema }),

		updateMfa: (body: MfaUpdateRequest) => call('/integrator/v1/mfa', { method: 'PATCH', body, schema: mfaUpdateResponseSchema }),
		sendEmailVerification: (callbackUrl: string) =>
			call('/integrator/v1/email/verify', { query: { callbackUrl }, schema: emailVerifyResponseSchema }),
		getContactOtpStatus: () => call('/integrator/v1/contact/verify', { schema: contactVerifyStatusResponseSchema }).then((a) => a.data),
		sendContactOtp: (resend: boolean) =>
			call('/integrator/v1/contact/verify', { method: 'POST', body: { resend }, schema: contactVerifyResponseSchema }),
		verifyContactOtp: (otp: string) =>
			call('/integrator/v1/contact/verify/otp', { method: 'POST', body: { otp }, schema: contactOtpResponseSchema }),

		listSessions: () => call('/auth/v1/tokens', { schema: sessionListResponseSchema }).then((a) => a.data),
		createSession: (body: CreateSessionRequest) =>
			call('/auth/v1/token', { method: 'POST', body, schema: createSessionResponseSchema }).then((a) => a.data),
		refreshSession: (sessionId: string, code?: string) =>
			call('/auth/v1/token/refresh', {
				method: 'POST',
				body: { sessionId, expiresAt: SESSION_REFRESH_PERIOD, token: code },
				schema: sessionResponseSchema,
			}),
		deleteSession: (sessionId: string) =>
			call('/auth/v1/token', { method: 'DELETE', body: { sessionId }, schema: deleteSessionResponseSchema }),

		updateWebhook: (body: WebhookRequest) => call('/integrator/v1/webhook', { method: 'PATCH', body, schema: webhookResponseSchema }),
		/** `logo` is a data URL, or null to remove the logo. */
		updateLogo: (logo: string | null) => call('/integrator/v1/logo', { method: 'PATCH', body: { logo }, schema: logoResponseSchema }),

		getEmailNotifications: () =>
			call('/integrator/v1/email-notifications', { schema: emailNotificationListResponseSchema }).then((a) => a.data),
		updateEmailNotifications: (notificationSettings: EmailNotification[]) =>
			call('/integrator/v1/email-notifications', {
				method: 'PATCH',
				body: { notificationSettings },
				schema: emailNotificationListResponseSchema,
			}),
		updateWithdrawalBlacklist: (body: { checkBlacklistOnWithdrawal: boolean; alwaysShowBlacklistCheck: boolean }) =>
			call('/integrator/v1/settings/withdrawal-blacklist', { method: 'PATCH', body, schema: withdrawalBlacklistResponseSchema }),
		getWithdrawalAddresses: () =>
			call('/integrator/v1/withdrawal-addresses', { schema: withdrawalAddressListResponseSchema }).then((a) => a.data),
		createWithdrawalAddress: (body: CreateWithdrawalAddressRequest) =>
			call('/integrator/v1/withdrawal-address', { method: 'POST', body, schema: withdrawalAddressResponseSchema }).then((a) => a.data),
		deleteWithdrawalAddress: (addressId: string) =>
			call(`/integrator/v1/withdrawal-address/${encodeURIComponent(addressId)}`, {
				method: 'DELETE',
				schema: deleteWithdrawalAddressResponseSchema,
			}),
	}
}
