import { passwordStatusResponseSchema, pinChangeResponseSchema, twoFASetupResponseSchema, twoFAVerifyResponseSchema, type CreatePasswordRequest, type CreatePinRequest, type UpdatePasswordRequest, type UpdatePinRequest } from '#contract/settings/credentials.ts'
import { createSessionResponseSchema, deleteSessionResponseSchema, sessionListResponseSchema, sessionResponseSchema, SESSION_REFRESH_PERIOD, type CreateSessionRequest } from '#contract/settings/sessions.ts'
import { contactOtpResponseSchema, contactVerifyResponseSchema, contactVerifyStatusResponseSchema, emailVerifyResponseSchema, mfaUpdateResponseSchema, type MfaUpdateRequest } from '#contract/settings/verification.ts'
import { callProvider } from './client.server.ts'

/** The Security tab's calls (SPEC.md §7 /auth/v1 and the integrator verification calls). */

export const startTwoFASetup = (token: string) =>
	callProvider('/auth/v1/2fa', { method: 'POST', token, body: {}, schema: twoFASetupResponseSchema }).then((a) => a.data)

export const verifyTwoFA = (token: string, code: string) =>
	callProvider('/auth/v1/2fa/verify', { method: 'PATCH', token, body: { token: code }, schema: twoFAVerifyResponseSchema })

export const createPin = (token: string, body: CreatePinRequest) =>
	callProvider('/auth/v1/pin', { method: 'POST', token, body, schema: pinChangeResponseSchema })

export const updatePin = (token: string, body: UpdatePinRequest) =>
	callProvider('/auth/v1/pin', { method: 'PATCH', token, body, schema: pinChangeResponseSchema })

export const createPassword = (token: string, body: CreatePasswordRequest) =>
	callProvider('/auth/v1/password', { method: 'POST', token, body, schema: passwordStatusResponseSchema })

export const updatePassword = (token: string, body: UpdatePasswordRequest) =>
	callProvider('/auth/v1/login/password', { method: 'PATCH', token, body, schema: passwordStatusResponseSchema })

export const updateMfa = (token: string, body: MfaUpdateRequest) =>
	callProvider('/integrator/v1/mfa', { method: 'PATCH', token, body, schema: mfaUpdateResponseSchema })

export const sendEmailVerification = (token: string, callbackUrl: string) =>
	callProvider('/integrator/v1/email/verify', { token, query: { callbackUrl }, schema: emailVerifyResponseSchema })

export const getContactOtpStatus = (token: string, request?: Request) =>
	callProvider('/integrator/v1/contact/verify', { token, request, schema: contactVerifyStatusResponseSchema }).then((a) => a.data)

export const sendContactOtp = (token: string, resend: boolean) =>
	callProvider('/integrator/v1/contact/verify', { method: 'POST', token, body: { resend }, schema: contactVerifyResponseSchema })

export const verifyContactOtp = (token: string, otp: string) =>
	callProvider('/integrator/v1/contact/verify/otp', { method: 'POST', token, body: { otp }, schema: contactOtpResponseSchema })

export const listSessions = (token: string, request?: Request) =>
	callProvider('/auth/v1/tokens', { token, request, schema: sessionListResponseSchema }).then((a) => a.data)

export const createSession = (token: string, body: CreateSessionRequest) =>
	callProvider('/auth/v1/token', { method: 'POST', token, body, schema: createSessionResponseSchema }).then((a) => a.data)

export const refreshSession = (token: string, sessionId: string, code?: string) =>
	callProvider('/auth/v1/token/refresh', {
		method: 'POST',
		token,
		body: { sessionId, expiresAt: SESSION_REFRESH_PERIOD, token: code },
		schema: sessionResponseSchema,
	})

export const deleteSession = (token: string, sessionId: string) =>
	callProvider('/auth/v1/token', { method: 'DELETE', token, body: { sessionId }, schema: deleteSessionResponseSchema })
