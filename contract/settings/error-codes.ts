/* Without zod: the logo check runs in the browser (credentials.ts, whose calls answer these, re-exports them; docs/decisions/120-light-forms.md). */

/** The `code` of errors[] items the settings calls answer, beyond zod's own codes. */
export const SETTINGS_ERROR_CODES = {
	totpRequired: 'TOTP_REQUIRED',
	invalidTotp: 'INVALID_TOTP',
	wrongPin: 'WRONG_PIN',
	/** Five wrong PINs in a row: PIN checks refused for 30 minutes (429). */
	pinLocked: 'PIN_LOCKED',
	/** Five wrong authenticator or recovery codes in a row: 2FA checks refused for 30 minutes (429). */
	twoFALocked: 'TWO_FA_LOCKED',
	/** 400 on `oldPassword` of a password change, with `attemptsLeft` before the lock. */
	wrongPassword: 'WRONG_PASSWORD',
	/** Five wrong current passwords in a row: password changes refused for 30 minutes (429). */
	passwordLocked: 'PASSWORD_LOCKED',
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
