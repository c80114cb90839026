import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { GOV_NUMBER_RULES } from './kyc-check-rules.ts'
import { GOV_CHECK_KINDS, GOV_CHECK_LABELS, type GovCheckKind } from './kyc-flow-labels.ts'
import { kycFlowIdSchema } from './kyc-flows.ts'
import { KYC_IMAGE_MAX_BYTES, KYC_IMAGE_TYPES } from './kyc-images.ts'
import { ID_DOCUMENT_TYPES } from './kyc-verification-labels.ts'

export { GOV_NUMBER_RULES, KYC_OTP_LENGTH } from './kyc-check-rules.ts'

/**
 * The end customer's calls, made for it by the dashboard's server from the
 * public KYC form. None takes the integrator's token: the start hands out a
 * verification token (`Authorization: Bearer kvt_…`), good for that one
 * verification until it ends or expires; a call without it, or with a token
 * that names nothing, is 401.
 *
 * - POST /compliance/v1/kyc/verification { flowId }            → 201 { token, verification } (no token needed;
 *   409 KYC_UNAVAILABLE while the integrator cannot pay the KYC check, 409 DAILY_CAP_REACHED at the flow's
 *   daily cap, 429 TOO_MANY_VERIFICATIONS past KYC_START_LIMITS: record 105)
 * - GET  /compliance/v1/kyc/verification                        → PublicKycVerification
 * - POST /compliance/v1/otp/request { channel, to }             → the verification, a code sent (SMS or e-mail, the outbox;
 *   429 TOO_MANY_CODES on the verification, 429 TOO_MANY_CODES_TO_DESTINATION to the number or address)
 * - POST /compliance/v1/otp/verify { channel, code }            → the verification, the step passed
 * - POST /compliance/v1/kyc/verification/signed-url { purpose, contentType, size } → { uploadUrl, key, expiresAt }
 * - PUT  <uploadUrl> (the photo's bytes, its Content-Type)      → { key, contentType, size, width, height } (decoded
 *   whole first: record 106)
 * - POST /compliance/v1/kyc/gov-id { key, documentType }        → the verification, the ID document step passed
 * - POST /compliance/v1/kyc/liveliness { key }                  → the verification, the selfie's liveness scored
 * - POST /compliance/v1/kyc/facematch { key }                   → the verification, the selfie matched with the ID document
 * - POST /compliance/v1/gov/ng/{nin|bvn|dl|vin} { number }      → the verification, the government check answered
 *
 * Steps are taken in the flow's order: a call for another step than the
 * current one is 409 WRONG_STEP, and any call on an ended verification 409
 * VERIFICATION_ENDED. The verification ends when its last step passes or any
 * check fails; the KYC check fee is charged then, in the same database
 * transaction (an integrator who cannot pay it: 409 KYC_UNAVAILABLE, nothing recorded).
 */

export const OTP_CHANNELS = ['phone', 'email'] as const
export type OtpChannel = (typeof OTP_CHANNELS)[number]
/** The OTP expires after 3 minutes, as the dashboard's (docs/product/settings.md#phone-verification). */
export const KYC_OTP_TTL_MS = 180_000
/** Wrong codes before a code stops working. */
export const KYC_OTP_MAX_ATTEMPTS = 5
/** Codes one verification may ask for per channel (each a real SMS or e-mail). */
export const KYC_OTP_MAX_REQUESTS = 5
/**
 * The limits that keep strangers on a public link from spending the
 * integrator's money (record 105), each a sliding window counted in the
 * provider's database: verifications started per visitor address and flow,
 * verifications started per flow (every address), and codes sent per
 * destination (a phone number or an e-mail address, whichever verification
 * asks), as SMS OTP providers limit them against SMS pumping.
 */
export const KYC_START_LIMITS = {
	perAddress: { max: 2, windowMs: 10 * 60_000 },
	perFlow: { max: 30, windowMs: 60_000 },
} as const
export const KYC_OTP_DESTINATION_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const
/** Liveness passes from this score (of 100), face match from the next. */
export const LIVENESS_PASS_SCORE = 60
export const FACE_MATCH_PASS_SCORE = 70

export const KYC_CHECK_ERROR_CODES = {
	wrongStep: 'WRONG_STEP',
	ended: 'VERIFICATION_ENDED',
	unavailable: 'KYC_UNAVAILABLE',
	tooManyStarts: 'TOO_MANY_VERIFICATIONS',
	dailyCap: 'DAILY_CAP_REACHED',
	tooManyCodesToDestination: 'TOO_MANY_CODES_TO_DESTINATION',
	noOtp: 'NO_OTP',
	otpExpired: 'OTP_EXPIRED',
	otpWrong: 'INVALID_OTP',
	otpBurned: 'OTP_BURNED',
	tooManyCodes: 'TOO_MANY_CODES',
	uploadNotFound: 'UPLOAD_NOT_FOUND',
	kindNotOffered: 'CHECK_NOT_OFFERED',
} as const

export const KYC_CHECK_MESSAGES = {
	tokenMissing: 'Invalid token: this verification link has no session. Open the link you were sent again.',
	tokenExpired: 'Provided token is expired: this verification has expired. Open the link you were sent to start again.',
	wrongStep: 'Finish the steps before this one first',
	ended: 'This verification has already ended',
	unavailable: 'This verification cannot be taken right now. Please try again later.',
	tooManyStarts: (minutes: number) =>
		`Too many verifications were started from your connection. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
	busy: 'Too many verifications are starting on this link right now. Please try again in a minute.',
	dailyCap: (business: string) => `${business} cannot take more verifications today. Please try again tomorrow.`,
	tooManyCodesToDestination: (channel: OtpChannel, minutes: number) =>
		`Too many codes were sent to this ${channel === 'phone' ? 'number' : 'address'}. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
	phoneFormat: 'Enter the phone number with its country code, e.g. +2348012345678',
	emailFormat: 'Enter a valid e-mail address',
	codeFormat: 'Enter the 6-digit code',
	codeSent: (to: string) => `We sent a 6-digit code to ${to}`,
	noOtp: 'No code is waiting: ask for a new one',
	otpExpired: 'This code has expired: ask for a new one',
	otpWrong: (left: number) => `The code is not correct: ${left} ${left === 1 ? 'try' : 'tries'} left`,
	otpBurned: 'Too many wrong codes: this one no longer works. Ask for a new one.',
	tooManyCodes: 'Too many codes were asked for on this verification. Open the link you were sent to start again.',
	uploadNotFound: 'This upload has expired or does not belong to this verification: send the photo again',
	uploadExpired: 'This upload link has expired: ask for a new one',
	uploadMismatch: 'The photo sent is not the one the upload link was made for',
	noDocument: 'There is no ID document to match the selfie with',
	livenessFirst: 'Check the selfie for liveness first',
	kindNotOffered: (kind: GovCheckKind) => `This form does not offer the ${GOV_CHECK_LABELS[kind]} check`,
	numberFormat: (kind: GovCheckKind) => GOV_NUMBER_RULES[kind].message,
	govFailed: (kind: GovCheckKind) => `No ${GOV_CHECK_LABELS[kind]} record matches this number`,
	livenessFailed: 'The selfie did not pass the liveness check',
	faceMatchFailed: 'The selfie does not match the face on the ID document',
} as const

// ─── The sandbox's documented test values (docs/product/compliance.md) ─────

/** A government number ending in this fails its check (no record); any other is verified. */
export const GOV_FAIL_SUFFIX = '0'
/** A selfie smaller than this on either side (upright) fails liveness. */
export const LIVENESS_MIN_PX = 200
/** A selfie wider than tall (landscape, upright) fails the face match. */
export const isGovNumberFailing = (number: string) => number.endsWith(GOV_FAIL_SUFFIX)
export const isLivenessFailing = (image: { width: number; height: number }) =>
	image.width < LIVENESS_MIN_PX || image.height < LIVENESS_MIN_PX
export const isFaceMatchFailing = (image: { width: number; height: number }) => image.width > image.height

// ─── Request shapes ────────────────────────────────────────────────────────

export const startVerificationRequestSchema = z.object({ flowId: kycFlowIdSchema })

export const phoneSchema = textSchema('the phone number', { required_error: KYC_CHECK_MESSAGES.phoneFormat })
	.transform((value) => value.replace(/[\s()-]/g, ''))
	.pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, KYC_CHECK_MESSAGES.phoneFormat))
export const customerEmailSchema = textSchema('the e-mail address', { required_error: KYC_CHECK_MESSAGES.emailFormat })
	.toLowerCase()
	.max(254, KYC_CHECK_MESSAGES.emailFormat)
	.email(KYC_CHECK_MESSAGES.emailFormat)
export const otpCodeSchema = z
	.string({ required_error: KYC_CHECK_MESSAGES.codeFormat })
	.trim()
	.regex(/^\d{6}$/, KYC_CHECK_MESSAGES.codeFormat)

const channelSchema = z.enum(OTP_CHANNELS, { errorMap: () => ({ message: 'channel must be phone or email' }) })
export const otpRequestSchema = z.discriminatedUnion('channel', [
	z.object({ channel: z.literal('phone'), to: phoneSchema }),
	z.object({ channel: z.literal('email'), to: customerEmailSchema }),
])
export type OtpRequest = z.input<typeof otpRequestSchema>
export const otpVerifySchema = z.object({ channel: channelSchema, code: otpCodeSchema })

export const signedUrlRequestSchema = z.object({
	purpose: z.enum(['document', 'selfie'], { errorMap: () => ({ message: 'purpose must be document or selfie' }) }),
	contentType: z.enum(KYC_IMAGE_TYPES, { errorMap: () => ({ message: 'contentType must be image/png or image/jpeg' }) }),
	size: z.number().int().min(1).max(KYC_IMAGE_MAX_BYTES),
})
export type SignedUrlRequest = z.input<typeof signedUrlRequestSchema>
export const signedUrlResponseSchema = envelope(z.object({ uploadUrl: z.string(), key: z.string(), expiresAt: z.string() }))
export const uploadResponseSchema = envelope(
	z.object({ key: z.string(), contentType: z.string(), size: z.number().int(), width: z.number().int(), height: z.number().int() }),
)
/** An upload's key, as signed-url hands it out. */
export const uploadKeySchema = z
	.string({ required_error: 'key is required' })
	.regex(/^kup_[0-9a-f]{24}$/, 'key must be an upload key (kup_…)')

export const govIdRequestSchema = z.object({
	key: uploadKeySchema,
	documentType: z.enum(ID_DOCUMENT_TYPES, { errorMap: () => ({ message: 'Choose the kind of ID document' }) }),
})
export const selfieCheckRequestSchema = z.object({ key: uploadKeySchema })

export const govNumberSchema = (kind: GovCheckKind) =>
	z.object({
		number: z
			.string({ required_error: GOV_NUMBER_RULES[kind].message })
			.transform((value) => value.replace(/\s/g, '').toUpperCase())
			.pipe(z.string().regex(GOV_NUMBER_RULES[kind].pattern, GOV_NUMBER_RULES[kind].message)),
	})

export const govCheckKindSchema = z.enum(GOV_CHECK_KINDS)

/** All but the last four characters of a government number, masked. */
export const maskNumber = (number: string) => `${'•'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`
