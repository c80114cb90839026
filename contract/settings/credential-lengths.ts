/**
 * The PIN's and a one-time code's length, without zod: the kit's PIN and
 * code fields import them, and ./credentials.ts (the schemas) re-exports
 * them, so a page with a PIN field does not load zod on its first visit
 * (record 120).
 */
export const OTP_LENGTH = 6
export const PIN_LENGTH = 6
