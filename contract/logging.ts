/**
 * What never reaches a log line, for the dashboard's and the sandbox's
 * loggers alike: values under keys that can carry credentials or personal
 * documents are replaced, at any depth, and so are secret query parameters
 * inside strings (login links carry `?token=`). The one list both loggers
 * use; it lives beside the API's schemas because the keys it names are the
 * API's field names (accessToken, pin, otp, code …). Plain code, no imports.
 */
export const REDACTED = '[redacted]'

/** Keys are compared in lower case. */
export const REDACTED_KEYS = {
	/** A key containing one of these: accessToken, newPassword, SESSION_SECRET, set-cookie, x-api-key, webhook-signature … */
	containing: ['token', 'password', 'passcode', 'secret', 'authorization', 'cookie', 'otpauth', 'apikey', 'api-key', 'signature'],
	/**
	 * A key ending in one of these: pin, oldPin, confirmNewPin, otp, smsOtp,
	 * code, verificationCode, codes, document, identityDocument, documents.
	 */
	endingWith: ['pin', 'otp', 'code', 'codes', 'document', 'documents'],
	/** …except these, which are not secrets. */
	except: ['exitcode', 'statuscode', 'errorcode', 'countrycode', 'currencycode', 'postalcode', 'zipcode', 'dialcode'],
} as const

const secretKeyCache = new Map<string, boolean>()

export function isSecretKey(key: string): boolean {
	let secret = secretKeyCache.get(key)
	if (secret === undefined) {
		const lower = key.toLowerCase()
		secret =
			!(REDACTED_KEYS.except as readonly string[]).includes(lower) &&
			(REDACTED_KEYS.containing.some((part) => lower.includes(part)) || REDACTED_KEYS.endingWith.some((end) => lower.endsWith(end)))
		// Log keys come from code, not from input: the cache stays small.
		if (secretKeyCache.size < 1_000) secretKeyCache.set(key, secret)
	}
	return secret
}

const QUERY_PARAMETER = /([?&])([^=&\s#]+)=([^&\s#]*)/g

/** `…?token=abc&redirectTo=%2F` → `…?token=[redacted]&redirectTo=%2F`. */
export function redactQueryParameters(text: string) {
	if (!text.includes('=')) return text
	return text.replace(QUERY_PARAMETER, (match, sep: string, name: string) => (isSecretKey(name) ? `${sep}${name}=${REDACTED}` : match))
}

const MAX_DEPTH = 4

/**
 * A copy of `value` fit for a log: secret keys' values replaced, secret
 * query parameters in strings replaced, errors reduced to name and message,
 * anything deeper than four levels left as it is.
 */
export function redactForLog(value: unknown, depth = 0): unknown {
	if (typeof value === 'string') return redactQueryParameters(value)
	if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value
	if (value instanceof Error) return { name: value.name, message: redactQueryParameters(value.message) }
	if (Array.isArray(value)) return value.map((item) => redactForLog(item, depth + 1))
	const out: Record<string, unknown> = {}
	for (const key of Object.keys(value)) {
		out[key] = isSecretKey(key) ? REDACTED : redactForLog((value as Record<string, unknown>)[key], depth + 1)
	}
	return out
}
