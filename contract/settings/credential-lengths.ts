/**
 * The PIN's and a one-time code's length, and what a digits-only field says
 * of anything else, without zod: the kit's PIN and code fields and the
 * amount check import them, and ./credentials.ts (the schemas) builds on
 * them, so a page with a PIN or an amount field does not load zod on its
 * first visit (record 120).
 */
export const OTP_LENGTH = 6
export const PIN_LENGTH = 6

/** What an integer-only field (a PIN, a code, an account number) says of anything but digits (docs/product/money.md). */
export const INTEGERS_ONLY_MESSAGE = 'Only integers are allowed.'
