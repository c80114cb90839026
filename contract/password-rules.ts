/**
 * The password rule (10 to 32 characters; a digit, a lowercase and an
 * uppercase letter and one of !@#$%^&*()?.-; nothing else) as plain data, free of zod so a page can
 * show the checklist without shipping a schema library to the browser.
 */
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 32
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()?.-'

/** The rule list shown beside a password field; each entry is one check. */
export const PASSWORD_RULES = [
	{
		id: 'length',
		label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
		test: (v: string) => v.length >= PASSWORD_MIN_LENGTH && v.length <= PASSWORD_MAX_LENGTH,
	},
	{ id: 'digit', label: 'At least one number', test: (v: string) => /\d/.test(v) },
	{ id: 'lower', label: 'At least one lowercase letter', test: (v: string) => /[a-z]/.test(v) },
	{ id: 'upper', label: 'At least one uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
	{
		id: 'special',
		label: `At least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
		test: (v: string) => /[!@#$%^&*()?.\-]/.test(v),
	},
] as const

export const PASSWORD_MISMATCH_MESSAGE = 'Ooooops... passwords do not yet match'
export const PIN_MISMATCH_MESSAGE = 'Ooooops... PINs do not yet match'
