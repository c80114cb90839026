import { z } from 'zod'
import { envelope } from './envelope.ts'
import { emailSchema, passwordSchema } from './fields.ts'
import { mfaPreferenceSchema } from './integrator.ts'
import { PASSWORD_MISMATCH_MESSAGE, PIN_MISMATCH_MESSAGE } from './password-rules.ts'

/**
 * The settings screen's calls (SPEC.md §2 "Settings screen", §4, §5, §7):
 * 2FA, PIN, password, sessions (IP whitelisting), webhook, logo, e-mail and
 * phone verification, MFA preference, e-mail preferences, the withdrawal
 * blacklist check and saved withdrawal addresses.
 *
 * Every request schema doubles as the dashboard's form schema: field names
 * are SPEC.md §5's and messages are the user-facing text. Rules that need
 * the server (is this the current PIN? is the code right?) answer 400 or 422
 * with a `code` from SETTINGS_ERROR_CODES and a `field` — never 401/403,
 * which the dashboard treats as "log out" (docs/decisions/settings-api.md).
 */

// ─── Limits (SPEC.md §5, §9) ────────────────────────────────────────────────

export const OTP_LENGTH = 6
export const PIN_LENGTH = 6
/** A phone OTP is valid for 3 minutes (the dashboard's countdown). */
export const CONTACT_OTP_TTL_MS = 180_000
/** Wrong guesses after which a phone OTP is burned. */
export const CONTACT_OTP_MAX_ATTEMPTS = 5
/** The e-mail verification link works once, for 24 hours. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60_000
/** RFC 6238 parameters of the authenticator codes. */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
/** Steps of clock drift accepted either side of now. */
export const TOTP_WINDOW = 1
export const TOTP_ISSUER = 'Integrator Dashboard'

/** Expiry choices of 'Generate new session', in days. */
export const SESSION_EXPIRY_DAYS = [1, 7, 30, 60] as const
export const SESSION_MAX_DAYS = 60
/** Slack on top of SESSION_MAX_DAYS for date-only values and time zones. */
export const SESSION_EXPIRY_GRACE_MS = 24 * 60 * 60_000
export const SESSION_MAX_IPS = 20
/** The only refresh value: extend to now + 60 days. */
export const SESSION_REFRESH_PERIOD = '60D'

export const LOGO_MAX_BYTES = 409_600
export const LOGO_MAX_DIMENSION_PX = 100
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const
export type LogoType = (typeof LOGO_TYPES)[number]
export const LOGO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.svg'] as const
export const LOGO_SIZE_MESSAGE = 'The file is large. File size should not be more than 400kb'
export const LOGO_DIMENSION_MESSAGE = 'The file is large. File dimension should not be more than 100 x 100'
export const LOGO_TYPE_MESSAGE = 'The file must be a .jpg, .jpeg, .png or .svg image'

export const WEBHOOK_REQUIRED_MESSAGE = 'You have not yet inputted a webhook url.'
export const WEBHOOK_HTTPS_MESSAGE = 'The webhook URL must start with https://'

export const WITHDRAWAL_ADDRESS_UPDATED_MESSAGE = 'The withdrawal address has been updated successfully.'
export const NO_CONTACT_NUMBER_MESSAGE = 'No contact number found'

/** SPEC.md §3 e-mail preference keys, by service identifier. */
export const EMAIL_SETTING_KEYS = {
	WALLETS: ['WALLETS_DEPOSIT_COMPLETED', 'WALLETS_WITHDRAWAL_COMPLETED', 'MAIN_WALLET_CREATED', 'SUB_WALLET_CREATED'],
	TRADING: [
		'TRADING_WALLETS_DEPOSIT_COMPLETED',
		'TRADING_WITHDRAWAL_COMPLETED',
		'TRADING_INTERNAL_TRANSFER',
		'TRADING_WALLET_CREATED',
		'TRADING_SETTLEMENT',
	],
	FCAT: [
		'FCAT_DEPOSIT_COMPLETED',
		'FCAT_WITHDRAWAL_COMPLETED',
		'FCAT_INTERNAL_TRANSFER',
		'OPERATIONAL_INTERNAL_TRANSFER',
		'FCAT_VIRTUAL_ACCOUNT_CREATED',
	],
	FUNDING: ['FUNDING_INTERNAL_TRANSFER', 'LOCAL_TRANSFER'],
	LENDING: [
		'LENDING_WALLETS_DEPOSIT_COMPLETED',
		'LENDING_WALLET_CREATED',
		'LENDING_LIQUIDATION_REMINDER',
		'LENDING_LOAN_LIQUIDATED',
		'LENDING_ASSET_TRANSFERED',
		'LENDING_ORDER_SETTLED',
		'LENDING_ORDER_APPROVED',
	],
} as const
export type EmailSettingService = keyof typeof EMAIL_SETTING_KEYS
export type EmailSettingKey = (typeof EMAIL_SETTING_KEYS)[EmailSettingService][number]
export const ALL_EMAIL_SETTING_KEYS = Object.values(EMAIL_SETTING_KEYS).flat() as EmailSettingKey[]

/** The MFA methods a user may toggle; whatsapp exists in the profile but is hidden (SPEC.md §3). */
export const MFA_METHODS = ['sms', 'push', 'email', 'twoFA', 'pin'] as const
export type MfaMethod = (typeof MFA_METHODS)[number]

/** The `code` of errors[] items the settings calls answer, beyond zod's own codes. */
export const SETTINGS_ERROR_CODES = {
	totpRequired: 'TOTP_REQUIRED',
	invalidTotp: 'INVALID_TOTP',
	wrongPin: 'WRONG_PIN',
	wrongPassword: 'WRONG_PASSWORD',
	invalidOtp: 'INVALID_OTP',
	otpExpired: 'OTP_EXPIRED',
	otpBurned: 'OTP_BURNED',
	noOtp: 'NO_OTP',
	invalidLogo: 'INVALID_LOGO',
	logoTooLarge: 'LOGO_TOO_LARGE',
	logoDimensions: 'LOGO_DIMENSIONS',
	conflict: 'CONFLICT',
} as const
export type SettingsErrorCode = (typeof SETTINGS_ERROR_CODES)[keyof typeof SETTINGS_ERROR_CODES]

// ─── Shared fields ──────────────────────────────────────────────────────────

const digits = (length: number) => new RegExp(`^\\d{${length}}$`)

/** A 6-digit PIN; `label` names the field in messages. */
export const pinSchema = (label = 'PIN') =>
	z
		.string({ required_error: `${label} is required`, invalid_type_error: `${label} must be ${PIN_LENGTH} digits` })
		.min(1, `${label} is required`)
		.regex(digits(PIN_LENGTH), `${label} must be exactly ${PIN_LENGTH} digits`)

/** A 6-digit one-time code (authenticator or SMS). */
export const otpCodeSchema = (label = 'The code') =>
	z
		.string({ required_error: `${label} is required`, invalid_type_error: `${label} must be ${OTP_LENGTH} digits` })
		.trim()
		.min(1, `${label} is required`)
		.regex(digits(OTP_LENGTH), `${label} must be exactly ${OTP_LENGTH} digits`)

/**
 * The extra OTP step (SPEC.md §4): the authenticator code sent with PIN,
 * password, webhook, session-refresh and MFA changes. Optional here (only
 * integrators with 2FA on need it, and the server decides); an empty string
 * counts as absent; format is checked by the server's gate so that a user
 * without 2FA is never refused for a stray value.
 */
export const totpTokenSchema = z.preprocess(
	(value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
	z.string({ invalid_type_error: `The code must be ${OTP_LENGTH} digits` }).trim().max(16, 'The code is too long').optional(),
)

// ─── 2FA ────────────────────────────────────────────────────────────────────

/**
 * POST /auth/v1/2fa (no body; the dashboard sends `user`, ignored): a new
 * pending secret. `secret` is the otpauth:// URL for the QR code; `key` is
 * its base32 secret, the copyable setup key.
 */
export const twoFASetupSchema = z.object({ secret: z.string().startsWith('otpauth://totp/'), key: z.string() })
export type TwoFASetup = z.infer<typeof twoFASetupSchema>
export const twoFASetupResponseSchema = envelope(twoFASetupSchema)

/** PATCH /auth/v1/2fa/verify */
export const twoFAVerifyRequestSchema = z.object({ token: otpCodeSchema('The code') })
export type TwoFAVerifyRequest = z.infer<typeof twoFAVerifyRequestSchema>
export const twoFAVerifyResponseSchema = envelope(z.object({ twoFAEnabled: z.literal(true), mfaPreference: mfaPreferenceSchema }))

/** GET /auth/v1/2fa/status/{integratorPk} */
export const twoFAStatusResponseSchema = envelope(z.object({ twoFAStatus: z.boolean() }))

// ─── PIN ────────────────────────────────────────────────────────────────────

/** POST /auth/v1/pin → 201 */
export const createPinRequestSchema = z
	.object({ pin: pinSchema('PIN'), confirmPin: z.string({ required_error: 'Confirm your PIN' }), token: totpTokenSchema })
	.superRefine((value, ctx) => {
		if (value.pin !== value.confirmPin) ctx.addIssue({ code: 'custom', path: ['confirmPin'], message: PIN_MISMATCH_MESSAGE })
	})
export type CreatePinRequest = z.infer<typeof createPinRequestSchema>

/** PATCH /auth/v1/pin → 200 */
export const updatePinRequestSchema = z
	.object({
		oldPin: pinSchema('Current PIN'),
		newPin: pinSchema('New PIN'),
		confirmNewPin: z.string({ required_error: 'Confirm your new PIN' }),
		token: totpTokenSchema,
	})
	.superRefine((value, ctx) => {
		if (value.newPin !== value.confirmNewPin) ctx.addIssue({ code: 'custom', path: ['confirmNewPin'], message: PIN_MISMATCH_MESSAGE })
	})
export type UpdatePinRequest = z.infer<typeof updatePinRequestSchema>

/** POST /auth/v1/pin/validate → data.valid (a wrong PIN is 200 with valid false) */
export const validatePinRequestSchema = z.object({ pin: pinSchema('PIN') })
export const validatePinResponseSchema = envelope(z.object({ valid: z.boolean() }))

/** GET /auth/v1/pin/status/{id} */
export const pinStatusResponseSchema = envelope(z.object({ pinExists: z.boolean() }))
/** POST and PATCH /auth/v1/pin answer the new status. */
export const pinChangeResponseSchema = pinStatusResponseSchema

// ─── Password ───────────────────────────────────────────────────────────────

/** POST /auth/v1/password → 201 */
export const createPasswordRequestSchema = z
	.object({ password: passwordSchema, confirmPassword: z.string({ required_error: 'Confirm your password' }), token: totpTokenSchema })
	.superRefine((value, ctx) => {
		if (value.password !== value.confirmPassword) {
			ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE })
		}
	})
export type CreatePasswordRequest = z.infer<typeof createPasswordRequestSchema>

/** PATCH /auth/v1/login/password → 200 */
export const updatePasswordRequestSchema = z
	.object({
		oldPassword: z.string({ required_error: 'Current password is required' }).min(1, 'Current password is required').max(128, 'Password is too long'),
		newPassword: passwordSchema,
		confirmNewPassword: z.string({ required_error: 'Confirm your new password' }),
		token: totpTokenSchema,
	})
	.superRefine((value, ctx) => {
		if (value.newPassword !== value.confirmNewPassword) {
			ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: PASSWORD_MISMATCH_MESSAGE })
		}
	})
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>

/** GET /auth/v1/password/status/{id}; POST and PATCH answer the same. */
export const passwordStatusResponseSchema = envelope(z.object({ passwordExists: z.boolean() }))

// ─── Sessions (IP whitelisting) ─────────────────────────────────────────────

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const HEXTET = /^[0-9a-f]{1,4}$/i

/** IPv4 dotted quad or IPv6 (with :: and an embedded IPv4 tail); no zones, no prefixes. */
export function isIpAddress(value: string): boolean {
	if (IPV4.test(value)) return true
	if (value.length > 45 || !value.includes(':')) return false
	const halves = value.split('::')
	if (halves.length > 2) return false
	const groups = (part: string) => (part === '' ? [] : part.split(':'))
	const head = groups(halves[0] ?? '')
	const tail = halves.length === 2 ? groups(halves[1] ?? '') : []
	const all = [...head, ...tail]
	let count = all.length
	const last = all[all.length - 1]
	if (last !== undefined && last.includes('.')) {
		if (!IPV4.test(last)) return false
		all.pop()
		count += 1
	}
	if (!all.every((group) => HEXTET.test(group))) return false
	return halves.length === 2 ? count <= 7 : count === 8
}

/** Trimmed, empty entries dropped, duplicates removed (first kept), 1 to 20 valid addresses. */
export const whitelistedIpsSchema = z
	.array(z.string({ invalid_type_error: 'Each IP address must be text' }), {
		required_error: 'Add at least one IP address',
		invalid_type_error: 'whitelistedIps must be a list of IP addresses',
	})
	.transform((ips) => [...new Set(ips.map((ip) => ip.trim()).filter((ip) => ip !== ''))])
	.superRefine((ips, ctx) => {
		if (ips.length === 0) ctx.addIssue({ code: 'custom', message: 'Add at least one IP address' })
		if (ips.length > SESSION_MAX_IPS) ctx.addIssue({ code: 'custom', message: `Add at most ${SESSION_MAX_IPS} IP addresses` })
		ips.forEach((ip, index) => {
			if (!isIpAddress(ip)) ctx.addIssue({ code: 'custom', path: [index], message: `${ip} is not a valid IPv4 or IPv6 address` })
		})
	})

/** Why an expiry date is refused at `nowMs`, or null when it is fine. */
export function sessionExpiryProblem(expiresAt: Date, nowMs: number): string | null {
	if (Number.isNaN(expiresAt.getTime())) return 'expiresAt must be a date such as 2026-01-31 or 2026-01-31T12:00:00Z'
	if (expiresAt.getTime() <= nowMs) return 'The session must expire in the future'
	if (expiresAt.getTime() > nowMs + SESSION_MAX_DAYS * 86_400_000 + SESSION_EXPIRY_GRACE_MS) {
		return `The session must expire within ${SESSION_MAX_DAYS} days`
	}
	return null
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * POST /auth/v1/token. Built for a clock, since "in the future, at most 60
 * days ahead" depends on now: the sandbox passes its own (test) clock, the
 * dashboard uses `createSessionRequestSchema` (Date.now).
 */
export const makeCreateSessionRequestSchema = (now: () => number) =>
	z.object({
		email: emailSchema,
		admin: z.literal(false, { errorMap: () => ({ message: 'admin must be false: generated sessions are never admin sessions' }) }),
		expiresAt: z
			.string({ required_error: 'Choose when the session expires' })
			.trim()
			.regex(ISO_DATE, 'expiresAt must be a date such as 2026-01-31 or 2026-01-31T12:00:00Z')
			.transform((value, ctx) => {
				const date = new Date(value)
				const problem = sessionExpiryProblem(date, now())
				if (problem) {
					ctx.addIssue({ code: 'custom', message: problem })
					return z.NEVER
				}
				return date.toISOString()
			}),
		whitelistedIps: whitelistedIpsSchema,
	})
export const createSessionRequestSchema = makeCreateSessionRequestSchema(Date.now)
export type CreateSessionRequest = z.infer<typeof createSessionRequestSchema>

export const sessionSchema = z.object({
	sessionId: z.string(),
	email: z.string(),
	admin: z.boolean(),
	/** false once expiresAt has passed; deleted sessions are gone from the list. */
	isActive: z.boolean(),
	whitelistedIps: z.array(z.string()),
	createdAt: z.string(),
	updatedAt: z.string(),
	expiresAt: z.string(),
})
export type Session = z.infer<typeof sessionSchema>
/** 201: the session and its API key, shown this once (only a hash is kept). */
export const createSessionResponseSchema = envelope(sessionSchema.extend({ secret: z.string().min(32) }))
/** GET /auth/v1/tokens: newest first. */
export const sessionListResponseSchema = envelope(z.array(sessionSchema))

const sessionIdSchema = z.string({ required_error: 'sessionId is required' }).trim().min(1, 'sessionId is required').max(100, 'sessionId is too long')

/** POST /auth/v1/token/refresh: extends an active session to now + 60 days. */
export const refreshSessionRequestSchema = z.object({
	sessionId: sessionIdSchema,
	expiresAt: z.literal(SESSION_REFRESH_PERIOD, { errorMap: () => ({ message: `expiresAt must be '${SESSION_REFRESH_PERIOD}'` }) }),
	token: totpTokenSchema,
})
export const sessionResponseSchema = envelope(sessionSchema)

/** DELETE /auth/v1/token (JSON body): removes an active session. */
export const deleteSessionRequestSchema = z.object({ sessionId: sessionIdSchema })
export const deleteSessionResponseSchema = envelope(z.object({ sessionId: z.string() }))

// ─── Webhook and logo ───────────────────────────────────────────────────────

/** PATCH /integrator/v1/webhook */
export const webhookRequestSchema = z.object({
	webhook: z
		.string({ required_error: WEBHOOK_REQUIRED_MESSAGE, invalid_type_error: WEBHOOK_REQUIRED_MESSAGE })
		.trim()
		.min(1, WEBHOOK_REQUIRED_MESSAGE)
		.pipe(
			z
				.string()
				.max(2048, 'The webhook URL is too long')
				.superRefine((value, ctx) => {
					if (!URL.canParse(value)) ctx.addIssue({ code: 'custom', message: 'Enter a valid webhook URL such as https://example.com/webhooks' })
					else if (new URL(value).protocol !== 'https:') ctx.addIssue({ code: 'custom', message: WEBHOOK_HTTPS_MESSAGE })
				}),
		),
	token: totpTokenSchema,
})
export type WebhookRequest = z.infer<typeof webhookRequestSchema>
export const webhookResponseSchema = envelope(z.object({ webhookUrl: z.string() }))

/**
 * PATCH /integrator/v1/logo: `logo` is a data URL (`data:image/png;base64,…`)
 * or null to remove the logo. The server checks the decoded content (type,
 * bytes, pixels); this schema checks only the envelope of the value.
 */
export const logoRequestSchema = z.object({
	logo: z
		.string({ required_error: 'Choose a logo', invalid_type_error: LOGO_TYPE_MESSAGE })
		.regex(/^data:[^,]*,/, LOGO_TYPE_MESSAGE)
		.nullable(),
})
export type LogoRequest = z.infer<typeof logoRequestSchema>
export const logoResponseSchema = envelope(z.object({ logoUrl: z.string().nullable() }))

// ─── E-mail and phone verification ──────────────────────────────────────────

const httpUrl = (name: string) =>
	z
		.string()
		.trim()
		.url(`${name} must be an absolute URL`)
		.refine((value) => /^https?:\/\//i.test(value), `${name} must start with http:// or https://`)

/** GET /integrator/v1/email/verify?callbackUrl=… (query) */
export const emailVerifyQuerySchema = z.object({ callbackUrl: httpUrl('callbackUrl').optional() })
export const emailVerifyResponseSchema = envelope(z.object({ to: z.string(), expiresAt: z.string() }))

/** POST /integrator/v1/contact/verify */
export const contactVerifyRequestSchema = z.object({ resend: z.boolean({ invalid_type_error: 'resend must be true or false' }).optional() })
export const contactVerifyResponseSchema = envelope(z.object({ to: z.string(), expiresAt: z.string() }))
/** GET /integrator/v1/contact/verify: is an unexpired OTP waiting? */
export const contactVerifyStatusResponseSchema = envelope(z.object({ exist: z.boolean(), expiresAt: z.string().nullable() }))
/** POST /integrator/v1/contact/verify/otp */
export const contactOtpRequestSchema = z.object({ otp: otpCodeSchema('The OTP') })
export const contactOtpResponseSchema = envelope(z.object({ contactVerified: z.literal(true) }))

/** POST /sandbox/v1/control/integrators/{email}/contact (sandbox back office) */
export const contactNumberSchema = z
	.string({ required_error: 'contactNumber is required' })
	.trim()
	.transform((value) => value.replace(/[\s()-]/g, ''))
	.pipe(z.string().regex(/^\+?[1-9]\d{6,14}$/, 'contactNumber must be a phone number such as +2348012345678'))
export const controlContactRequestSchema = z.object({ contactNumber: contactNumberSchema.nullable() })

// ─── MFA, blacklist, e-mail preferences ─────────────────────────────────────

/** PATCH /integrator/v1/mfa → the new mfaPreference */
export const mfaUpdateRequestSchema = z.object({
	name: z.enum(MFA_METHODS, { errorMap: () => ({ message: `name must be one of ${MFA_METHODS.join(', ')}` }) }),
	value: z.boolean({ required_error: 'value is required', invalid_type_error: 'value must be true or false' }),
	token: totpTokenSchema,
})
export type MfaUpdateRequest = z.infer<typeof mfaUpdateRequestSchema>
export const mfaUpdateResponseSchema = envelope(mfaPreferenceSchema)

/** PATCH /integrator/v1/settings/withdrawal-blacklist; alwaysShowBlacklistCheck keeps its value when absent. */
export const withdrawalBlacklistRequestSchema = z.object({
	checkBlacklistOnWithdrawal: z.boolean({ required_error: 'checkBlacklistOnWithdrawal is required', invalid_type_error: 'checkBlacklistOnWithdrawal must be true or false' }),
	alwaysShowBlacklistCheck: z.boolean({ invalid_type_error: 'alwaysShowBlacklistCheck must be true or false' }).optional(),
})
export const withdrawalBlacklistResponseSchema = envelope(
	z.object({ checkBlacklistOnWithdrawal: z.boolean(), alwaysShowBlacklistCheck: z.boolean() }),
)

export const emailSettingKeySchema = z.enum(ALL_EMAIL_SETTING_KEYS as [EmailSettingKey, ...EmailSettingKey[]], {
	errorMap: (_issue, ctx) => ({ message: `Unknown e-mail setting: ${String(ctx.data)}` }),
})
export const emailNotificationSchema = z.object({ emailSetting: emailSettingKeySchema, active: z.boolean() })
export type EmailNotification = z.infer<typeof emailNotificationSchema>
/** GET and PATCH /integrator/v1/email-notifications: the keys of subscribed services plus FUNDING. */
export const emailNotificationListResponseSchema = envelope(z.array(emailNotificationSchema))
export const emailNotificationUpdateRequestSchema = z.object({
	notificationSettings: z
		.array(
			z.object({
				emailSetting: emailSettingKeySchema,
				active: z.boolean({ required_error: 'active is required', invalid_type_error: 'active must be true or false' }),
			}),
			{ required_error: 'notificationSettings is required' },
		)
		.min(1, 'Change at least one e-mail setting')
		.max(ALL_EMAIL_SETTING_KEYS.length, 'Too many e-mail settings'),
})
export type EmailNotificationUpdateRequest = z.infer<typeof emailNotificationUpdateRequestSchema>

// ─── Withdrawal addresses ───────────────────────────────────────────────────

/** Networks and their address patterns (loose: shape, not checksum). */
export const WITHDRAWAL_NETWORKS = {
	BTC: { label: 'Bitcoin', pattern: /^(?:(?:bc1|tb1|bcrt1)[02-9ac-hj-np-z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/ },
	ETH: { label: 'Ethereum (ERC20)', pattern: /^0x[0-9a-fA-F]{40}$/ },
	BSC: { label: 'BNB Smart Chain (BEP20)', pattern: /^0x[0-9a-fA-F]{40}$/ },
	POLYGON: { label: 'Polygon', pattern: /^0x[0-9a-fA-F]{40}$/ },
	TRON: { label: 'Tron (TRC20)', pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
	SOL: { label: 'Solana', pattern: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ },
} as const
export type WithdrawalNetwork = keyof typeof WITHDRAWAL_NETWORKS
export const WITHDRAWAL_NETWORK_NAMES = Object.keys(WITHDRAWAL_NETWORKS) as [WithdrawalNetwork, ...WithdrawalNetwork[]]

/** Names shown beside tickers; an unknown ticker is its own name. */
export const ASSET_NAMES: Record<string, string> = {
	BTC: 'Bitcoin',
	ETH: 'Ethereum',
	USDT: 'Tether USD',
	USDC: 'USD Coin',
	TRX: 'Tron',
	BNB: 'BNB',
	MATIC: 'Polygon',
	SOL: 'Solana',
}
export const assetName = (asset: string) => ASSET_NAMES[asset] ?? asset

export const PAYMENT_BENEFICIARY_TYPES = ['FIRST_PARTY', 'THIRD_PARTY'] as const
export const WITHDRAWAL_ADDRESS_STATUSES = ['ACTIVE'] as const

/** Why `address` is not a plausible address on `network`, or null. */
export function withdrawalAddressProblem(network: WithdrawalNetwork, address: string): string | null {
	const rule = WITHDRAWAL_NETWORKS[network]
	return rule.pattern.test(address) ? null : `This is not a valid ${rule.label} address`
}

const withdrawalFields = {
	address: z.string({ required_error: 'Address is required' }).trim().min(1, 'Address is required').max(128, 'The address is too long'),
	asset: z
		.string({ required_error: 'Asset is required' })
		.trim()
		.toUpperCase()
		.regex(/^[A-Z0-9]{2,10}$/, 'Asset must be a ticker such as BTC or USDT'),
	network: z.enum(WITHDRAWAL_NETWORK_NAMES, {
		errorMap: () => ({ message: `Network must be one of ${WITHDRAWAL_NETWORK_NAMES.join(', ')}` }),
	}),
	description: z.string({ invalid_type_error: 'Description must be text' }).trim().max(100, 'Description must be at most 100 characters'),
	paymentBeneficiaryType: z.enum(PAYMENT_BENEFICIARY_TYPES, {
		errorMap: () => ({ message: `paymentBeneficiaryType must be one of ${PAYMENT_BENEFICIARY_TYPES.join(', ')}` }),
	}),
	isContractSigned: z.boolean({ required_error: 'isContractSigned is required', invalid_type_error: 'isContractSigned must be true or false' }),
}

/** POST /integrator/v1/withdrawal-address → 201 */
export const createWithdrawalAddressRequestSchema = z
	.object({ ...withdrawalFields, description: withdrawalFields.description.default('') })
	.superRefine((value, ctx) => {
		const problem = withdrawalAddressProblem(value.network, value.address)
		if (problem) ctx.addIssue({ code: 'custom', path: ['address'], message: problem })
	})
export type CreateWithdrawalAddressRequest = z.infer<typeof createWithdrawalAddressRequestSchema>

/**
 * PATCH /integrator/v1/withdrawal-address: addressId plus the fields to
 * change. The server re-checks the address against the resulting network.
 */
export const updateWithdrawalAddressRequestSchema = z
	.object({
		addressId: z.string({ required_error: 'addressId is required' }).trim().min(1, 'addressId is required').max(100, 'addressId is too long'),
		address: withdrawalFields.address.optional(),
		asset: withdrawalFields.asset.optional(),
		network: withdrawalFields.network.optional(),
		description: withdrawalFields.description.optional(),
		paymentBeneficiaryType: withdrawalFields.paymentBeneficiaryType.optional(),
		isContractSigned: withdrawalFields.isContractSigned.optional(),
	})
	.superRefine((value, ctx) => {
		if (value.network && value.address) {
			const problem = withdrawalAddressProblem(value.network, value.address)
			if (problem) ctx.addIssue({ code: 'custom', path: ['address'], message: problem })
		}
	})
export type UpdateWithdrawalAddressRequest = z.infer<typeof updateWithdrawalAddressRequestSchema>

export const withdrawalAddressSchema = z.object({
	addressId: z.string(),
	address: z.string(),
	asset: z.string(),
	assetName: z.string(),
	network: z.enum(WITHDRAWAL_NETWORK_NAMES),
	description: z.string(),
	status: z.enum(WITHDRAWAL_ADDRESS_STATUSES),
	/** A short reference for support and search (WA-XXXXXXXX). */
	uid: z.string(),
	paymentBeneficiaryType: z.enum(PAYMENT_BENEFICIARY_TYPES),
	isContractSigned: z.boolean(),
	createdAt: z.string(),
	updatedAt: z.string(),
})
export type WithdrawalAddress = z.infer<typeof withdrawalAddressSchema>
export const withdrawalAddressResponseSchema = envelope(withdrawalAddressSchema)
/** GET /integrator/v1/withdrawal-addresses: newest first. */
export const withdrawalAddressListResponseSchema = envelope(z.array(withdrawalAddressSchema))
export const deleteWithdrawalAddressResponseSchema = envelope(z.object({ addressId: z.string() }))
